import { LANGUAGES, LEDGER_TYPES } from '@h5/shared/constants';
import type { Currency } from '@h5/shared/contract';
import { commonMessages } from '@h5/shared/i18n/messages';
import { formatSignedAmount } from '@h5/shared/format';
import { isFiltered, ledgerFilterOf, ledgerRequest, localDay } from './ledger';

const CURRENCIES = [
  { id: 3, code: 'USDT', decimals: 6 },
  { id: 1, code: 'BTC', decimals: 8 },
] as Currency[];

describe('ledger filters in the address', () => {
  it('reads the filters it understands and drops the rest', () => {
    expect(ledgerFilterOf(new URLSearchParams('type=fee&coin=USDT&from=2026-11-01&to=2026-11-24'))).toEqual({
      type: 'fee',
      coin: 'USDT',
      from: '2026-11-01',
      to: '2026-11-24',
    });
    const junk = ledgerFilterOf(new URLSearchParams('type=bonus&from=2026-02-30&to=yesterday'));
    expect(junk).toEqual({ type: null, coin: null, from: null, to: null });
    expect(isFiltered(junk)).toBe(false);
  });

  it('asks for the coin by id and for whole local days, the last one included', () => {
    const request = ledgerRequest({ type: 'deposit', coin: 'BTC', from: '2026-11-01', to: '2026-11-02' }, CURRENCIES);
    expect(request).toEqual({
      type: 'deposit',
      currency_id: '1',
      from: String(new Date(2026, 10, 1).getTime() / 1000),
      to: String(new Date(2026, 10, 3).getTime() / 1000),
    });
    expect(ledgerRequest({ type: null, coin: 'XYZ', from: null, to: null }, CURRENCIES)).toEqual({});
    // An end before the start sends the start only.
    expect(Object.keys(ledgerRequest({ type: null, coin: null, from: '2026-11-05', to: '2026-11-01' }, CURRENCIES))).toEqual(['from']);
  });

  it('writes today as a local day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('one amount format', () => {
  it('signs a change and gives it its currency places', () => {
    // As the deposit and withdrawal tabs and the position cards: the currency's places, floored.
    expect([formatSignedAmount('150.25', 6), formatSignedAmount('-0.5', 6), formatSignedAmount('0.00000001', 8), formatSignedAmount('-0.0000000001', 8)]).toEqual([
      '+150.250000',
      '-0.500000',
      '+0.00000001',
      '0.00000000',
    ]);
  });

  it('names every type of the kernel in every language', () => {
    for (const lang of LANGUAGES) expect(Object.keys(commonMessages[lang].ledgerType as object).sort()).toEqual([...LEDGER_TYPES].sort());
  });
});
