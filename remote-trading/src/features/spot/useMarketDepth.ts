import { useEffect } from 'react';
import { call, type ApiResult } from '@h5/shared/api';
import { contract, type Deal, type OrderBook } from '@h5/shared/contract';
import { dataClient, useLoad, type Load } from '@h5/shared/data';
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

/**
 * Live market data of a pair: the REST snapshot (loaded as any page data is), then every push
 * on the socket `channel`, each folded into what is shown by `merge`. A snapshot that arrives
 * after pushes is folded in too, so it never takes them back.
 */
function useLiveFeed<T, Push>(channel: string, snapshot: () => Promise<ApiResult<T>>, merge: (shown: T | null, incoming: T | Push) => T): Load<T> {
  const key = ['feed', channel];
  const shown = () => dataClient.getQueryData<T>(key) ?? null;
  const feed = useLoad(key, async () => {
    const result = await snapshot();
    return result.ok ? { ...result, data: merge(shown(), result.data) } : result;
  });
  useEffect(
    () => subscribe<T | Push>(channel, (pushed) => dataClient.setQueryData<T>(key, merge(shown(), pushed))),
    // `key`, `shown` and `merge` follow the channel.
    [channel],
  );
  return feed;
}

/** The pair's order book: the `currency/depth` snapshot, then every `depth:<SYMBOL>` push. */
export const useOrderBook = (symbol: string): Load<OrderBook> =>
  useLiveFeed<OrderBook, never>(`depth:${symbol}`, () => call(contract.market.depth, { symbol }, { silent: true }), newerBook);

/** The pair's recent deals: the `currency/deal` snapshot, then every `deals:<SYMBOL>` push. */
export const useDeals = (symbol: string): Load<Deal[]> =>
  useLiveFeed<Deal[], Deal>(`deals:${symbol}`, () => call(contract.market.deals, { symbol }, { silent: true }), mergeDeals);
