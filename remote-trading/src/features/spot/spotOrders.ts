import type { SpotOrder, Ticker } from '@h5/shared/contract';
import { compareDecimal, isDecimal } from '@h5/shared/format';

/**
 * Whether a waiting limit order's pair has traded through its price by now (a buy at or
 * below it, a sell at or above it): the server has probably filled it, so the list should be
 * fetched again.
 */
export function limitReached(order: SpotOrder, livePrice: string | undefined): boolean {
  if (order.status !== 'waiting' || order.type !== 'limit' || !isDecimal(livePrice) || !isDecimal(order.price)) return false;
  const order_ = compareDecimal(livePrice, order.price);
  return order.side === 'buy' ? order_ <= 0 : order_ >= 0;
}

/** Whether any of the waiting orders has been reached by its pair's live price. */
export const anyLimitReached = (orders: readonly SpotOrder[], tickers: Readonly<Record<string, Ticker | undefined>>): boolean =>
  orders.some((order) => limitReached(order, tickers[order.symbol]?.price));
