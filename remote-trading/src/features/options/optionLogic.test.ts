import type { OptionTerm, WalletList } from '@h5/shared/contract';
import { elapsedShare, outcomeAt, toneOf } from './countdown';
import { formatDuration } from './duration';
import { checkOption, expectedReturnOf, failureAction, formOpen, payCurrencyFor, type OptionDraft } from './optionForm';

const terms: OptionTerm[] = [
  { seconds: 30, min_amount: '10', payout_rate: '0.8' },
  { seconds: 60, min_amount: '20', payout_rate: '0.85' },
];
const draft = (overrides: Partial<OptionDraft> = {}): OptionDraft => ({ seconds: 60, currencyId: 3, amount: '25', ...overrides });
const check = (d: OptionDraft, available?: string) => checkOption(d, terms, 'BTC/USDT', 'call', 'USDT', available, 6);

describe('option purchase', () => {
  it('opens nothing until a time is chosen', () => {
    expect(formOpen(draft({ seconds: null }))).toBe(false);
    expect(formOpen(draft())).toBe(true);
    expect(check(draft({ seconds: null }))).toEqual({ ok: false, errors: { seconds: 'common:validation.optionTimeRequired' } });
    expect(check(draft({ seconds: 45 }))).toMatchObject({ errors: { seconds: expect.any(String) } });
  });

  it('then asks for the currency and the amount', () => {
    expect(check(draft({ currencyId: null }))).toMatchObject({ errors: { currency: 'common:validation.currencyRequired' } });
    expect(check(draft({ amount: '' }))).toMatchObject({ errors: { amount: 'validation.amountRequired' } });
    expect(check(draft({ amount: '0' }))).toMatchObject({ errors: { amount: 'validation.amountPositive' } });
    expect(check(draft({ amount: '20.1234567' }))).toMatchObject({ errors: { amount: 'validation.amountDecimals' } });
  });

  it("refuses less than the time's minimum, naming it", () => {
    expect(check(draft({ amount: '19.99' }))).toEqual({
      ok: false,
      errors: { amount: { key: 'trade.minPurchase', values: { min: '20 USDT' } } },
    });
    expect(check(draft({ seconds: 30, amount: '10' })).ok).toBe(true);
  });

  it('needs the option account to cover the amount', () => {
    expect(check(draft({ amount: '25' }), '24.999999')).toMatchObject({ errors: { amount: 'funds.insufficientBalance' } });
    expect(check(draft({ amount: '25' }), '25')).toEqual({
      ok: true,
      request: { symbol: 'BTC/USDT', seconds: 60, currency_id: 3, direction: 'call', amount: '25' },
    });
  });

  it('expects stake × payout rate on a win, exactly', () => {
    expect(expectedReturnOf('25', '0.85', 6)).toBe('21.25');
    // Shown as the server pays it: the win is cut down to the currency's places.
    expect(expectedReturnOf('100.000001', '0.8', 6)).toBe('80');
    expect(expectedReturnOf('', '0.8', 6)).toBeNull();
  });

  it('sends an unverified account to verification and a short one to a transfer', () => {
    const refused = (code: number, message = 'no') => ({ ok: false as const, reason: 'business' as const, code, message });
    expect(failureAction(refused(1001), 'Insufficient balance')).toBe('verify');
    expect(failureAction(refused(0, 'Insufficient balance'), 'Insufficient balance')).toBe('transfer');
    expect(failureAction(refused(0, 'Market closed'), 'Insufficient balance')).toBe('toast');
    expect(failureAction({ ok: false, reason: 'session', message: '' }, 'Insufficient balance')).toBe('none');
  });
});

describe('pay currency', () => {
  const payable = [
    { currency_id: 3, currency: 'USDT' },
    { currency_id: 7, currency: 'USDC' },
  ];
  const optionAccount = (balances: Record<string, string>): WalletList => ({
    accounts: [
      { type: 'coin', balances: [{ currency_id: 3, currency: 'USDT', available: '500', frozen: '0', total: '500' }] },
      {
        type: 'option',
        balances: Object.entries(balances).map(([currency, available], i) => ({ currency_id: i, currency, available, frozen: '0', total: available })),
      },
    ],
  });

  it('is the first payable one the option account holds some of, else the first', () => {
    expect(payCurrencyFor(payable, optionAccount({ USDT: '0', USDC: '12.5' }))).toBe(7);
    expect(payCurrencyFor(payable, optionAccount({ USDT: '3', USDC: '12.5' }))).toBe(3);
    expect(payCurrencyFor(payable, optionAccount({}))).toBe(3);
    expect(payCurrencyFor(payable, undefined)).toBe(3);
    expect(payCurrencyFor([], undefined)).toBeNull();
  });
});

describe('delivery countdown', () => {
  const at = Date.parse('2026-11-22T10:01:00.000Z');
  const order = { seconds: 60, delivers_at: '2026-11-22T10:01:00.000Z' };

  it('shows the share of the time gone by', () => {
    expect(elapsedShare(order, at - 60_000)).toBe(0);
    expect(elapsedShare(order, at - 15_000)).toBe(0.75);
    expect(elapsedShare(order, at + 1)).toBe(1);
  });

  it('colours the likely outcome: a call wins above the purchase price, a put below', () => {
    expect(outcomeAt('call', '95000', '95000.01')).toBe('win');
    expect(outcomeAt('call', '95000', '94999')).toBe('loss');
    expect(outcomeAt('put', '95000', '94999')).toBe('win');
    expect(outcomeAt('put', '95000', '95000.00')).toBe('flat');
    expect(outcomeAt('put', '95000', undefined)).toBeNull();
    expect([toneOf('win'), toneOf('loss'), toneOf('flat'), toneOf(null)]).toEqual(['up', 'down', 'flat', 'flat']);
  });

  it('names option times in the reader language', () => {
    expect(formatDuration(30, 'en')).toBe('30 sec');
    expect(formatDuration(300, 'en')).toBe('5 min');
    expect(formatDuration(60, 'zh')).toBe('1分钟');
  });
});
