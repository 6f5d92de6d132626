/** The withdrawal form's checks and figures, on decimal strings. */
import { contract, type RequestOf, type WithdrawInfo } from '@h5/shared/contract';
import { amountFault, schemaErrors, verdict, type Checked } from '@h5/shared/form';
import { addDecimal, compareDecimal, isDecimal, subDecimal } from '@h5/shared/money';

export type WithdrawField = 'address' | 'amount' | 'fund_password' | 'remark' | 'two_factor_code';
export type WithdrawRequest = RequestOf<typeof contract.wallet.withdraw>;

export interface WithdrawValues {
  /** The chosen saved address's id, '' while none. */
  address: string;
  amount: string;
  fund_password: string;
  remark: string;
  /** Asked (and sent) only while 2FA is on. */
  two_factor_code: string;
}

const fieldOf = (key: string): WithdrawField => (key === 'address_id' || key === 'currency_id' ? 'address' : (key as WithdrawField));

/** Everything the form checks before sending: the contract's request, the coin's places and minimum, the balance (fee included). */
export function checkWithdraw(values: WithdrawValues, info: WithdrawInfo, decimals: number): Checked<WithdrawRequest, WithdrawField> {
  const remark = values.remark.trim();
  const request: WithdrawRequest = {
    currency_id: info.currency_id,
    address_id: values.address,
    amount: values.amount.trim(),
    fund_password: values.fund_password,
    ...(remark ? { remark } : {}),
    ...(info.two_factor ? { two_factor_code: values.two_factor_code.trim() } : {}),
  };
  const errors = schemaErrors(contract.wallet.withdraw.request, request, fieldOf);
  errors.amount = amountFault(request.amount, {
    currency: info.currency,
    decimals,
    min: info.min_withdraw,
    available: maxWithdrawal(info.available, info.fee),
  });
  return verdict(request, errors);
}

/**
 * The most that can be asked for: the fee is frozen and charged on top of the amount (the
 * amount arrives in full), so both must fit in the available balance.
 */
export function maxWithdrawal(available: string, fee: string): string {
  return compareDecimal(available, fee) > 0 ? subDecimal(available, fee) : '0';
}

/** What leaves the balance: the amount and the fee; nothing while the amount is not one. */
export function withdrawalTotal(amount: string, fee: string): string {
  const plain = amount.trim();
  return isDecimal(plain) && /[1-9]/.test(plain) ? addDecimal(plain, fee) : '0';
}
