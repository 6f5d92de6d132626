import type { Currency } from '@h5/shared/contract';
import { accountTypeOf } from './accounts';
import { currencyOf, decimalsOf } from './currencies';
import { shortAddress } from './text';

const coin = (id: number, code: string, decimals = 8) => ({ id, code, decimals }) as Currency;
const list = [coin(1, 'BTC'), coin(3, 'USDT', 6)];

describe('currencyOf', () => {
  it('finds the currency a query names, else USDT, else the first', () => {
    expect(currencyOf(list, '1')?.code).toBe('BTC');
    expect(currencyOf(list, 1)?.code).toBe('BTC');
    expect(currencyOf(list, null)?.code).toBe('USDT');
    expect(currencyOf(list, 'junk')?.code).toBe('USDT');
    expect(currencyOf([coin(1, 'BTC')], 9)?.code).toBe('BTC');
    expect(currencyOf([], 3)).toBeUndefined();
  });

  it('gives each code its places, 8 when unknown', () => {
    expect(decimalsOf(list, 'USDT')).toBe(6);
    expect(decimalsOf(list, 'XRP')).toBe(8);
    expect(decimalsOf(null, 'USDT')).toBe(8);
  });
});

describe('accountTypeOf', () => {
  it('takes the four accounts and falls back to spot', () => {
    expect(['coin', 'option', 'contract', 'trust'].map(accountTypeOf)).toEqual(['coin', 'option', 'contract', 'trust']);
    expect(accountTypeOf('savings')).toBe('coin');
    expect(accountTypeOf(null)).toBe('coin');
  });
});

describe('shortAddress', () => {
  it('keeps the ends of a long address', () => {
    expect(shortAddress('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe('TJRabP…jpRTv8');
    expect(shortAddress('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', 8)).toBe('TJRabPrw…8kjpRTv8');
    expect(shortAddress('short')).toBe('short');
  });
});
