import { testTicker } from '@h5/shared/testing';
import { featured, marketRows } from './markets';

const pair = (base: string, change24h: string, turnover24h = '0', listed = '2020-01-01') =>
  testTicker({ symbol: `${base}/USDT`, change24h, turnover24h, listed_at: Date.parse(listed) });
const symbols = (rows: { base: string }[]) => rows.map((t) => t.base);

const PAIRS = [
  pair('A', '1.10', '900.5', '2021-03-01'),
  pair('B', '-3.5', '12000', '2019-06-01'),
  pair('C', '10.01', '900.49', '2024-11-20'),
  pair('D', '1.1', '5', '2021-03-01'),
];

describe('home market tabs', () => {
  it('gainers: by exact 24 h change, biggest rise first, ties by symbol', () => {
    expect(symbols(marketRows('gainers', PAIRS, []))).toEqual(['C', 'A', 'D', 'B']);
  });

  it('losers: the biggest fall first', () => {
    expect(symbols(marketRows('losers', PAIRS, []))).toEqual(['B', 'A', 'D', 'C']);
  });

  it('volume: by value traded in 24 h, compared exactly', () => {
    expect(symbols(marketRows('volume', PAIRS, []))).toEqual(['B', 'A', 'C', 'D']);
  });

  it('new: the latest listing first, same day by symbol', () => {
    expect(symbols(marketRows('new', PAIRS, []))).toEqual(['C', 'A', 'D', 'B']);
  });

  it('watchlist: the starred pairs in star order, ones no longer listed left out', () => {
    expect(symbols(marketRows('watchlist', PAIRS, ['D/USDT', 'GONE/USDT', 'A/USDT']))).toEqual(['D', 'A']);
    expect(marketRows('watchlist', PAIRS, [])).toEqual([]);
  });

  it('does not reorder what it was given', () => {
    marketRows('gainers', PAIRS, []);
    expect(symbols(PAIRS)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('features BTC, ETH and SOL when present, else the first three', () => {
    const all = ['DOGE', 'SOL', 'ETH', 'BTC'].map((b) => pair(b, '0'));
    expect(featured(all).map((t) => t.symbol)).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']);
    const other = ['X', 'Y', 'Z', 'W'].map((b) => pair(b, '0'));
    expect(featured(other).map((t) => t.base)).toEqual(['X', 'Y', 'Z']);
  });
});
