import { testTicker as ticker } from '@h5/shared/testing';
import { BTC, DOGE, ETH } from '../../../test/fixtures';
import { absoluteChange, formatPrice, formatVolume, tickerStats } from './figures';

describe('ticker figures', () => {
  it('floors the price to the pair decimals instead of rounding', () => {
    expect(formatPrice(BTC)).toBe('67,234.56');
    expect(formatPrice(ticker({ symbol: 'X/USDT', price: '9.999', price_decimals: 2 }))).toBe('9.99');
  });

  it('subtracts the 24 h open exactly, signed, at the price decimals', () => {
    expect(absoluteChange(BTC)).toEqual({ text: '+830.11', trend: 'up' }); // 67234.5678 - 66404.449 = 830.1188
    expect(absoluteChange(ETH)).toEqual({ text: '-79.60', trend: 'down' });
    // 0.1 - 0.3 in binary floating point is -0.19999999999999998.
    expect(absoluteChange(DOGE)).toEqual({ text: '-0.20000', trend: 'down' });
    const big = ticker({ symbol: 'X/USDT', price: '1234567.891', open24h: '0.001', price_decimals: 2 });
    expect(absoluteChange(big)).toEqual({ text: '+1,234,567.89', trend: 'up' });
  });

  it('shows a move smaller than the last decimal as zero, unsigned', () => {
    const flat = { text: '0.00', trend: 'flat' };
    expect(absoluteChange(ticker({ symbol: 'X/USDT', price: '10.001', open24h: '10.004' }))).toEqual(flat);
    expect(absoluteChange(ticker({ symbol: 'X/USDT', price: '10.004', open24h: '10.001' }))).toEqual(flat);
  });

  it('gives the placeholder for a figure that is not a decimal', () => {
    expect(absoluteChange(ticker({ symbol: 'X/USDT', price: '', open24h: '1' }))).toEqual({ text: '--', trend: 'flat' });
    expect(absoluteChange(undefined)).toEqual({ text: '--', trend: 'flat' });
  });

  it('gives volumes exactly below a million and compact from there', () => {
    expect(formatVolume('999999.999', 2)).toBe('999,999.99');
    expect(formatVolume('1000000', 2)).toBe('1.00M');
    expect(formatVolume('812345678.919', 2)).toBe('812.34M');
  });

  it('formats the 24 h stats with the pair decimals: prices and turnover at price decimals, volume at amount decimals', () => {
    expect(tickerStats(BTC)).toEqual({
      high: '67,900.99',
      low: '66,000.00',
      volume: '12,345.6789',
      turnover: '812.34M',
    });
    expect(tickerStats(DOGE)).toEqual({
      high: '0.31000',
      low: '0.09000',
      volume: '5.00M',
      turnover: '999,999.99900',
    });
  });
});
