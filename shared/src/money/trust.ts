/**
 * Trust product figures (spec section 9: 0.4 % a day over 15 days on 10000 gives 40 a day and
 * 600 in total). Exact; a page floors them when it shows them.
 */
import { DAY_MS } from '@h5/shared/constants';
import type { Decimal } from '@h5/shared/contract';
import type { AmountRule } from '@h5/shared/form/amount';
import { addDecimal, isDecimal, minDecimal, mulDecimal, roundTo, subDecimal } from '@h5/shared/money/decimal';

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

const MINUTE_MS = 60_000;

/** A trust product's figures that drive an order's income and its early-redemption price. */
export interface TrustTerms {
  daily_rate: Decimal;
  /** Fraction of the principal charged per remaining day when redeemed early (0.004: 0.4 %). */
  penalty_ratio: Decimal;
  cycle_days: number;
  /** Minutes after 00:00 UTC at which dividends are paid. */
  dividend_minute: number;
}

/** Days a year has for an annual rate (Binance and OKX quote yields this way). */
export const DAYS_A_YEAR = 365;

/**
 * A daily rate as the annual rate users compare yields by: daily rate x 365, simple (the
 * dividends are paid out each day, not reinvested), so 0.4 % a day is 146 % a year.
 */
export const annualRate = (dailyRate: Decimal): Decimal => mulDecimal(dailyRate, String(DAYS_A_YEAR));

/** One day's dividend of `amount`: amount x daily rate, floored to the coin's decimals (what the server pays). */
export const trustDailyIncome = (amount: Decimal, terms: Pick<TrustTerms, 'daily_rate'>, decimals: number): Decimal =>
  roundTo(mulDecimal(amount, terms.daily_rate), decimals, 'floor');

/**
 * When an order bought at `purchasedAt` (ms) earns: interest runs from the first dividend time
 * (UTC) strictly after the purchase (`valueAt`); day k is paid at valueAt + k days, and the
 * last day (`maturesAt`) brings the principal back.
 */
export function trustSchedule(purchasedAt: number, terms: Pick<TrustTerms, 'cycle_days' | 'dividend_minute'>) {
  const dayStart = Math.floor(purchasedAt / DAY_MS) * DAY_MS;
  let valueAt = dayStart + terms.dividend_minute * MINUTE_MS;
  if (valueAt <= purchasedAt) valueAt += DAY_MS;
  return { valueAt, dueAt: (day: number) => valueAt + day * DAY_MS, maturesAt: valueAt + terms.cycle_days * DAY_MS };
}

/** What buying `amount` brings: a day's dividend, the income over the cycle, and when it matures. */
export function trustQuote(amount: Decimal, terms: TrustTerms, decimals: number, purchasedAt: number) {
  const daily = trustDailyIncome(amount, terms, decimals);
  return { daily, total: mulDecimal(daily, String(terms.cycle_days)), ...trustSchedule(purchasedAt, terms) };
}

export interface Redemption {
  penalty: Decimal;
  /** The principal back: amount - penalty. Dividends already paid are kept on top of it. */
  refund: Decimal;
}

/**
 * Early redemption (spec section 9's worked formula): penalty = settlement ratio x remaining
 * days x amount, floored to the coin's decimals and capped at the principal, deducted from the
 * principal (0.4 % x 3 x 1000 = 12, refund 988). The one formula the page shows and the server charges.
 */
export function trustRedemption(amount: Decimal, terms: Pick<TrustTerms, 'penalty_ratio'>, remainingDays: number, decimals: number): Redemption {
  const raw = roundTo(mulDecimal(mulDecimal(terms.penalty_ratio, String(Math.max(remainingDays, 0))), amount), decimals, 'floor');
  const penalty = minDecimal(raw, amount);
  return { penalty, refund: subDecimal(amount, penalty) };
}

/** The price of leaving early, day by day: redeemed after day d (1 .. cycle), the penalty, refund and income kept. */
export function trustExitTable(amount: Decimal, terms: TrustTerms, decimals: number): Array<Redemption & { day: number; income: Decimal; total: Decimal }> {
  const daily = trustDailyIncome(amount, terms, decimals);
  return Array.from({ length: terms.cycle_days }, (_, index) => {
    const day = index + 1;
    const redemption = trustRedemption(amount, terms, terms.cycle_days - day, decimals);
    const income = mulDecimal(daily, String(day));
    return { day, ...redemption, income, total: addDecimal(redemption.refund, income) };
  });
}

/** The amount rule of a trust purchase, the form's and the server's: the product's minimum and maximum, at its coin's places. */
export const trustAmountRule = (product: { currency: string; decimals: number; min_amount: Decimal; max_amount: Decimal }): AmountRule => ({
  currency: product.currency,
  decimals: product.decimals,
  min: product.min_amount,
  max: product.max_amount,
});
