import type { Position } from '@h5/shared/contract';
import { compareDecimal, isDecimal } from '@h5/shared/money';

/**
 * Whether the live price has reached something the server acts on for this position: a
 * waiting limit order's price, or an open position's take-profit, stop-loss or liquidation
 * price. The list is then fetched again to show what the server did.
 */
export function contractTriggerReached(position: Position, livePrice: string | undefined): boolean {
  if (!isDecimal(livePrice)) return false;
  const long = position.side === 'long';
  const at = (level: string | null, above: boolean) =>
    isDecimal(level) && (above ? compareDecimal(livePrice, level) >= 0 : compareDecimal(livePrice, level) <= 0);
  if (position.status === 'waiting') return at(position.price, !long);
  if (position.status !== 'holding') return false;
  return at(position.take_profit, long) || at(position.stop_loss, !long) || at(position.liquidation_price, !long);
}
