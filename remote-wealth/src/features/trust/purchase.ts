/** The buy form's checks: the kernel's amount schema, then what only this product and balance know. */
import type { TrustProduct } from '@h5/shared/contract';
import { faultAt, issueOf, verdict, type Checked } from '@h5/shared/form';
import { compareDecimal } from '@h5/shared/money';
import { amount as amountSchema } from '@h5/shared/validation';

export interface PurchaseValues {
  amount: string;
  agree: boolean;
}

export interface PurchaseRequest {
  product_id: number;
  amount: string;
  agree: '1';
}

type Field = 'amount' | 'agree';

export function checkPurchase(product: TrustProduct, values: PurchaseValues, available: string | undefined): Checked<PurchaseRequest, Field> {
  const money = (value: string) => `${value} ${product.currency}`;
  const issue = issueOf(amountSchema(product.decimals), values.amount);
  if (issue) return faultAt('amount', issue);
  if (compareDecimal(values.amount, product.min_amount) < 0) return faultAt('amount', 'trust.belowMinimum', { min: money(product.min_amount) });
  if (compareDecimal(values.amount, product.max_amount) > 0) return faultAt('amount', 'trust.aboveMaximum', { max: money(product.max_amount) });
  if (available !== undefined && compareDecimal(values.amount, available) > 0) return faultAt('amount', 'funds.insufficientBalance');
  return verdict({ product_id: product.id, amount: values.amount, agree: '1' as const }, { agree: values.agree ? undefined : 'trust.agreementRequired' });
}

/** Whether `amount` is more than the trust account holds (the page then offers a transfer). */
export const isShort = (amount: string, available: string | undefined): boolean =>
  available !== undefined && issueOf(amountSchema(), amount) === undefined && compareDecimal(amount, available) > 0;
