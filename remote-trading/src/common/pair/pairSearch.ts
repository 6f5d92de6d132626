import type { Ticker } from '@h5/shared/contract';

/** "btc usdt", "BTC/USDT" and "btcusdt" all name the same pair. */
const normalise = (text: string): string => text.toUpperCase().replace(/[\s/]/g, '');

/** The pairs whose symbol contains the query, in their listed order. */
export function filterPairs(tickers: readonly Ticker[], query: string): Ticker[] {
  const wanted = normalise(query);
  return wanted ? tickers.filter((t) => normalise(t.symbol).includes(wanted)) : [...tickers];
}
