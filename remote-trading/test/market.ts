import type { Ticker } from '@h5/shared/contract';
import { useTickerStore } from '@h5/shared/market';
import { choosePair, DEFAULT_PAIR } from '../src/common/pair';

/** A fresh session: no remembered pair, and a ticker store holding only `tickers`. */
export function resetMarket(tickers: Ticker[]): void {
  sessionStorage.clear();
  choosePair(DEFAULT_PAIR);
  sessionStorage.clear();
  useTickerStore.setState({ bySymbol: {}, order: [] });
  if (tickers.length) useTickerStore.getState().put(tickers);
}
