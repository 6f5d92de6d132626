import type { Currency } from '@h5/shared/contract';
import { currencyOf, decimalsOf } from './currencies';

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

  it('finds a currency by id as well, and takes the fallback given', () => {
    expect(decimalsOf(list, { id: 3 })).toBe(6);
    expect(decimalsOf(list, { id: null }, 6)).toBe(6);
  });
});
