import { newCoinProject } from '../../../test/fixtures';
import { checkSubscription, committedPercent, largestCommit } from './figures';

describe('new-coin figures', () => {
  it('gives how much of the sale is committed, past 100 when oversubscribed', () => {
    expect(committedPercent({ ...newCoinProject, total_committed: '25000' })).toBe('25');
    expect(committedPercent({ ...newCoinProject, total_committed: '250000.5' })).toBe('250');
  });

  it('checks an amount as the server does: required, decimals, minimum, cap, balance', () => {
    const fault = (amount: string, available: string | undefined = '100000') => {
      const checked = checkSubscription(amount, newCoinProject, available);
      return checked.ok ? null : checked.errors.amount;
    };
    expect(fault('')).toBe('validation.amountRequired');
    expect(fault('abc')).toBe('validation.amountInvalid');
    expect(fault('1.0000001')).toBe('validation.amountDecimals');
    expect(fault('9.99')).toEqual({ key: 'amount.belowMinimum', values: { min: '10 USDT' } });
    expect(fault('5000.01')).toEqual({ key: 'amount.aboveMaximum', values: { max: '5,000 USDT' } });
    expect(fault('300', '299.99')).toBe('funds.pleaseRecharge');
    expect(checkSubscription(' 300 ', newCoinProject, undefined)).toEqual({ ok: true, request: { product_id: 1, amount: '300' } });
  });

  it('offers the cap, or the balance when lower', () => {
    expect(largestCommit(newCoinProject, '1200.5')).toBe('1200.5');
    expect(largestCommit(newCoinProject, '90000')).toBe('5000');
    expect(largestCommit(newCoinProject, undefined)).toBe('5000');
  });
});
