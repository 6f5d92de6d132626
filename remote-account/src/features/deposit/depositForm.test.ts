import type { Currency } from '@h5/shared/contract';
import { checkDeposit } from './depositForm';

const usdt: Currency = { id: 3, code: 'USDT', name: 'Tether', decimals: 6, chains: ['TRC20'], min_deposit: '10', min_withdraw: '20', withdraw_fee: '1' };
const errorsOf = (amount: string, proof: string) => {
  const checked = checkDeposit({ amount, proof }, 'chain', usdt);
  return checked.ok ? {} : checked.errors;
};

describe('checkDeposit', () => {
  it('wants an amount and the proof', () => {
    expect(errorsOf('', '')).toEqual({ amount: 'validation.amountRequired', proof: 'validation.proofRequired' });
  });

  it.each([
    ['1e3', 'validation.amountInvalid'],
    ['-5', 'validation.amountInvalid'],
    ['10.1234567', 'validation.amountDecimals'],
    ['0', 'validation.amountPositive'],
  ])('refuses %s', (amount, message) => {
    expect(errorsOf(amount, 'f1').amount).toBe(message);
  });

  it("holds the coin's minimum deposit, written plainly", () => {
    expect(errorsOf('9.999999', 'f1')).toEqual({ amount: { key: 'amount.belowMinimum', values: { min: '10 USDT' } } });
    const btc = { ...usdt, id: 1, code: 'BTC', decimals: 8, min_deposit: '0.0001' };
    const checked = checkDeposit({ amount: '0.00009', proof: 'f1' }, 'bank', btc);
    expect(!checked.ok && checked.errors.amount).toEqual({ key: 'amount.belowMinimum', values: { min: '0.0001 BTC' } });
  });

  it('gives the request the contract expects', () => {
    expect(checkDeposit({ amount: ' 10 ', proof: 'f1' }, 'bank', usdt)).toEqual({
      ok: true,
      request: { kind: 'bank', currency_id: 3, amount: '10', proof: 'f1' },
    });
  });
});
