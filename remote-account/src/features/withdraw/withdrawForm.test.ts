import type { WithdrawInfo } from '@h5/shared/contract';
import { checkWithdraw, maxWithdrawal, withdrawalTotal, type WithdrawValues } from './withdrawForm';

const info: WithdrawInfo = {
  currency_id: 3,
  currency: 'USDT',
  chains: ['TRC20'],
  available: '100',
  min_withdraw: '20',
  fee: '1',
  arrival_hours: 24,
  remaining_today: 3,
  verified: true,
  has_fund_password: true,
  has_address: true,
  two_factor: false,
};
const values: WithdrawValues = { address: '7', amount: '50', fund_password: '123456', remark: '', two_factor_code: '' };
const errorsOf = (change: Partial<WithdrawValues>, facts: WithdrawInfo = info) => {
  const checked = checkWithdraw({ ...values, ...change }, facts, 6);
  return checked.ok ? {} : checked.errors;
};

describe('fee maths', () => {
  it('charges the fee on top: the amount arrives, amount + fee leaves the balance', () => {
    expect(withdrawalTotal('50', '1')).toBe('51');
    expect(withdrawalTotal('20.000001', '0.5')).toBe('20.500001');
    expect(withdrawalTotal('0.1', '0.2')).toBe('0.3');
  });

  it('counts nothing until the amount is one', () => {
    expect(withdrawalTotal('', '1')).toBe('0');
    expect(withdrawalTotal('0', '1')).toBe('0');
    expect(withdrawalTotal('1.', '1')).toBe('0');
  });

  it('lets at most the balance less the fee be asked for', () => {
    expect(maxWithdrawal('100', '1')).toBe('99');
    expect(maxWithdrawal('1.000001', '1')).toBe('0.000001');
    expect(maxWithdrawal('1', '1')).toBe('0');
    expect(maxWithdrawal('0.5', '1')).toBe('0');
  });
});

describe('checkWithdraw', () => {
  it('reports every empty field, the remark being optional', () => {
    expect(errorsOf({ address: '', amount: '', fund_password: '' })).toEqual({
      address: 'validation.addressRequired',
      amount: 'validation.amountRequired',
      fund_password: 'validation.fundPasswordRequired',
    });
  });

  it("holds the coin's minimum", () => {
    expect(errorsOf({ amount: '19.99' })).toEqual({ amount: { key: 'amount.belowMinimum', values: { min: '20 USDT' } } });
    expect(errorsOf({ amount: '20' })).toEqual({});
  });

  it('refuses an amount whose fee does not fit in the balance', () => {
    expect(errorsOf({ amount: '99' })).toEqual({});
    expect(errorsOf({ amount: '99.000001' })).toEqual({ amount: 'funds.insufficientBalance' });
    expect(errorsOf({ amount: '100' })).toEqual({ amount: 'funds.insufficientBalance' });
  });

  it('wants a six-digit fund password and a short remark', () => {
    expect(errorsOf({ fund_password: '12345' })).toEqual({ fund_password: 'validation.fundPasswordInvalid' });
    expect(errorsOf({ remark: 'x'.repeat(201) })).toEqual({ remark: 'validation.textTooLong' });
  });

  it('gives the request the contract expects, the remark only when written', () => {
    expect(checkWithdraw(values, info, 6)).toEqual({
      ok: true,
      request: { currency_id: 3, address_id: '7', amount: '50', fund_password: '123456' },
    });
    const withRemark = checkWithdraw({ ...values, remark: ' rent ' }, info, 6);
    expect(withRemark.ok && withRemark.request.remark).toBe('rent');
  });
});

describe('the app\'s code', () => {
  it('is neither asked nor sent while 2FA is off', () => {
    const checked = checkWithdraw({ ...values, two_factor_code: '123456' }, info, 6);
    expect(checked.ok && checked.request).not.toHaveProperty('two_factor_code');
  });

  it('is required and checked while 2FA is on', () => {
    const on = { ...info, two_factor: true };
    expect(errorsOf({}, on)).toMatchObject({ two_factor_code: 'validation.twoFactorCodeRequired' });
    expect(errorsOf({ two_factor_code: '12' }, on)).toMatchObject({ two_factor_code: 'validation.twoFactorCodeInvalid' });
    expect(checkWithdraw({ ...values, two_factor_code: '654321' }, on, 6)).toMatchObject({ ok: true, request: { two_factor_code: '654321' } });
  });
});
