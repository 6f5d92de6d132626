/**
 * Referral figures: what one trading fee earns the inviter (rebate) and gives back to the
 * invitee (reward), and how far an inviter is from partner status. The promotion page's worked
 * examples and the server's accrual call the same functions, so what is shown is what is paid.
 */
import type { Decimal } from '@h5/shared/contract';
import { addDecimal, compareDecimal, isDecimal, mulDecimal, roundTo } from '@h5/shared/money/decimal';

export interface ReferralRatios {
  /** The inviter's share of each fee their invitees pay. */
  rebate: Decimal;
  /** The invitee's share of their own fee, given back. */
  reward: Decimal;
}

export interface FeeShares {
  rebate: Decimal;
  reward: Decimal;
}

/**
 * The shares of one fee: ratio x fee each, floored to the fee currency's places (a share under
 * its smallest unit is nothing). Floored, and with the ratios adding up to at most 1, the two
 * together never exceed the fee. Null for a malformed fee or ratio.
 */
export function feeShares(fee: Decimal, ratios: ReferralRatios, places: number): FeeShares | null {
  return feeSplitter(ratios)?.(fee, places) ?? null;
}

/**
 * `feeShares` for many fees at the same ratios, checked once (the accrual job's batches): the
 * function that splits one fee, null for ratios that do not fit; it gives null for a malformed fee.
 */
export function feeSplitter(ratios: ReferralRatios): ((fee: Decimal, places: number) => FeeShares | null) | null {
  if (!ratiosFit(ratios)) return null;
  const { rebate, reward } = ratios;
  return (fee, places) =>
    isDecimal(fee) && compareDecimal(fee, '0') >= 0
      ? { rebate: roundTo(mulDecimal(fee, rebate), places, 'floor'), reward: roundTo(mulDecimal(fee, reward), places, 'floor') }
      : null;
}

/** Ratios a fee can pay: each from 0 to 1, and both together at most the whole fee. */
export function ratiosFit({ rebate, reward }: ReferralRatios): boolean {
  const between = (ratio: Decimal) => isDecimal(ratio) && compareDecimal(ratio, '0') >= 0 && compareDecimal(ratio, '1') <= 0;
  return between(rebate) && between(reward) && compareDecimal(addDecimal(rebate, reward), '1') <= 0;
}

/** How many more qualified invitees make a partner (0 once there). */
export const inviteesToPartner = (qualified: number, threshold: number): number => Math.max(0, threshold - qualified);
