import { amountFault, isShort, limitText } from './amount';

describe('the amount rule', () => {
  const rule = { currency: 'USDT', decimals: 6, min: '10', max: '50000', available: '100' };

  it('applies its checks in order: required, shape, places, above zero, minimum, maximum, balance', () => {
    expect(amountFault('', rule)).toBe('validation.amountRequired');
    expect(amountFault('1.2.3', rule)).toBe('validation.amountInvalid');
    expect(amountFault('10.1234567', rule)).toBe('validation.amountDecimals');
    expect(amountFault('0', rule)).toBe('validation.amountPositive');
    expect(amountFault('9.999999', rule)).toEqual({ key: 'amount.belowMinimum', values: { min: '10 USDT' } });
    expect(amountFault('50000.000001', { ...rule, available: undefined })).toEqual({ key: 'amount.aboveMaximum', values: { max: '50,000 USDT' } });
    expect(amountFault('100.000001', rule)).toBe('funds.insufficientBalance');
    expect(amountFault('100', rule)).toBeUndefined();
  });

  it('refuses nothing for a balance it does not know yet', () => {
    expect(amountFault('100000', { currency: 'USDT', decimals: 2 })).toBeUndefined();
    expect(isShort('100000', undefined)).toBe(false);
  });

  it('speaks a form\'s own words where the spec gives them', () => {
    const messages = { belowMinimum: 'trade.minPurchase', short: 'funds.pleaseRecharge' };
    expect(amountFault('5', { ...rule, messages })).toEqual({ key: 'trade.minPurchase', values: { min: '10 USDT' } });
    expect(amountFault('200', { ...rule, messages })).toBe('funds.pleaseRecharge');
  });

  it('writes a limit grouped, at the currency\'s places, whole numbers whole', () => {
    expect(limitText('1000', { currency: 'USDT', decimals: 0 })).toBe('1,000 USDT');
    expect(limitText('0.12345678', { currency: 'BTC', decimals: 6 })).toBe('0.123456 BTC');
    expect(limitText('25.500000', { currency: 'USDT', decimals: 6 })).toBe('25.5 USDT');
  });

  it('calls only a well-formed amount above the balance short', () => {
    expect(isShort('100.01', '100')).toBe(true);
    expect(isShort('100', '100')).toBe(false);
    expect(isShort('abc', '100')).toBe(false);
  });
});
