/**
 * Rates, yields and amounts of the wealth products, exact on decimal strings (spec section 9:
 * 0.4 % a day over 15 days on 10000 gives 40 a day and 600 in total). Figures are floored for
 * display; a malformed field shows the usual "--" instead of breaking the page.
 */
import { DEFAULT_AMOUNT_DECIMALS } from '@h5/shared/constants';
import { floorDecimal, groupThousands, isDecimal, mulDecimal } from '@h5/shared/format';

/** The usual placeholder for a figure that cannot be shown. */
export const MISSING = '--';
const PERCENT_DECIMALS = 2;

/** Floors, then drops trailing zeros: products quote round figures ("600", "0.4"). */
function floorTrimmed(value: string, decimals: number): string {
  const floored = floorDecimal(value, decimals);
  return floored.includes('.') ? floored.replace(/\.?0+$/, '') : floored;
}

/** A daily rate sent as a fraction ("0.004") as the percent shown ("0.4"). */
export const ratePercent = (rate: string): string =>
  isDecimal(rate) ? floorTrimmed(mulDecimal(rate, '100'), PERCENT_DECIMALS) : MISSING;

/** A figure the server already sends in percent (the win rate, 0-100), floored. */
export const percent = (value: string): string => (isDecimal(value) ? floorTrimmed(value, PERCENT_DECIMALS) : MISSING);

/** An amount: floored, grouped in thousands, without trailing zeros ("10,000", "2.1"). */
export const displayAmount = (value: string): string =>
  isDecimal(value) ? groupThousands(floorTrimmed(value, DEFAULT_AMOUNT_DECIMALS)) : MISSING;

/** An amount with its currency, kept on one line ("10,000 USDT"). */
export const displayMoney = (value: string, currency: string): string => `${displayAmount(value)}\u00a0${currency}`;

export interface Earnings {
  daily: string;
  total: string;
}

/** What `amount` earns at `rate` a day, per day and over `days`, exact (floor when shown). */
export function earningsOf(amount: string, rate: string, days: number): Earnings | null {
  if (!isDecimal(amount) || !isDecimal(rate) || !Number.isInteger(days) || days < 0) return null;
  const daily = mulDecimal(amount, rate);
  return { daily, total: mulDecimal(daily, String(days)) };
}
