/** How far waiting options have run, and which way they are heading (the countdown itself is the kernel's). Timers work in numbers. */
import type { OptionOrder } from '@h5/shared/contract';
import { compareDecimal, isDecimal } from '@h5/shared/money';

/** The share of the option's time that has passed, 0 to 1. */
export function elapsedShare(order: Pick<OptionOrder, 'seconds' | 'delivers_at'>, now: number): number {
  if (order.seconds <= 0) return 1;
  const left = (Date.parse(order.delivers_at) - now) / 1000;
  if (Number.isNaN(left)) return 1;
  return Math.min(1, Math.max(0, 1 - left / order.seconds));
}

export type Outcome = 'win' | 'loss' | 'flat';

/**
 * How the option would settle at `price`: a call wins above its purchase price, a put below;
 * the same price is flat. Null without a price.
 */
export function outcomeAt(direction: OptionOrder['direction'], purchasePrice: string, price: string | undefined): Outcome | null {
  if (!isDecimal(price) || !isDecimal(purchasePrice)) return null;
  const order = compareDecimal(price, purchasePrice);
  if (order === 0) return 'flat';
  return (order > 0) === (direction === 'call') ? 'win' : 'loss';
}

/** The colour an outcome reads in. */
export const toneOf = (outcome: Outcome | null): 'up' | 'down' | 'flat' =>
  outcome === 'win' ? 'up' : outcome === 'loss' ? 'down' : 'flat';
