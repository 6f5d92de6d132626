import { useEffect, useRef } from 'react';
import { useTickerStore } from '@h5/shared/market';

/** At most one "reached" reaction this often. */
const REACHED_THROTTLE_MS = 2_000;
/** The socket's price can come before the server has settled on it: give it that long first. */
const SETTLE_GRACE_MS = 600;

export interface TriggerWatch<T> {
  /** What the server acts on by itself (waiting limit orders, open positions). */
  items: readonly T[];
  /** Whether the live price has reached something the server acts on for `item`. */
  reached: (item: T, livePrice: string | undefined) => boolean;
  /** Called shortly after a live price reached one of them: fetch what the server did. */
  onReached: () => void;
  /** Called every `pollMs` meanwhile, for what the socket does not show (another device). */
  poll: () => void;
  pollMs: number;
}

/**
 * Watches the live prices for the moment the server fills, triggers or liquidates one of
 * `items`, so the page shows it without waiting for the next poll.
 */
export function useTriggerWatch<T extends { symbol: string }>({ items, reached, onReached, poll, pollMs }: TriggerWatch<T>): void {
  const watched = useRef(items);
  watched.current = items;
  const lastReached = useRef(0);
  const watching = items.length > 0;
  useEffect(() => {
    if (!watching) return undefined;
    let grace: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useTickerStore.subscribe((state) => {
      const now = Date.now();
      if (now - lastReached.current < REACHED_THROTTLE_MS) return;
      if (!watched.current.some((item) => reached(item, state.bySymbol[item.symbol]?.price))) return;
      lastReached.current = now;
      grace = setTimeout(onReached, SETTLE_GRACE_MS);
    });
    const timer = setInterval(poll, pollMs);
    return () => {
      unsubscribe();
      clearInterval(timer);
      clearTimeout(grace);
    };
  }, [watching, reached, onReached, poll, pollMs]);
}
