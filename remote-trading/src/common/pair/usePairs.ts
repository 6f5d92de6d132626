import { useEffect } from 'react';
import type { Ticker } from '@h5/shared/contract';
import { loadTickers, useTicker, useTickerStore, useTickers } from '@h5/shared/market';
import { DEFAULT_PAIR, choosePair, usePair } from './pairStore';

/**
 * Every pair, live. The kernel's list keeps the symbol order of the first batch it stored, so
 * a single-pair tick landing before the snapshot would hide the other pairs; pairs missing
 * from that order are appended here.
 */
export function usePairs(): Ticker[] {
  const listed = useTickers();
  const bySymbol = useTickerStore((state) => state.bySymbol);
  const seen = new Set(listed.map((t) => t.symbol));
  return [...listed, ...Object.values(bySymbol).filter((t) => !seen.has(t.symbol))];
}

/** The chosen pair and its live ticker (undefined until the first price arrives). */
export function useChosenTicker(): { symbol: string; ticker: Ticker | undefined } {
  const symbol = usePair();
  const ticker = useTicker(symbol);

  // A pair remembered from an earlier visit may have been delisted: fall back once the
  // snapshot shows which pairs exist.
  useEffect(() => {
    let live = true;
    void loadTickers().then(() => {
      const { bySymbol } = useTickerStore.getState();
      const known = Object.keys(bySymbol);
      if (!live || known.length === 0 || bySymbol[symbol]) return;
      choosePair(bySymbol[DEFAULT_PAIR] ? DEFAULT_PAIR : (known[0] ?? DEFAULT_PAIR));
    });
    return () => {
      live = false;
    };
  }, [symbol]);

  return { symbol, ticker };
}
