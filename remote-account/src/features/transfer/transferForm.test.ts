import type { Currency } from '@h5/shared/contract';
import { checkTransfer, chooseAccount } from './transferForm';

const usdt: Currency = { id: 3, code: 'USDT', name: 'Tether', decimals: 6, chains: ['TRC20'], min_deposit: '10', min_withdraw: '20', withdraw_fee: '1' };
const pair = { from: 'coin', to: 'contract' } as const;
const errorsOf = (checked: ReturnType<typeof checkTransfer>) => (checked.ok ? {} : checked.errors);

describe('chooseAccount', () => {
  it('sets one side', () => {
    expect(chooseAccount(pair, 'to', 'trust')).toEqual({ from: 'coin', to: 'trust' });
    expect(chooseAccount(pair, 'from', 'option')).toEqual({ from: 'option', to: 'contract' });
  });

  it("swaps when one side takes the other's account", () => {
    expect(chooseAccount(pair, 'from', 'contract')).toEqual({ from: 'contract', to: 'coin' });
    expect(chooseAccount(pair, 'to', 'coin')).toEqual({ from: 'contract', to: 'coin' });
  });
});

describe('checkTransfer', () => {
  it('wants an amount', () => {
    expect(errorsOf(checkTransfer(pair, usdt, '', '100'))).toEqual({ amount: 'validation.amountRequired' });
  });

  it('refuses more than the available balance, exactly', () => {
    expect(errorsOf(checkTransfer(pair, usdt, '100.000001', '100'))).toEqual({ amount: 'funds.insufficientBalance' });
    expect(checkTransfer(pair, usdt, '100', '100').ok).toBe(true);
    expect(errorsOf(checkTransfer(pair, usdt, '0.1', '0'))).toEqual({ amount: 'funds.insufficientBalance' });
  });

  it("refuses more places than the currency has, and one account twice", () => {
    expect(errorsOf(checkTransfer(pair, usdt, '1.0000001', '100'))).toEqual({ amount: 'validation.amountDecimals' });
    expect(errorsOf(checkTransfer({ from: 'coin', to: 'coin' }, usdt, '1', '100'))).toEqual({ to: 'validation.transferSameAccount' });
  });

  it('gives the request the contract expects', () => {
    expect(checkTransfer(pair, usdt, '12.5 ', '100')).toEqual({
      ok: true,
      request: { from: 'coin', to: 'contract', currency_id: 3, amount: '12.5' },
    });
  });
});
