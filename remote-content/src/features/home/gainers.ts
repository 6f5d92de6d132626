import type { Ticker } from '@h5/shared/contract';
import { compareDecimal } from '@h5/shared/money';

/** Pairs by 24 h change, biggest rise first (exact comparison of the decimal strings). */
export function byChangeDescending(tickers: readonly Ticker[]): Ticker[] {
  return [...tickers].sort((a, b) => compareDecimal(b.change24h, a.change24h) || a.symbol.localeCompare(b.symbol));
}

/** The pairs the home page's top cards show, in this order when the server has them. */
export const FEATURED = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT'];

export function featured(tickers: readonly Ticker[]): Ticker[] {
  const found = FEATURED.map((s) => tickers.find((t) => t.symbol === s)).filter((t): t is Ticker => Boolean(t));
  return found.length === FEATURED.length ? found : tickers.slice(0, FEATURED.length);
}
