import { useEffect, useState } from 'react';
import { call, type ApiResult } from '@h5/shared/api';
import { contract, type Deal, type OrderBook } from '@h5/shared/contract';
import { subscribe } from '@h5/shared/market';

export const DEALS_SHOWN = 20;

const dealKey = (deal: Deal) => `${deal.time}|${deal.price}|${deal.amount}|${deal.side}`;

/**
 * The recent deals after `incoming` arrived (one deal or a batch), newest first, each once,
 * at most `keep` of them: whether the feed sends only new deals or the latest list, the
 * result is the same.
 */
export function mergeDeals(current: readonly Deal[] | null, incoming: Deal | readonly Deal[], keep = DEALS_SHOWN): Deal[] {
  const batch = Array.isArray(incoming) ? (incoming as readonly Deal[]) : [incoming as Deal];
  const seen = new Set<string>();
  return [...batch, ...(current ?? [])]
    .filter((deal) => {
      const key = dealKey(deal);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => b.time - a.time)
    .slice(0, keep);
}

/** The newer of two books: a snapshot that arrives after a push must not take it back. */
export const newerBook = (shown: OrderBook | null, incoming: OrderBook): OrderBook => (shown && shown.time > incoming.time ? shown : incoming);

export interface Feed<T> {
  data: T | null;
  /** The snapshot failed and nothing came over the socket since. */
  failed: boolean;
  retry: () => void;
}

/**
 * Live market data of a pair: the REST snapshot, then every push on the socket `channel`,
 * each folded into what is shown by `merge`. Starts over when the channel changes.
 */
function useLiveFeed<T, Push>(channel: string, snapshot: () => Promise<ApiResult<T>>, merge: (shown: T | null, incoming: T | Push) => T): Feed<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let received = false;
    setData(null);
    setFailed(false);
    const stop = subscribe<T | Push>(channel, (pushed) => {
      if (!live) return;
      received = true;
      setData((shown) => merge(shown, pushed));
      setFailed(false);
    });
    void snapshot().then((result) => {
      if (!live) return;
      if (result.ok) setData((shown) => merge(shown, result.data));
      else if (!received) setFailed(true);
    });
    return () => {
      live = false;
      stop();
    };
    // `snapshot` and `merge` follow the channel.
  }, [channel, attempt]);
  return { data, failed, retry: () => setAttempt((n) => n + 1) };
}

/** The pair's order book: the `currency/depth` snapshot, then every `depth:<SYMBOL>` push. */
export const useOrderBook = (symbol: string): Feed<OrderBook> =>
  useLiveFeed<OrderBook, never>(`depth:${symbol}`, () => call(contract.market.depth, { symbol }, { silent: true }), newerBook);

/** The pair's recent deals: the `currency/deal` snapshot, then every `deals:<SYMBOL>` push. */
export const useDeals = (symbol: string): Feed<Deal[]> =>
  useLiveFeed<Deal[], Deal>(`deals:${symbol}`, () => call(contract.market.deals, { symbol }, { silent: true }), mergeDeals);
