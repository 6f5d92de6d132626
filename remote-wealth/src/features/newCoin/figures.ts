/**
 * What the new-coin pages compute from a project: how much of the sale is committed, and the
 * request a subscription form sends (checked as the server checks it, so a refusal is rare).
 */
import type { NewCoinProject } from '@h5/shared/contract';
import { faultAt, verdict, type Checked } from '@h5/shared/form';
import { compareDecimal, decimalPlaces, divideTo, isDecimal, isPositive, minDecimal, mulDecimal } from '@h5/shared/money';

/** Committed against the amount the sale raises, in percent (over 100 when oversubscribed), cut to 2 places. */
export function committedPercent(project: Pick<NewCoinProject, 'total_committed' | 'supply' | 'price'>): string {
  const raise = mulDecimal(project.supply, project.price);
  return isPositive(raise) ? divideTo(mulDecimal(project.total_committed, '100'), raise, 2, 'down') : '0';
}

/** The most this user can commit now: the cap, or less when the balance is lower. */
export const largestCommit = (project: Pick<NewCoinProject, 'user_cap'>, available: string | null): string =>
  available !== null && isDecimal(available) ? minDecimal(project.user_cap, available) : project.user_cap;

export type SubscriptionField = 'amount';
export interface SubscriptionRequest {
  product_id: number;
  amount: string;
}

/** The amount against the project's minimum, cap and decimals and the balance (null while unknown). */
export function checkSubscription(amount: string, project: NewCoinProject, available: string | null): Checked<SubscriptionRequest, SubscriptionField> {
  const value = amount.trim();
  if (!value) return faultAt('amount', 'validation.amountRequired');
  if (!isDecimal(value) || !isPositive(value)) return faultAt('amount', 'validation.amountInvalid');
  if (decimalPlaces(value) > project.currency_decimals) return faultAt('amount', 'validation.amountDecimals');
  if (compareDecimal(value, project.min_amount) < 0) return faultAt('amount', 'newCoin.belowMinimum', { min: `${project.min_amount} ${project.currency}` });
  if (compareDecimal(value, project.user_cap) > 0) return faultAt('amount', 'newCoin.overCap', { cap: `${project.user_cap} ${project.currency}` });
  if (available !== null && compareDecimal(value, available) > 0) return faultAt('amount', 'funds.pleaseRecharge');
  return verdict({ product_id: project.id, amount: value }, {});
}
