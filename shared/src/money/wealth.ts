/**
 * Wealth product figures (spec section 9: 0.4 % a day over 15 days on 10000 gives 40 a day and
 * 600 in total). Exact; a page floors them when it shows them.
 */
import type { Decimal } from '@h5/shared/contract';
import { isDecimal, mulDecimal } from './decimal';

export interface Earnings {
  daily: Decimal;
  total: Decimal;
}

/** What `amount` earns at `rate` a day, per day and over `days`; null for a malformed input. */
export function earningsOf(amount: Decimal, rate: Decimal, days: number): Earnings | null {
  if (!isDecimal(amount) || !isDecimal(rate) || !Number.isInteger(days) || days < 0) return null;
  const daily = mulDecimal(amount, rate);
  return { daily, total: mulDecimal(daily, String(days)) };
}
