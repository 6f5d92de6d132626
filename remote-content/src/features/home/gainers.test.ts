import type { Ticker } from '@h5/shared/contract';
import { byChangeDescending, featured } from './gainers';

const ticker = (symbol: string, change24h: string): Ticker => ({
  symbol, base: symbol.split('/')[0] ?? '', quote: 'USDT', price: '1', open24h: '1', high24h: '1', low24h: '1',
  volume24h: '0', turnover24h: '0', change24h, price_decimals: 2, amount_decimals: 4, time: 0,
});

describe('gainers', () => {
  it('sorts by exact 24 h change, biggest rise first', () => {
    const rows = byChangeDescending([ticker('A/USDT', '1.10'), ticker('B/USDT', '-3.5'), ticker('C/USDT', '10.01'), ticker('D/USDT', '1.1')]);
    expect(rows.map((t) => t.symbol)).toEqual(['C/USDT', 'A/USDT', 'D/USDT', 'B/USDT']);
  });

  it('does not reorder what it was given', () => {
    const input = [ticker('A/USDT', '1'), ticker('B/USDT', '2')];
    byChangeDescending(input);
    expect(input.map((t) => t.symbol)).toEqual(['A/USDT', 'B/USDT']);
  });

  it('features BTC, ETH and SOL when present, else the first three', () => {
    const all = ['DOGE', 'SOL', 'ETH', 'BTC'].map((b) => ticker(`${b}/USDT`, '0'));
    expect(featured(all).map((t) => t.symbol)).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']);
    const other = ['X', 'Y', 'Z', 'W'].map((b) => ticker(`${b}/USDT`, '0'));
    expect(featured(other).map((t) => t.base)).toEqual(['X', 'Y', 'Z']);
  });
});
