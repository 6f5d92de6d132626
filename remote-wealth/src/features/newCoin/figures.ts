/**
 * What the new-coin pages compute from a project: how much of the sale is committed, and the
 * request a subscription form sends (checked as the server checks it, so a refusal is rare).
 */
import { contract, type NewCoinProject, type RequestOf } from '@h5/shared/contract';
import { amountFault, faultAt, verdict, type Checked } from '@h5/shared/form';
import { divideTo, isDecimal, isPositive, minDecimal, mulDecimal, subscriptionAmountRule } from '@h5/shared/money';

/** Committed against the amount the sale raises, in percent (over 100 when oversubscribed), cut to 2 places. */
export function committedPercent(project: Pick<NewCoinProject, 'total_committed' | 'supply' | 'price'>): string {
  const raise = mulDecimal(project.supply, project.price);
  return isPositive(raise) ? divideTo(mulDecimal(project.total_committed, '100'), raise, 2, 'down') : '0';
}

/** The most this user can commit now: the cap, or less when the balance is lower (undefined while unknown). */
export const largestCommit = (project: Pick<NewCoinProject, 'user_cap'>, available: string | undefined): string =>
  available !== undefined && isDecimal(available) ? minDecimal(project.user_cap, available) : project.user_cap;

export type SubscriptionField = 'amount';
export type SubscriptionRequest = RequestOf<typeof contract.newCoin.subscribe>;

/** The amount under the kernel's subscription rule (the server's too) and the balance. */
export function checkSubscription(amount: string, project: NewCoinProject, available: string | undefined): Checked<SubscriptionRequest, SubscriptionField> {
  const value = amount.trim();
  const fault = amountFault(value, { ...subscriptionAmountRule(project), available });
  return fault ? faultAt('amount', fault) : verdict({ product_id: project.id, amount: value }, {});
}
