import { bucketStart, type SeriesPeriod } from './periods';
import { max, min } from './math';

/** A candle in whole units: prices in ticks, volume in lots, time in seconds. */
export interface RawCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The first index whose candle starts at or after `time` (candles are in time order). */
function firstAtOrAfter(candles: readonly RawCandle[], time: number): number {
  let low = 0;
  let high = candles.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((candles[middle] as RawCandle).time < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Candles of a finer period merged into `period`. A first bucket the source only half covers is
 * left out (the edge of generated history), unless `fromStart`: a coin's first trades fall in it.
 */
export function mergeCandles(period: SeriesPeriod, source: readonly RawCandle[], fromStart = false): RawCandle[] {
  const merged: RawCandle[] = [];
  const first = source[0];
  for (const candle of source) {
    const time = bucketStart(period, candle.time);
    if (first && time < first.time && !fromStart) continue;
    const last = merged[merged.length - 1];
    if (last?.time === time) {
      last.high = max(last.high, candle.high);
      last.low = min(last.low, candle.low);
      last.close = candle.close;
      last.volume += candle.volume;
    } else {
      merged.push({ ...candle, time });
    }
  }
  return merged;
}

/** The candles of one period, oldest first, the newest still forming. */
export class CandleSeries {
  private readonly candles: RawCandle[];

  constructor(
    readonly period: SeriesPeriod,
    candles: readonly RawCandle[],
    /** How many candles are kept; older ones are dropped as new ones open. */
    private readonly keep: number,
  ) {
    this.candles = candles.slice(-keep);
  }

  latest(): RawCandle | undefined {
    return this.candles[this.candles.length - 1];
  }

  /** A trade at `time`: extends the candle it falls in, or opens the next one. */
  add(time: number, price: number, volume: number): void {
    const bucket = bucketStart(this.period, time);
    const last = this.latest();
    // A clock that steps back still lands in the newest candle: history is never rewritten.
    if (last && bucket <= last.time) {
      last.high = max(last.high, price);
      last.low = min(last.low, price);
      last.close = price;
      last.volume += volume;
      return;
    }
    this.candles.push({ time: bucket, open: price, high: price, low: price, close: price, volume });
    if (this.candles.length > this.keep * 1.1) this.candles.splice(0, this.candles.length - this.keep);
  }

  /** Candles as their source has them (an exchange's): each replaces the one at its time, or joins in time order. */
  put(candles: readonly RawCandle[]): void {
    for (const candle of candles) {
      const at = firstAtOrAfter(this.candles, candle.time);
      if (this.candles[at]?.time === candle.time) this.candles[at] = { ...candle };
      else this.candles.splice(at, 0, { ...candle });
    }
    if (this.candles.length > this.keep * 1.1) this.candles.splice(0, this.candles.length - this.keep);
  }

  /** Up to `limit` candles that start before `before` (all when not given), oldest first. */
  page(before: number | undefined, limit: number): RawCandle[] {
    const end = before === undefined ? this.candles.length : firstAtOrAfter(this.candles, before);
    return this.candles.slice(max(0, end - limit), end);
  }

  /** The candles starting at or after `time`. */
  since(time: number): RawCandle[] {
    return this.candles.slice(firstAtOrAfter(this.candles, time));
  }
}
