import type { Ticker } from '@h5/shared/contract';

/** "btc usdt", "BTC/USDT" and "btcusdt" all name the same pair. */
const normalise = (text: string): string => text.toUpperCase().replace(/[\s/\-_]/g, '');

/**
 * How well a pair answers a query, lower first; null when it does not. The coin's code before
 * its name, a start before a middle: "bt" finds BTC first, "coin" finds Bitcoin and Dogecoin.
 */
function rank(ticker: Ticker, wanted: string): number | null {
  const base = normalise(ticker.base);
  const name = normalise(ticker.name);
  const symbol = normalise(ticker.symbol);
  if (base === wanted || symbol === wanted) return 0;
  if (symbol.startsWith(wanted)) return 1;
  if (name.startsWith(wanted)) return 2;
  if (symbol.includes(wanted)) return 3;
  if (name.includes(wanted)) return 4;
  return null;
}

/** The pairs whose symbol or coin name holds the query, best match first (the listed order within a rank). */
export function searchPairs(tickers: readonly Ticker[], query: string): Ticker[] {
  const wanted = normalise(query);
  if (!wanted) return [...tickers];
  return tickers
    .map((ticker, index) => ({ ticker, index, rank: rank(ticker, wanted) }))
    .filter((hit): hit is { ticker: Ticker; index: number; rank: number } => hit.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((hit) => hit.ticker);
}
