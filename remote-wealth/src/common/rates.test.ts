import { ratePercent } from '@h5/shared/format';
import { earningsOf } from '@h5/shared/money';
import { displayAmount, displayMoney, percent } from './rates';

describe('wealth product maths', () => {
  it('gives the spec example: 0.4 % a day over 15 days on 10000 is 40 a day, 600 in total', () => {
    expect(ratePercent('0.004')).toBe('0.4');
    expect(earningsOf('10000', '0.004', 15)).toEqual({ daily: '40', total: '600' });
  });

  it('stays exact where binary floats drift (100 x 0.003 x 7 is 2.1, not 2.1000000000000005)', () => {
    expect(earningsOf('100', '0.003', 7)).toEqual({ daily: '0.3', total: '2.1' });
    expect(ratePercent('0.0007')).toBe('0.07');
  });

  it('shows a rate at every place it has, floors percents to two decimals and amounts to the currency precision, never rounding up', () => {
    expect(ratePercent('0.004599')).toBe('0.4599');
    expect(percent('86.5')).toBe('86.5');
    expect(percent('99.999')).toBe('99.99');
    expect(displayAmount('2.123456789')).toBe('2.12345678');
  });

  it('reads the padded decimals the database sends and groups thousands', () => {
    expect(ratePercent('0.00400000')).toBe('0.4');
    expect(percent('86.5000')).toBe('86.5');
    expect(displayAmount('100000.000000000000000000')).toBe('100,000');
    expect(displayAmount('0')).toBe('0');
    expect(displayMoney('10000.5', 'USDT')).toBe('10,000.5\u00a0USDT');
  });

  it('shows a placeholder for a malformed figure instead of failing', () => {
    expect(ratePercent('')).toBe('--');
    expect(percent('n/a')).toBe('--');
    expect(displayAmount('1e3')).toBe('--');
    expect(earningsOf('100', 'x', 7)).toBeNull();
    expect(earningsOf('100', '0.004', 1.5)).toBeNull();
  });
});
