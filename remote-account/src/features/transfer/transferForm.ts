/** The transfer form: which accounts, and whether the amount fits the balance of the first. */
import type { AccountType } from '@h5/shared/constants';
import { contract, type Currency, type RequestOf } from '@h5/shared/contract';
import { amountFault, schemaErrors, verdict, type Checked } from '@h5/shared/form';

export type TransferField = 'from' | 'to' | 'amount';
export type TransferRequest = RequestOf<typeof contract.wallet.transfer>;

export interface Accounts {
  from: AccountType;
  to: AccountType;
}

/**
 * The pair once one side is chosen: choosing the other side's account swaps them, so the
 * pair is never one account twice.
 */
export function chooseAccount(pair: Accounts, side: keyof Accounts, account: AccountType): Accounts {
  const other = side === 'from' ? 'to' : 'from';
  const next: Accounts = { ...pair, [side]: account };
  if (account === pair[other]) next[other] = pair[side];
  return next;
}

const fieldOf = (key: string): TransferField => (key === 'from' || key === 'to' ? key : 'amount');

/**
 * The contract's request (two different accounts, a well-formed amount), the currency's
 * places, and the balance: more than is available is refused here, before the server does.
 */
export function checkTransfer(
  pair: Accounts,
  currency: Currency,
  amount: string,
  available: string | undefined,
): Checked<TransferRequest, TransferField> {
  const request: TransferRequest = { from: pair.from, to: pair.to, currency_id: currency.id, amount: amount.trim() };
  const errors = schemaErrors(contract.wallet.transfer.request, request, fieldOf);
  errors.amount = amountFault(request.amount, { currency: currency.code, decimals: currency.decimals, available });
  return verdict(request, errors);
}
