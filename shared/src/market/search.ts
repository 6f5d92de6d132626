import type { Currency, Ticker } from '@h5/shared/contract';

/** "btc usdt", "BTC/USDT" and "btcusdt" all name the same pair. */
const normalise = (text: string): string => text.toUpperCase().replace(/[\s/\-_]/g, '');

/** What a search looks at: the coin's code, the full symbol (a pair's; a coin's code again) and the coin's name. */
interface Searchable {
  code: string;
  symbol: string;
  name: string;
}

/**
 * How well an item answers a query, lower first; null when it does not. The code before the
 * name, a start before a middle: "bt" finds BTC first, "coin" finds Bitcoin and Dogecoin.
 */
function rank({ code, symbol, name }: Searchable, wanted: string): number | null {
  const [c, s, n] = [normalise(code), normalise(symbol), normalise(name)];
  if (c === wanted || s === wanted) return 0;
  if (s.startsWith(wanted)) return 1;
  if (n.startsWith(wanted)) return 2;
  if (s.includes(wanted)) return 3;
  if (n.includes(wanted)) return 4;
  return null;
}

/** The items matching the query, best match first (their own order within a rank); all of them for a blank query. */
function searchBy<T>(items: readonly T[], query: string, fields: (item: T) => Searchable): T[] {
  const wanted = normalise(query);
  if (!wanted) return [...items];
  return items
    .map((item, index) => ({ item, index, rank: rank(fields(item), wanted) }))
    .filter((hit): hit is { item: T; index: number; rank: number } => hit.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((hit) => hit.item);
}

/** Pairs by symbol or their coin's name. */
export const searchPairs = (tickers: readonly Ticker[], query: string): Ticker[] =>
  searchBy(tickers, query, (t) => ({ code: t.base, symbol: t.symbol, name: t.name }));

/** Currencies by code or name. */
export const searchCurrencies = (currencies: readonly Currency[], query: string): Currency[] =>
  searchBy(currencies, query, (c) => ({ code: c.code, symbol: c.code, name: c.name }));
