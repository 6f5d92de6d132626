import { useEffect, useState } from 'react';
import type { Ticker } from '@h5/shared/contract';
import { loadTickers, useTicker, useTickerStore, useTickers } from '@h5/shared/market';
import { useSearchParams } from '@h5/shared/router';
import { DEFAULT_PAIR, choosePair, usePair } from './pairStore';

/** Every pair, live. */
export const usePairs = (): Ticker[] => useTickers();

/**
 * The chosen pair and its live ticker (undefined until the first price arrives). A link may
 * name the pair (`?symbol=ETH/USDT`, as the home page's lists do); it becomes the choice.
 */
export function useChosenTicker(): { symbol: string; ticker: Ticker | undefined } {
  const [search] = useSearchParams();
  const linked = search.get('symbol');
  const [applied, setApplied] = useState<string | null>(null);
  useEffect(() => {
    if (linked) choosePair(linked);
    setApplied(linked);
  }, [linked]);

  // Until the choice has taken a new link (an effect later), the link is the pair: the page never
  // shows a frame of the pair chosen before.
  const chosen = usePair();
  const symbol = linked && linked !== applied ? linked : chosen;
  const ticker = useTicker(symbol);

  // A pair remembered from an earlier visit (or named by a link) may not exist: fall back
  // once the snapshot shows which pairs do.
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
