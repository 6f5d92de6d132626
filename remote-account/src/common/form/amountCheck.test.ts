import { amountIssue } from './amountCheck';

describe('amountIssue', () => {
  const rules = { currency: 'USDT', decimals: 6, min: '10', available: '100' };

  it('applies the rules in order: required, shape, places, above zero, minimum, balance', () => {
    expect(amountIssue('', rules)).toBe('validation.amountRequired');
    expect(amountIssue('1.2.3', rules)).toBe('validation.amountInvalid');
    expect(amountIssue('10.1234567', rules)).toBe('validation.amountDecimals');
    expect(amountIssue('0', rules)).toBe('validation.amountPositive');
    expect(amountIssue('9.999999', rules)).toEqual({ key: 'wallet.minAmount', values: { min: '10 USDT' } });
    expect(amountIssue('100.000001', rules)).toBe('funds.insufficientBalance');
    expect(amountIssue('100', rules)).toBeUndefined();
  });

  it('writes a large minimum grouped and keeps whole numbers whole', () => {
    expect(amountIssue('1', { currency: 'USDT', decimals: 0, min: '1000' })).toEqual({ key: 'wallet.minAmount', values: { min: '1,000 USDT' } });
  });
});
