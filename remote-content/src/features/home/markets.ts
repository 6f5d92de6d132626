import type { Ticker } from '@h5/shared/contract';
import { compareDecimal } from '@h5/shared/money/decimal';

/** Home's market tabs, in the order shown; gainers is the one a visit opens on. */
export const MARKET_TABS = ['watchlist', 'gainers', 'losers', 'volume', 'new'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];
export const DEFAULT_TAB: MarketTab = 'gainers';

// Symbols are ASCII: compared by code unit, not `localeCompare`, whose first call builds a
// collator (15-40 ms of a first visit to home on a phone).
const bySymbol = (a: Ticker, b: Ticker) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);

/** Each tab's order, ties by symbol so equal figures never swap places between ticks. */
const ORDERS: Record<Exclude<MarketTab, 'watchlist'>, (a: Ticker, b: Ticker) => number> = {
  // Exact comparison of the decimal strings, never floats.
  gainers: (a, b) => compareDecimal(b.change24h, a.change24h) || bySymbol(a, b),
  losers: (a, b) => compareDecimal(a.change24h, b.change24h) || bySymbol(a, b),
  // By value traded (quote currency): base volumes of different coins do not compare.
  volume: (a, b) => compareDecimal(b.turnover24h, a.turnover24h) || bySymbol(a, b),
  new: (a, b) => b.listed_at - a.listed_at || bySymbol(a, b),
};

/** The rows of a tab; the watchlist keeps its own order (newest star first), pairs the market no longer lists left out. */
export function marketRows(tab: MarketTab, tickers: readonly Ticker[], watched: readonly string[]): Ticker[] {
  if (tab === 'watchlist') return watched.map((symbol) => tickers.find((t) => t.symbol === symbol)).filter((t): t is Ticker => Boolean(t));
  return [...tickers].sort(ORDERS[tab]);
}

/** The pairs the home page's top cards show, in this order when the server has them. */
export const FEATURED = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT'];

export function featured(tickers: readonly Ticker[]): Ticker[] {
  const found = FEATURED.map((s) => tickers.find((t) => t.symbol === s)).filter((t): t is Ticker => Boolean(t));
  return found.length === FEATURED.length ? found : tickers.slice(0, FEATURED.length);
}
