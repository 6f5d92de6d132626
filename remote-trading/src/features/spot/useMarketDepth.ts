import { useEffect, useState } from 'react';
import { call } from '@h5/shared/api';
import { contract, type Deal, type OrderBook } from '@h5/shared/contract';
import { subscribe } from '@h5/shared/market';

export const DEALS_SHOWN = 20;

const dealKey = (deal: Deal) => `${deal.time}|${deal.price}|${deal.amount}|${deal.side}`;

/**
 * The recent deals after `incoming` arrived (one deal or a batch), newest first, each once,
 * at most `keep` of them: whether the feed sends only new deals or the latest list, the
 * result is the same.
 */
export function mergeDeals(current: readonly Deal[], incoming: Deal | readonly Deal[], keep = DEALS_SHOWN): Deal[] {
  const batch = Array.isArray(incoming) ? (incoming as readonly Deal[]) : [incoming as Deal];
  const seen = new Set<string>();
  return [...batch, ...current]
    .filter((deal) => {
      const key = dealKey(deal);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => b.time - a.time)
    .slice(0, keep);
}

export interface Feed<T> {
  data: T;
  /** The snapshot failed and nothing came over the socket since. */
  failed: boolean;
  retry: () => void;
}

/** The pair's order book: the `currency/depth` snapshot, then every `depth:<SYMBOL>` push. */
export function useOrderBook(symbol: string): Feed<OrderBook | null> {
  const [book, setBook] = useState<OrderBook | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let received = false;
    setBook(null);
    setFailed(false);
    const stop = subscribe<OrderBook>(`depth:${symbol}`, (pushed) => {
      if (!live || pushed.symbol !== symbol) return;
      received = true;
      setBook(pushed);
      setFailed(false);
    });
    void call(contract.market.depth, { symbol }, { silent: true }).then((result) => {
      if (!live) return;
      // A push that came first is newer than the snapshot.
      if (result.ok) setBook((pushed) => (pushed && pushed.time >= result.data.time ? pushed : result.data));
      else if (!received) setFailed(true);
    });
    return () => {
      live = false;
      stop();
    };
  }, [symbol, attempt]);
  return { data: book, failed, retry: () => setAttempt((n) => n + 1) };
}

/** The pair's recent deals: the `currency/deal` snapshot, then every `deals:<SYMBOL>` push. */
export function useDeals(symbol: string): Feed<Deal[] | null> {
  const [deals, setDeals] = useState<Deal[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let received = false;
    setDeals(null);
    setFailed(false);
    const stop = subscribe<Deal | Deal[]>(`deals:${symbol}`, (pushed) => {
      if (!live) return;
      received = true;
      setDeals((shown) => mergeDeals(shown ?? [], pushed));
      setFailed(false);
    });
    void call(contract.market.deals, { symbol }, { silent: true }).then((result) => {
      if (!live) return;
      if (result.ok) setDeals((shown) => mergeDeals(shown ?? [], result.data));
      else if (!received) setFailed(true);
    });
    return () => {
      live = false;
      stop();
    };
  }, [symbol, attempt]);
  return { data: deals, failed, retry: () => setAttempt((n) => n + 1) };
}
