import { ceil, exp, floor, max, min, round } from './math';
import type { PairSpec } from './pairs';
import { DAY, MINUTE } from './periods';
import type { Random } from './random';
import type { RawCandle } from './series';
import type { PriceWalk } from './walk';

/** 1-minute candles back to midnight this many days ago: 500 five-minute candles need 42 h. */
const MINUTE_DAYS = 2;
/**
 * 30-minute candles further back to here: 500 hourly candles need 21 days, and the copy-trading
 * leads' strategies are replayed over 90 days of them (with two days before to read from).
 */
const HALF_HOUR_DAYS = 93;
/** Daily candles further back to the start of the month this many years ago: 500+ weeks, 120 months. */
const HISTORY_YEARS = 10;

const HALF_HOUR = 30 * MINUTE;
const YEAR = 365.25 * DAY;
/** Walk steps inside one candle, which make its high and low. */
const STEPS = { minute: 4, halfHour: 6, day: 8 };
const VOLUME_SPREAD = 0.6;

/** Three layers, each older and coarser than the one before, together ending at `now`. */
export interface History {
  days: RawCandle[];
  halfHours: RawCandle[];
  minutes: RawCandle[];
}

/**
 * Seeded history that ends exactly at today's price, walked backwards from now: the newest
 * 1-minute close is the pair's start price, and live ticks carry on from there.
 */
export function generateHistory(pair: PairSpec, walk: PriceWalk, random: Random, now: number): History {
  const lotsPerSecond = (pair.dailyVolume * 10 ** pair.amountDecimals) / DAY;
  const trendAt = (time: number) => (-pair.growthPerYear * (now - time)) / YEAR;

  /** One candle from `start` to `end`, walked backwards from its close. */
  const candleBefore = (start: number, end: number, steps: number): RawCandle => {
    const stepSeconds = (end - start) / steps;
    const close = walk.price(trendAt(end));
    let high = close;
    let low = close;
    let open = close;
    for (let step = 1; step <= steps; step++) {
      walk.step(stepSeconds / DAY);
      open = walk.price(trendAt(end - step * stepSeconds));
      high = max(high, open);
      low = min(low, open);
    }
    const volume = round(lotsPerSecond * (end - start) * exp(VOLUME_SPREAD * (random() * 2 - 1)));
    return { time: start, open, high, low, close, volume };
  };

  /**
   * The start of the candle holding the instant just before `to`. `to` is fractional: a candle
   * of the minute before would run past its own end into the first second of the next.
   */
  const lastStart = (to: number, seconds: number) => ceil(to / seconds) * seconds - seconds;

  /** Candles of `seconds` from `from` up to `to` (the newest one may end early, at `to`). */
  const layer = (seconds: number, from: number, to: number, steps: number): RawCandle[] => {
    const candles: RawCandle[] = [];
    for (let start = lastStart(to, seconds), end = to; start >= from; end = start, start -= seconds) {
      candles.push(candleBefore(start, end, steps));
    }
    return candles.reverse();
  };

  const today = floor(now / DAY) * DAY;
  // A coin first traded here starts at its listing; the newest minute is always kept (today's price).
  const since = pair.historyFromListing ? pair.listedAt / 1000 : -Infinity;
  const minutesFrom = min(max(today - MINUTE_DAYS * DAY, since), lastStart(now, MINUTE));
  const halfHoursFrom = max(today - HALF_HOUR_DAYS * DAY, since);
  const oldest = new Date((today - HALF_HOUR_DAYS * DAY) * 1000);
  const daysFrom = max(Date.UTC(oldest.getUTCFullYear() - HISTORY_YEARS, oldest.getUTCMonth(), 1) / 1000, since);
  const minutes = layer(MINUTE, minutesFrom, now, STEPS.minute);
  const halfHours = layer(HALF_HOUR, halfHoursFrom, minutesFrom, STEPS.halfHour);
  const days = layer(DAY, daysFrom, min(halfHoursFrom, minutesFrom), STEPS.day);
  return { days, halfHours, minutes };
}
