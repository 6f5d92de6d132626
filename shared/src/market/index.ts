/**
 * Live market data for views: a ticker store fed by one REST snapshot and then the socket.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { MARKET_CHANNEL_ALL, marketChannel, PAIR_AMOUNT_DECIMALS_FALLBACK, PRICE_DECIMALS_FALLBACK } from '@h5/shared/constants';
import { call } from '@h5/shared/api';
import { contract, type Ticker } from '@h5/shared/contract';
import { feedStatus, onConnectionChange, subscribe } from './socket';

export { subscribe, onSocketEvent, onConnectionChange, configureSocket, currentSocket, subscriptionCounts, closeSocket, feedStatus } from './socket';
export type { TickMessage } from './socket';
export { loadCurrencies, currentCurrencies, useCurrencies, currencyOf, decimalsOf, useCurrencyDecimals, moneyIn, useMoney, type Currencies } from './currencies';
export { searchPairs, searchCurrencies } from './search';
export { loadWatchlist, toggleWatch, useWatchlist, useWatchlistStore, readGuestStars, type Watchlist } from './watchlist';

interface TickerState {
  bySymbol: Record<string, Ticker>;
  order: string[];
  /** The last snapshot call failed (offline, server down): a view with no pairs says so. */
  failed: boolean;
  put: (tickers: Ticker[]) => void;
}

export const useTickerStore = create<TickerState>()((set) => ({
  bySymbol: {},
  order: [],
  failed: false,
  put: (tickers) =>
    set((state) => {
      const bySymbol = { ...state.bySymbol };
      for (const t of tickers) bySymbol[t.symbol] = t;
      // The server's order stands; a pair first seen in a single-pair tick joins at the end.
      const known = new Set(state.order);
      const order = [...state.order, ...tickers.map((t) => t.symbol).filter((s) => !known.has(s))];
      return { bySymbol, order };
    }),
}));

let snapshot: Promise<void> | null = null;
/** Fetches the REST snapshot once, so the first paint does not wait for the first tick. */
export function loadTickers(force = false): Promise<void> {
  if (!snapshot || force) {
    const setFailed = (failed: boolean) => {
      if (useTickerStore.getState().failed !== failed) useTickerStore.setState({ failed });
    };
    setFailed(false);
    snapshot = call(contract.market.quotation, {}, { silent: true }).then((result) => {
      if (result.ok) useTickerStore.getState().put(result.data);
      else snapshot = null;
      setFailed(!result.ok);
    });
  }
  return snapshot;
}

/** Every pair, live. */
export function useTickers(): Ticker[] {
  // Two selectors, not the whole store: a view of the pairs does not render again for `failed`.
  const bySymbol = useTickerStore((state) => state.bySymbol);
  const order = useTickerStore((state) => state.order);
  useEffect(() => {
    void loadTickers();
    return subscribe<Ticker[]>(MARKET_CHANNEL_ALL, (tickers) => useTickerStore.getState().put(tickers));
  }, []);
  return order.map((s) => bySymbol[s]).filter((t): t is Ticker => Boolean(t));
}

/** Whether the market snapshot failed to load, and a way to ask again. */
export function useTickersFailed(): { failed: boolean; retry: () => void } {
  return { failed: useTickerStore((state) => state.failed), retry: () => void loadTickers(true) };
}

/** One pair, live. */
export function useTicker(symbol: string): Ticker | undefined {
  const ticker = useTickerStore((state) => state.bySymbol[symbol]);
  useEffect(() => {
    void loadTickers();
    return subscribe<Ticker>(marketChannel(symbol), (t) => useTickerStore.getState().put([t]));
  }, [symbol]);
  return ticker;
}

export interface PairDecimals {
  price: number;
  amount: number;
}

/** A pair's price and amount places, or the kernel's fallbacks while its ticker is unknown. */
export const pairDecimalsOf = (ticker: Pick<Ticker, 'price_decimals' | 'amount_decimals'> | undefined): PairDecimals => ({
  price: ticker?.price_decimals ?? PRICE_DECIMALS_FALLBACK,
  amount: ticker?.amount_decimals ?? PAIR_AMOUNT_DECIMALS_FALLBACK,
});

/** A pair's places from the ticker store, without subscribing to its live price. */
export function usePairDecimals(symbol: string): PairDecimals {
  const price = useTickerStore((state) => state.bySymbol[symbol]?.price_decimals);
  const amount = useTickerStore((state) => state.bySymbol[symbol]?.amount_decimals);
  return { price: price ?? PRICE_DECIMALS_FALLBACK, amount: amount ?? PAIR_AMOUNT_DECIMALS_FALLBACK };
}

export type FeedStatus = 'connecting' | 'live' | 'reconnecting';

/** The feed's state: connecting for the first time, live, or reconnecting after a drop. */
export function useFeedStatus(): FeedStatus {
  return useSyncExternalStore((notify) => onConnectionChange(notify), feedStatus, () => 'connecting');
}
