/**
 * The one amount rule, of every form and of the server where it checks the same thing: the
 * kernel's amount schema (required, well formed, at most the currency's places, above zero),
 * then the minimum, the maximum and the balance, in that order, each with one message of
 * `common`. Framework-free: the server imports it as `@h5/shared/form/amount`.
 */
import type { Decimal } from '@h5/shared/contract';
import { formatLimit } from '@h5/shared/format';
import { compareDecimal } from '@h5/shared/money/decimal';
import { amount as amountSchema } from '@h5/shared/validation';
import { issueOf, type Message } from './check';

export type { Message };

export interface AmountRule {
  /** The currency's code, as the messages name it. */
  currency: string;
  /** The places the currency has: more is refused. */
  decimals: number;
  /** The least accepted (a coin's minimum deposit, a product's minimum order). */
  min?: Decimal | undefined;
  /** The most accepted (a product's maximum order, a subscription's cap). */
  max?: Decimal | undefined;
  /** What can be spent; left out (or undefined while it loads), nothing is refused for it. */
  available?: Decimal | undefined;
  /**
   * The words of a refusal where the spec gives a form its own: the minimum of an option
   * ("Minimum Purchase is {{min}}"), a short balance of a subscription ("... so please recharge").
   */
  messages?: { belowMinimum?: string; short?: string };
}

/** A limit as a message shows it: at the currency's places, grouped, with its code ("1,000 USDT"). */
export const limitText = (value: Decimal, rule: Pick<AmountRule, 'currency' | 'decimals'>): string => `${formatLimit(value, rule.decimals)} ${rule.currency}`;

/** What is wrong with `amount` under `rule`, or undefined when nothing is. */
export function amountFault(amount: string, rule: AmountRule): Message | undefined {
  const issue = issueOf(amountSchema(rule.decimals), amount);
  if (issue) return issue;
  if (rule.min !== undefined && compareDecimal(amount, rule.min) < 0) {
    return { key: rule.messages?.belowMinimum ?? 'amount.belowMinimum', values: { min: limitText(rule.min, rule) } };
  }
  if (rule.max !== undefined && compareDecimal(amount, rule.max) > 0) return { key: 'amount.aboveMaximum', values: { max: limitText(rule.max, rule) } };
  if (isShort(amount, rule.available)) return rule.messages?.short ?? 'funds.insufficientBalance';
  return undefined;
}

/** Whether a well-formed `amount` is more than `available` (a page then offers a transfer or a deposit). */
export const isShort = (amount: string, available: Decimal | undefined): boolean =>
  available !== undefined && issueOf(amountSchema(), amount) === undefined && compareDecimal(amount, available) > 0;
