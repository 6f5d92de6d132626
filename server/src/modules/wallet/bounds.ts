/**
 * What a number a call stores may be: every amount, quantity, price and balance lives in a
 * NUMERIC(36, 18) column (the migrations; `test/bounds.test.ts` holds them to it), so the largest
 * value is derived from that column and the decimals of its currency or pair.
 */
import type { Decimal } from '@h5/shared/contract';
import { compareDecimal } from '@h5/shared/money';
import { refusal } from '../../plugins/envelope';

export const MONEY_COLUMN = { precision: 36, scale: 18 } as const;

/** Integer digits kept free above any one value, so a balance can add up a thousand of the largest. */
const SUM_HEADROOM_DIGITS = 3;

/** The largest value with `decimals` places that one amount in a money column may be. */
export function largestStorable(decimals: number): Decimal {
  const integerDigits = MONEY_COLUMN.precision - MONEY_COLUMN.scale - SUM_HEADROOM_DIGITS;
  const places = Math.min(decimals, MONEY_COLUMN.scale);
  return `${'9'.repeat(integerDigits)}${places > 0 ? `.${'9'.repeat(places)}` : ''}`;
}

/**
 * The one bound on every number a call stores, given or derived from what was given (a spot
 * order's value): above the largest its column holds for `decimals` places it is refused, never
 * left to overflow the column. `unit` (a currency code) is shown with the limit.
 */
export function checkStorable(value: Decimal, decimals: number, unit?: string): void {
  const max = largestStorable(decimals);
  if (compareDecimal(value.replace(/^-/, ''), max) > 0) throw refusal('validation.tooLarge', { vars: { max: unit ? `${max} ${unit}` : max } });
}
