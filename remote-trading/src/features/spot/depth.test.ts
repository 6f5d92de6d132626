import { depthView, groupPrice, stepChoices, stepOf } from './depth';

const book = {
  // Best first, as the server sends them; one level given twice and one bad level.
  asks: [
    ['100.01', '1.5'],
    ['100.02', '0.5'],
    ['100.19', '2'],
    ['101.00', '4'],
    ['oops', '1'],
  ] as Array<[string, string]>,
  bids: [
    ['100.00', '3'],
    ['99.99', '1'],
    ['99.91', '0.25'],
    ['99.10', '6'],
    ['98.00', '0'],
  ] as Array<[string, string]>,
};

describe('order book depth', () => {
  it('names the steps by their places', () => {
    expect(stepOf(2)).toBe('0.01');
    expect(stepOf(0)).toBe('1');
    expect(stepOf(-1)).toBe('10');
    expect(stepChoices(2)).toEqual([2, 1, 0]);
  });

  it('groups bids down and asks up (padded to the step), so no group claims a better price than its orders', () => {
    expect(groupPrice('99.99', 1, 'bid')).toBe('99.9');
    expect(groupPrice('100.01', 1, 'ask')).toBe('100.1');
    expect(groupPrice('100.10', 1, 'ask')).toBe('100.1');
    expect(groupPrice('95123.45', -1, 'bid')).toBe('95120');
    expect(groupPrice('95123.45', -1, 'ask')).toBe('95130');
    expect(groupPrice('95120', -1, 'ask')).toBe('95120');
  });

  it('keeps every level at the pair precision, with running totals and bars against the deeper side', () => {
    const view = depthView(book, 2, 10);
    expect(view.asks.map((r) => [r.price, r.amount, r.total])).toEqual([
      ['100.01', '1.5', '1.5'],
      ['100.02', '0.5', '2'],
      ['100.19', '2', '4'],
      ['101.00', '4', '8'],
    ]);
    expect(view.bids.map((r) => [r.price, r.amount, r.total])).toEqual([
      ['100.00', '3', '3'],
      ['99.99', '1', '4'],
      ['99.91', '0.25', '4.25'],
      ['99.10', '6', '10.25'],
    ]);
    // The deepest total shown (10.25 on the bid side) is the full bar.
    expect(view.bids[3]?.share).toBe(1);
    expect(view.asks[3]?.share).toBeCloseTo(8 / 10.25, 6);
  });

  it('adds amounts exactly when levels fall in one group', () => {
    const view = depthView(book, 1, 10);
    expect(view.asks.map((r) => [r.price, r.amount])).toEqual([
      ['100.1', '2'],
      ['100.2', '2'],
      ['101.0', '4'],
    ]);
    expect(view.bids.map((r) => [r.price, r.amount])).toEqual([
      ['100.0', '3'],
      ['99.9', '1.25'],
      ['99.1', '6'],
    ]);
  });

  it('shows at most the rows asked for, best first, whatever order the levels came in', () => {
    const shuffled = { asks: [...book.asks].reverse(), bids: [...book.bids].reverse() };
    const view = depthView(shuffled, 2, 2);
    expect(view.asks.map((r) => r.price)).toEqual(['100.01', '100.02']);
    expect(view.bids.map((r) => r.price)).toEqual(['100.00', '99.99']);
    expect(view.bids[1]?.share).toBe(1);
    expect(view.asks[1]?.share).toBe(0.5);
  });

  it('draws nothing for an empty book', () => {
    expect(depthView({ asks: [], bids: [] }, 2, 5)).toEqual({ asks: [], bids: [] });
  });
});
