/** The deposit form's checks (chain or bank): the contract's request, the coin's places and minimum. */
import { contract, type Currency, type RequestOf } from '@h5/shared/contract';
import { amountFault, schemaErrors, verdict, type Checked } from '@h5/shared/form';

export type DepositField = 'amount' | 'proof';
export type DepositKind = 'chain' | 'bank';
export type DepositRequest = RequestOf<typeof contract.wallet.depositRequest>;

export interface DepositValues {
  amount: string;
  /** The uploaded proof's id, '' until uploaded. */
  proof: string;
}

const fieldOf = (key: string): DepositField => (key === 'proof' ? 'proof' : 'amount');

/** `chain`: the network a chain deposit was sent on (the bank has none). */
export function checkDeposit(values: DepositValues, kind: DepositKind, currency: Currency, chain?: string): Checked<DepositRequest, DepositField> {
  const request: DepositRequest = { kind, currency_id: currency.id, amount: values.amount.trim(), proof: values.proof, ...(chain ? { chain } : {}) };
  const errors = schemaErrors(contract.wallet.depositRequest.request, request, fieldOf);
  errors.amount = amountFault(request.amount, { currency: currency.code, decimals: currency.decimals, min: currency.min_deposit });
  return verdict(request, errors);
}
