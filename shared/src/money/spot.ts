/**
 * Spot figures: what the form shows before submit and the server then charges, from one
 * function. The fee is a fraction of the order's exact value, paid in the quote currency on both
 * sides: a buy pays amount + fee, a sell receives amount - fee. What the user pays is rounded up
 * to the quote currency's decimals, what they receive rounded down.
 */
import type { Decimal } from '@h5/shared/contract';
import { addDecimal, compareDecimal, divideTo, mulDecimal, roundTo, subDecimal, unitOf } from './decimal';

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
  let quantity = divideTo(spend, mulDecimal(price, addDecimal('1', feeRate)), amountDecimals, 'floor');
  // Rounding the amount and the fee up may still push the total past `spend` by a unit or two: step down.
  const unit = unitOf(amountDecimals);
  while (compareDecimal(quantity, '0') > 0 && compareDecimal(spotAmounts('buy', price, quantity, feeRate, quoteDecimals).quoteTotal, spend) > 0) {
    quantity = subDecimal(quantity, unit);
  }
  return compareDecimal(quantity, '0') > 0 ? quantity : '0';
}
