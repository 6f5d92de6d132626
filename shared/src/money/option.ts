/**
 * Timed-option figures. A win pays the stake plus stake x payout rate, the part above the stake
 * rounded down to the currency's decimals (what the user is paid is never rounded up); a loss
 * pays nothing; a flat price gives the stake back. The form shows `expectedReturn`, the server
 * pays `optionOutcome`: the first is the second's profit on a win, digit for digit.
 */
import type { Decimal } from '@h5/shared/contract';
import { addDecimal, compareDecimal, mulDecimal, negateDecimal, roundTo } from '@h5/shared/money/decimal';

export type OptionDirection = 'call' | 'put';
export type OptionResult = 'win' | 'loss' | 'flat';

/** What a win pays on top of the stake: stake x payout rate, rounded down. */
export const expectedReturn = (amount: Decimal, payoutRate: Decimal, decimals: number): Decimal =>
  roundTo(mulDecimal(amount, payoutRate), decimals, 'floor');

export interface OptionOutcome {
  result: OptionResult;
  /** What comes back to the option account at delivery. */
  payout: Decimal;
  /** payout - stake. */
  profit: Decimal;
}

/** A call wins when the delivery price is above the purchase price, a put when it is below; equal is flat. */
export function optionOutcome(
  order: { direction: OptionDirection; amount: Decimal; payoutRate: Decimal; purchasePrice: Decimal },
  deliveryPrice: Decimal,
  decimals: number,
): OptionOutcome {
  const move = compareDecimal(deliveryPrice, order.purchasePrice);
  if (move === 0) return { result: 'flat', payout: order.amount, profit: '0' };
  if ((move > 0) !== (order.direction === 'call')) return { result: 'loss', payout: '0', profit: negateDecimal(order.amount) };
  const profit = expectedReturn(order.amount, order.payoutRate, decimals);
  return { result: 'win', payout: addDecimal(order.amount, profit), profit };
}
