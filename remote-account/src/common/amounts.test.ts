import { plainAmount, typedAmount } from './amounts';
import { amountIssue } from './form/amountCheck';

describe('typedAmount', () => {
  it.each([
    ['12.345678', 6, '12.345678'],
    ['12.3456789', 6, '12.345678'],
    ['007', 2, '7'],
    ['0.50', 2, '0.50'],
    ['.5', 2, '0.5'],
    ['1.2.3', 4, '1.23'],
    ['1,5', 2, '1.5'],
    ['1e5', 2, '15'],
    ['-3', 2, '3'],
    ['12.9', 0, '12'],
    ['abc', 2, ''],
    ['5.', 2, '5.'],
  ])('keeps %s with %i places as %s', (text, decimals, kept) => {
    expect(typedAmount(text, decimals)).toBe(kept);
  });
});

describe('plainAmount', () => {
  it('floors a balance to the places, without trailing zeros', () => {
    expect(plainAmount('99.1234567', 6)).toBe('99.123456');
    expect(plainAmount('100.500000', 6)).toBe('100.5');
    expect(plainAmount('100', 6)).toBe('100');
    expect(plainAmount('0.0000001', 6)).toBe('0');
    expect(plainAmount('', 6)).toBe('');
  });
});

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
