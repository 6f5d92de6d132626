/**
 * Copy-trading figures: the follow page shows them and the server charges them from these
 * functions alone.
 *
 *   book equity       = cash + margin of the open mirrored positions          (a follow's sizing base)
 *   mirrored lots     = floor(lead lots x ratio x follow book equity / lead book equity)
 *                       (the lead's book equity is its contract account just before it opened)
 *   equity            = cash + what each open position would pay back at the live price
 *   realised          = closed mirrored positions' P/L less every fee paid
 *   profit share      = floor(rate x (realised - high-water mark)) when realised is above it,
 *                       and the mark then rises to realised; nothing when at or below it
 *   stop-loss         = equity <= invested x (1 - stop %)   take-profit = equity >= invested x (1 + take %)
 */
import type { Decimal } from '@h5/shared/contract';
import type { AmountRule, Message } from '@h5/shared/form/amount';
import { payoutOf, profitAndLoss, type PositionSide } from './contract';
import { addDecimal, compareDecimal, divideTo, isDecimal, mulDecimal, percentOf, roundTo, subDecimal, sumDecimals } from '@h5/shared/money/decimal';

/** What a follower may put behind a lead: its minimum and maximum, at the currency's places. */
export const copyAmountRule = (lead: { currency: string; decimals: number; min_amount: Decimal; max_amount: Decimal }): AmountRule => ({
  currency: lead.currency,
  decimals: lead.decimals,
  min: lead.min_amount,
  max: lead.max_amount,
});

/** A follow's terms as the config bounds them: a ratio among those offered, each stop a whole percent within its bounds. */
export interface FollowTermsRule {
  ratios: readonly Decimal[];
  stop_loss: { min: number; max: number };
  take_profit: { min: number; max: number };
}

/** What is wrong with a follow's ratio and stops (stops given as typed; '' or none is no stop), by field; the form and the server alike. */
export function followTermsFaults(
  rule: FollowTermsRule,
  terms: { ratio: string; stop_loss?: string | undefined; take_profit?: string | undefined },
): Partial<Record<'ratio' | 'stop_loss' | 'take_profit', Message>> {
  const faults: Partial<Record<'ratio' | 'stop_loss' | 'take_profit', Message>> = {};
  if (!isDecimal(terms.ratio) || !rule.ratios.some((ratio) => compareDecimal(ratio, terms.ratio) === 0)) faults.ratio = 'copy.ratioInvalid';
  for (const field of ['stop_loss', 'take_profit'] as const) {
    const value = terms[field]?.trim() ?? '';
    if (value === '') continue;
    const { min, max } = rule[field];
    if (!/^[1-9]\d{0,3}$/.test(value)) faults[field] = 'copy.percentInvalid';
    else if (Number(value) < min || Number(value) > max) faults[field] = { key: 'copy.percentOutOfRange', values: { min: String(min), max: String(max) } };
  }
  return faults;
}

/** A follow's open mirrored position as its equity needs it. */
export interface OpenMirror {
  symbol: string;
  side: PositionSide;
  lots: number;
  contractSize: Decimal;
  /** The open price. */
  price: Decimal;
  margin: Decimal;
}

/** Cash plus the margin of the open positions: what a follow's positions are sized on. */
export const bookEquity = (cash: Decimal, open: readonly Pick<OpenMirror, 'margin'>[]): Decimal => addDecimal(cash, sumDecimals(open.map((position) => position.margin)));

/**
 * The lots a follow opens for a lead's position of `leadLots`: the same share of its equity as
 * the lead put in, times the follower's ratio, rounded down to whole lots (0: too small to mirror).
 */
export function mirrorLots(leadLots: number, ratio: Decimal, followEquity: Decimal, leadEquity: Decimal): number {
  if (compareDecimal(leadEquity, '0') <= 0 || compareDecimal(followEquity, '0') <= 0) return 0;
  return Number(divideTo(mulDecimal(mulDecimal(String(leadLots), ratio), followEquity), leadEquity, 0, 'floor'));
}

/** Each open position's P/L at the live price (`priceOf`; a pair without one counts at its open price). */
export function unrealisedOf(open: readonly OpenMirror[], priceOf: (symbol: string) => Decimal | undefined): Decimal {
  return sumDecimals(open.map((position) => profitAndLoss(position, position.price, priceOf(position.symbol) ?? position.price)));
}

/** Cash plus what each open position would pay back at the live price (never below its margin's loss). */
export function followEquity(cash: Decimal, open: readonly OpenMirror[], priceOf: (symbol: string) => Decimal | undefined, decimals: number): Decimal {
  const payouts = open.map((position) => payoutOf(position.margin, profitAndLoss(position, position.price, priceOf(position.symbol) ?? position.price), decimals));
  return addDecimal(cash, sumDecimals(payouts));
}

/** A follow's profit share now: what is due to the lead and the high-water mark after it. */
export function profitShareOf(
  follow: { realised: Decimal; high_water_mark: Decimal; profit_share_rate: Decimal },
  decimals: number,
): { amount: Decimal; highWaterMark: Decimal } {
  const gain = subDecimal(follow.realised, follow.high_water_mark);
  if (compareDecimal(gain, '0') <= 0) return { amount: '0', highWaterMark: follow.high_water_mark };
  return { amount: roundTo(mulDecimal(gain, follow.profit_share_rate), decimals, 'floor'), highWaterMark: follow.realised };
}

/** Whether a follow's own stop is reached at `equity`: its stop-loss first. */
export function followStopAt(
  follow: { invested: Decimal; stop_loss: number | null; take_profit: number | null },
  equity: Decimal,
): 'stop_loss' | 'take_profit' | null {
  if (follow.stop_loss !== null && compareDecimal(equity, subDecimal(follow.invested, percentOf(follow.invested, follow.stop_loss))) <= 0) return 'stop_loss';
  if (follow.take_profit !== null && compareDecimal(equity, addDecimal(follow.invested, percentOf(follow.invested, follow.take_profit))) >= 0) return 'take_profit';
  return null;
}

/** Where a follow's own stops stand in money: the equity at which each would end it. */
export const followStopLevels = (invested: Decimal, stopLoss: number | null, takeProfit: number | null, decimals: number) => ({
  stopLoss: stopLoss === null ? null : roundTo(subDecimal(invested, percentOf(invested, stopLoss)), decimals, 'floor'),
  takeProfit: takeProfit === null ? null : roundTo(addDecimal(invested, percentOf(invested, takeProfit)), decimals, 'ceil'),
});
