/** The buy form's checks: the kernel's trust amount rule (the server's too), then the agreement. */
import { contract, type RequestOf, type TrustProduct } from '@h5/shared/contract';
import { amountFault, faultAt, verdict, type Checked } from '@h5/shared/form';
import { trustAmountRule } from '@h5/shared/money';

export interface PurchaseValues {
  amount: string;
  agree: boolean;
}

export type PurchaseRequest = RequestOf<typeof contract.trust.buy>;

type Field = 'amount' | 'agree';

export function checkPurchase(product: TrustProduct, values: PurchaseValues, available: string | undefined): Checked<PurchaseRequest, Field> {
  const fault = amountFault(values.amount, { ...trustAmountRule(product), available });
  if (fault) return faultAt('amount', fault);
  return verdict({ product_id: product.id, amount: values.amount, agree: '1' as const }, { agree: values.agree ? undefined : 'trust.agreementRequired' });
}
