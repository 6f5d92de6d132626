/**
 * Spot figures: what the form shows before submit and the server then charges, from one
 * function. The fee is a fraction of the order's exact value, paid in the quote currency on both
 * sides: a buy pays amount + fee, a sell receives amount - fee. What the user pays is rounded up
 * to the quote currency's decimals, what they receive rounded down.
 */
import type { Decimal } from '@h5/shared/contract';
import { addDecimal, compareDecimal, divideTo, maxDecimal, mulDecimal, plainDecimal, roundTo, subDecimal, unitOf } from '@h5/shared/money/decimal';

export type SpotSide = 'buy' | 'sell';

export interface SpotAmounts {
  /** price x quantity in the quote currency: rounded up for a buy, down for a sell. */
  amount: Decimal;
  /** The exact value x the fee rate, rounded up, in the quote currency. */
  fee: Decimal;
  /** What leaves the quote balance (buy: amount + fee) or arrives in it (sell: amount - fee). */
  quoteTotal: Decimal;
}

export function spotAmounts(side: SpotSide, price: Decimal, quantity: Decimal, feeRate: Decimal, quoteDecimals: number): SpotAmounts {
  const value = mulDecimal(price, quantity);
  const fee = roundTo(mulDecimal(value, feeRate), quoteDecimals, 'ceil');
  if (side === 'buy') {
    const amount = roundTo(value, quoteDecimals, 'ceil');
    return { amount, fee, quoteTotal: addDecimal(amount, fee) };
  }
  const amount = roundTo(value, quoteDecimals, 'floor');
  return { amount, fee, quoteTotal: subDecimal(amount, fee) };
}

/**
 * The most a buy of at most `spend` in the quote currency can take at `price`, fee included,
 * floored to `amountDecimals`: the largest quantity whose quote total does not pass `spend`.
 */
export function largestBuy(spend: Decimal, price: Decimal, feeRate: Decimal, amountDecimals: number, quoteDecimals: number): Decimal {
  const perUnit = mulDecimal(price, addDecimal('1', feeRate));
  const fits = (quantity: Decimal) => compareDecimal(spotAmounts('buy', price, quantity, feeRate, quoteDecimals).quoteTotal, spend) <= 0;
  // The exact sum says at most `high`; rounding the amount and the fee up adds at most two quote
  // units, so `low` (two units' worth less) always fits. A bisection between them finds the most:
  // a few steps, where stepping down one amount unit at a time could take millions (8 amount
  // places on a 2-place quote).
  let high = divideTo(spend, perUnit, amountDecimals, 'floor');
  if (compareDecimal(high, '0') <= 0) return '0';
  if (fits(high)) return high;
  const slack = divideTo(mulDecimal(unitOf(quoteDecimals), '2'), perUnit, amountDecimals, 'ceil');
  let low = maxDecimal('0', subDecimal(high, slack));
  const unit = unitOf(amountDecimals);
  // Invariant: `low` fits (or is 0), `high` does not.
  while (compareDecimal(subDecimal(high, low), unit) > 0) {
    const middle = divideTo(addDecimal(low, high), '2', amountDecimals, 'floor');
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return compareDecimal(low, '0') > 0 ? plainDecimal(low) : '0';
}

/** A market buy for a total in the quote currency: the quantity it takes and what it is charged. */
export interface SpotBuyByTotal extends SpotAmounts {
  /** The base currency received: the largest quantity the total pays for, fee included (0 when none). */
  quantity: Decimal;
}

/**
 * A buy "for `total` USDT" at `price`: the largest quantity on the pair's grid whose quote total
 * (amount + fee, each rounded up) stays within `total`, and its amounts. What the form shows and
 * the server charges for a market buy by total; the charge never passes the total typed.
 */
export function spotBuyByTotal(total: Decimal, price: Decimal, feeRate: Decimal, amountDecimals: number, quoteDecimals: number): SpotBuyByTotal {
  const quantity = largestBuy(total, price, feeRate, amountDecimals, quoteDecimals);
  return { quantity, ...spotAmounts('buy', price, quantity, feeRate, quoteDecimals) };
}
