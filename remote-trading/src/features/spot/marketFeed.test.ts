import type { Deal } from '@h5/shared/contract';
import { mergeDeals, newerBook } from './useMarketDepth';

const deal = (time: number, price = '100', amount = '1', side: Deal['side'] = 'buy'): Deal => ({ time, price, amount, side });

describe('recent deals', () => {
  it('keeps the newest first, each once, whether a push carries the list or one deal', () => {
    const first = mergeDeals([], [deal(3), deal(2), deal(1)]);
    expect(first.map((d) => d.time)).toEqual([3, 2, 1]);
    const pushed = mergeDeals(first, [deal(5), deal(4), deal(3), deal(2)]);
    expect(pushed.map((d) => d.time)).toEqual([5, 4, 3, 2, 1]);
    expect(mergeDeals(pushed, deal(6, '101', '0.5', 'sell'))[0]).toEqual(deal(6, '101', '0.5', 'sell'));
  });

  it('tells apart deals of the same moment and keeps only the latest ones', () => {
    const same = mergeDeals([], [deal(1, '100', '1'), deal(1, '100', '2')]);
    expect(same).toHaveLength(2);
    const many = Array.from({ length: 30 }, (_, i) => deal(i));
    expect(mergeDeals([], many, 20).map((d) => d.time)).toEqual(Array.from({ length: 20 }, (_, i) => 29 - i));
  });
});

describe('order book', () => {
  const book = (time: number) => ({ symbol: 'BTC/USDT', bids: [], asks: [], time });

  it('a snapshot that arrives after a newer push does not take it back', () => {
    expect(newerBook(null, book(5)).time).toBe(5);
    expect(newerBook(book(7), book(5)).time).toBe(7);
    expect(newerBook(book(5), book(7)).time).toBe(7);
  });
});
