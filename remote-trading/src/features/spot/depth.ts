/**
 * The order book as the depth view shows it: levels grouped to a price step (bids down, asks
 * up, so a group never claims a better price than its orders), amounts summed exactly, a
 * running total from the best price outward, and each row's bar as its share of the larger
 * side's total (a drawing, so a number).
 */
import { floorDecimal } from '@h5/shared/format';
import { addDecimal, compareDecimal, divideTo, isDecimal, mulDecimal } from '@h5/shared/money';

export type Level = readonly [price: string, amount: string];

export interface DepthRow {
  price: string;
  amount: string;
  /** Sum of the amounts from the best price to this one. */
  total: string;
  /** total / the deepest total shown on either side, 0 to 1. */
  share: number;
}

export interface DepthView {
  /** Best (lowest) ask first. */
  asks: DepthRow[];
  /** Best (highest) bid first. */
  bids: DepthRow[];
}

/** 10^-places as a decimal: 2 -> "0.01", 0 -> "1", -1 -> "10". */
export const stepOf = (places: number): string =>
  places > 0 ? `0.${'0'.repeat(places - 1)}1` : `1${'0'.repeat(-places)}`;

/** `price` moved to a multiple of 10^-places: down for bids, up for asks. */
export function groupPrice(price: string, places: number, side: 'bid' | 'ask'): string {
  const step = stepOf(places);
  const down = places >= 0 ? floorDecimal(price, places) : mulDecimal(divideTo(price, step, 0, 'floor'), step);
  if (side === 'bid' || compareDecimal(down, price) === 0) return down;
  return places >= 0 ? floorDecimal(addDecimal(down, step), places) : addDecimal(down, step);
}

function group(levels: readonly Level[], places: number, side: 'bid' | 'ask', count: number): Array<{ price: string; amount: string }> {
  const rows: Array<{ price: string; amount: string }> = [];
  for (const [price, amount] of levels) {
    if (!isDecimal(price) || !isDecimal(amount) || compareDecimal(amount, '0') <= 0) continue;
    const grouped = groupPrice(price, places, side);
    const last = rows[rows.length - 1];
    if (last && compareDecimal(last.price, grouped) === 0) last.amount = addDecimal(last.amount, amount);
    else if (rows.length < count) rows.push({ price: grouped, amount });
    else break;
  }
  return rows;
}

function withTotals(rows: Array<{ price: string; amount: string }>): Array<Omit<DepthRow, 'share'>> {
  let total = '0';
  return rows.map((row) => {
    total = addDecimal(total, row.amount);
    return { ...row, total };
  });
}

const bestFirst = (levels: readonly Level[], side: 'bid' | 'ask'): Level[] =>
  [...levels].sort((a, b) => (isDecimal(a[0]) && isDecimal(b[0]) ? compareDecimal(a[0], b[0]) * (side === 'bid' ? -1 : 1) : 0));

/**
 * The depth view of a book: at most `count` rows a side, prices grouped to `places` decimals
 * (negative: tens, hundreds). The book's own order is not trusted: levels are sorted first.
 */
export function depthView(book: { bids: readonly Level[]; asks: readonly Level[] }, places: number, count: number): DepthView {
  const bids = withTotals(group(bestFirst(book.bids, 'bid'), places, 'bid', count));
  const asks = withTotals(group(bestFirst(book.asks, 'ask'), places, 'ask', count));
  const deepest = Math.max(Number(bids[bids.length - 1]?.total ?? 0), Number(asks[asks.length - 1]?.total ?? 0));
  const share = (total: string) => (deepest > 0 ? Math.min(1, Number(total) / deepest) : 0);
  return {
    bids: bids.map((row) => ({ ...row, share: share(row.total) })),
    asks: asks.map((row) => ({ ...row, share: share(row.total) })),
  };
}

/** The price steps offered for a pair: its own precision and two coarser ones. */
export const stepChoices = (priceDecimals: number): number[] => [priceDecimals, priceDecimals - 1, priceDecimals - 2];
