/**
 * A new coin's allocation at the end of its subscription window: the ONE formula the server
 * allocates with and the details page lets a user recompute from the published report.
 *
 *   allocated = floor( commit x min(supply x price, total) / (total x price) ), to the coin's decimals
 *   paid      = ceil( allocated x price ), to the payment currency's decimals (never above the commit)
 *   refunded  = commit - paid
 *
 * Undersubscribed (total <= supply x price) each subscriber gets all they paid for; oversubscribed
 * each gets commit / total of the supply. Flooring each share keeps the sum of allocations within
 * the supply; the coins the floors leave over (less than one coin unit per subscriber) are not
 * sold and stay with the project. refunded + paid = commit for each user, to the last unit.
 */
import type { Decimal } from '@h5/shared/contract';
import type { AmountRule } from '@h5/shared/form/amount';
import { compareDecimal, divideTo, isPositive, minDecimal, mulDecimal, roundTo, subDecimal } from '@h5/shared/money/decimal';

/** The published figures a share is computed from. */
export interface AllocationTerms {
  /** Coins for sale. */
  supply: Decimal;
  /** Issue price, in the payment currency. */
  price: Decimal;
  /** Every subscriber's commits added up. */
  totalCommitted: Decimal;
  coinDecimals: number;
  currencyDecimals: number;
}

export interface Allocation {
  allocated: Decimal;
  paid: Decimal;
  refunded: Decimal;
}

/** One subscriber's share of the supply for `commit`. */
export function allocationOf(commit: Decimal, terms: AllocationTerms): Allocation {
  const { supply, price, totalCommitted, coinDecimals, currencyDecimals } = terms;
  if (!isPositive(commit) || !isPositive(totalCommitted)) return { allocated: '0', paid: '0', refunded: commit };
  const sold = minDecimal(mulDecimal(supply, price), totalCommitted);
  const allocated = divideTo(mulDecimal(commit, sold), mulDecimal(totalCommitted, price), coinDecimals, 'floor');
  const paid = minDecimal(roundTo(mulDecimal(allocated, price), currencyDecimals, 'ceil'), commit);
  return { allocated, paid, refunded: subDecimal(commit, paid) };
}

/**
 * The share of each commit that is filled, for display: 1 undersubscribed, supply x price / total
 * oversubscribed (cut to `places`; the allocation itself uses the exact figures).
 */
export function allocationRatio(terms: Pick<AllocationTerms, 'supply' | 'price' | 'totalCommitted'>, places = 8): Decimal {
  const { supply, price, totalCommitted } = terms;
  const raised = mulDecimal(supply, price);
  if (!isPositive(totalCommitted) || compareDecimal(totalCommitted, raised) <= 0) return '1';
  return divideTo(raised, totalCommitted, places, 'down');
}

/** How much `allocated` coins bought at `paid` are worth at `price` now, and the gain over `paid`. */
export function subscriptionReturn(allocated: Decimal, paid: Decimal, price: Decimal, currencyDecimals: number): { value: Decimal; gain: Decimal; rate: Decimal } {
  const value = roundTo(mulDecimal(allocated, price), currencyDecimals, 'down');
  const gain = subDecimal(value, paid);
  return { value, gain, rate: isPositive(paid) ? divideTo(gain, paid, 6, 'down') : '0' };
}

/**
 * The amount rule of a subscription, the form's and the server's: the project's minimum and the
 * user's cap, at the payment currency's places; a short balance asks for a recharge (the spec's words).
 */
export const subscriptionAmountRule = (project: { currency: string; currency_decimals: number; min_amount: Decimal; user_cap: Decimal }): AmountRule => ({
  currency: project.currency,
  decimals: project.currency_decimals,
  min: project.min_amount,
  max: project.user_cap,
  messages: { short: 'funds.pleaseRecharge' },
});
