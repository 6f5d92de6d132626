import type { SpotOrder } from '@h5/shared/contract';
import { compareDecimal, isDecimal } from '@h5/shared/money';

/**
 * Whether a waiting limit order's pair has traded through its price by now (a buy at or
 * below it, a sell at or above it): the server has probably filled it, so the list should be
 * fetched again.
 */
export function limitReached(order: SpotOrder, livePrice: string | undefined): boolean {
  if (order.status !== 'waiting' || order.type !== 'limit' || !isDecimal(livePrice) || !isDecimal(order.price)) return false;
  const relation = compareDecimal(livePrice, order.price);
  return order.side === 'buy' ? relation <= 0 : relation >= 0;
}
