import type { Deal, OrderBook } from '@h5/shared/contract';
import { formatUnits } from '@h5/shared/money';
import { exp, floor, max, round } from './math';
import type { PairSpec } from './pairs';
import { DAY } from './periods';
import { normal, seededRandom, seedFor } from './random';

/** Levels on each side of the book. */
export const BOOK_LEVELS = 20;
/** Recent trades kept (and served) per pair. */
export const DEALS_KEPT = 50;

/** A level holds about this many seconds of the pair's average trading, more deeper in the book. */
const LEVEL_SECONDS = 4;
const SIZE_SPREAD = 0.9;

/** The pair's average traded lots per second (its smallest amount unit). */
export const lotsPerSecond = (pair: PairSpec): number => (pair.dailyVolume * 10 ** pair.amountDecimals) / DAY;

/**
 * A synthetic order book around `price` (in ticks) at `timeMs`: the best bid and ask a tick or
 * two apart with the last price between them, deeper levels further apart, sizes varying like a
 * real book's. Seeded by the pair and the tick, so every call during one tick shows the same book.
 */
export function syntheticBook(pair: PairSpec, seed: number, price: number, timeMs: number): OrderBook {
  const symbol = `${pair.base}/${pair.quote}`;
  const random = seededRandom(seedFor(seed, `${symbol}:book:${timeMs}`));
  const spread = random() < 0.6 ? 1 : 2;
  // With a one-tick spread the last trade sat on the bid or on the ask.
  const bestBid = spread === 2 ? price - 1 : random() < 0.5 ? price : price - 1;
  const bestAsk = bestBid + spread;
  const perLevel = lotsPerSecond(pair) * LEVEL_SECONDS;

  const side = (best: number, direction: 1 | -1): Array<[string, string]> => {
    const levels: Array<[string, string]> = [];
    let level = best;
    for (let index = 0; index < BOOK_LEVELS && level >= 1; index++) {
      const size = max(1, round(perLevel * (1 + index * 0.15) * exp(SIZE_SPREAD * normal(random))));
      levels.push([formatUnits(level, pair.priceDecimals), formatUnits(size, pair.amountDecimals)]);
      // Near the top the book is dense; further out the gaps grow.
      level += direction * (1 + floor(random() * (1 + index / 3)));
    }
    return levels;
  };

  return { symbol, bids: side(bestBid, -1), asks: side(bestAsk, 1), time: timeMs };
}

/** A trade as the feed keeps it: whole units, time in milliseconds. */
export interface RawDeal {
  time: number;
  price: number;
  lots: number;
  side: 'buy' | 'sell';
}

export const toDeal = (deal: RawDeal, pair: PairSpec): Deal => ({
  time: deal.time,
  price: formatUnits(deal.price, pair.priceDecimals),
  amount: formatUnits(deal.lots, pair.amountDecimals),
  side: deal.side,
});

/**
 * The trades one tick stands for: its volume split into one to three trades at the tick's price,
 * bought when the price went up, sold when it went down (as before when it stayed).
 */
export function dealsOfTick(
  random: () => number,
  tick: { time: number; price: number; previous: number; lots: number; lastSide: 'buy' | 'sell'; elapsedMs: number },
): RawDeal[] {
  const side = tick.price > tick.previous ? 'buy' : tick.price < tick.previous ? 'sell' : tick.lastSide;
  const count = 1 + floor(random() * 3);
  const deals: RawDeal[] = [];
  let left = max(1, tick.lots);
  for (let index = count - 1; index >= 0 && left > 0; index--) {
    const lots = index === 0 ? left : max(1, round(left * (0.2 + random() * 0.5)));
    left -= lots;
    // Spread over the interval the tick closes, the last one at the tick itself.
    deals.push({ time: tick.time - floor((index * max(0, tick.elapsedMs)) / count), price: tick.price, lots, side });
  }
  return deals;
}
