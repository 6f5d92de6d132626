/**
 * Paging history in as the user scrolls back: a pure state machine deciding which `before` to
 * ask for next (the oldest candle's start, never the same one twice, one request at a time,
 * none once the server has answered with nothing), and the merge of a page into what the
 * chart holds.
 */
import type { Candle } from '@h5/shared/contract';

/** Candles asked for per page. */
export const CANDLES_PER_PAGE = 500;
/** A page is asked for once the first visible bar is closer than this to the oldest one. */
export const NEAR_START_BARS = 40;

export interface PagerState {
  /** Start (wire seconds) of the oldest candle held: the next page is asked `before` it. */
  readonly oldest: number | null;
  /** Every `before` asked so far; none is asked twice. */
  readonly asked: ReadonlySet<number>;
  /** The `before` of the request in flight. */
  readonly loading: number | null;
  /** The server answered a page with nothing: there is no older history. */
  readonly exhausted: boolean;
}

/** The pager over the candles the chart holds (after the first page, or after data is replaced). */
export function pagerOver(candles: readonly Candle[]): PagerState {
  const first = candles[0];
  return { oldest: first ? first.time : null, asked: new Set(), loading: null, exhausted: !first };
}

/**
 * The `before` to ask for now, or null: only when the first visible bar (a logical index, the
 * oldest bar being 0, negative in the empty space before it) is near the start.
 */
export function nextBefore(state: PagerState, firstVisible: number | null): number | null {
  if (state.exhausted || state.loading !== null || state.oldest === null) return null;
  if (firstVisible === null || firstVisible >= NEAR_START_BARS) return null;
  return state.asked.has(state.oldest) ? null : state.oldest;
}

/** A request for `before` has gone out. */
export const requested = (state: PagerState, before: number): PagerState => ({
  ...state,
  asked: new Set(state.asked).add(before),
  loading: before,
});

/** The page for `before` arrived: an empty one ends the history. */
export function received(state: PagerState, before: number, page: readonly Candle[]): PagerState {
  const loading = state.loading === before ? null : state.loading;
  const first = page[0];
  if (!first) return { ...state, loading, exhausted: true };
  const oldest = state.oldest === null ? first.time : Math.min(state.oldest, first.time);
  return { ...state, loading, oldest };
}

/** The request for `before` failed. It stays asked (never fetched twice); scrolling stops paging. */
export const failed = (state: PagerState, before: number): PagerState => ({
  ...state,
  loading: state.loading === before ? null : state.loading,
});

const isSorted = (candles: readonly Candle[]): boolean => {
  for (let i = 1; i < candles.length; i++) if ((candles[i] as Candle).time < (candles[i - 1] as Candle).time) return false;
  return true;
};

/**
 * `older` and `newer` as one list in time order, one candle per start time; where both hold a
 * start time, `newer`'s candle wins (it is the later word on it: a live update, or the page the
 * chart already shows).
 */
export function mergeCandles(older: readonly Candle[], newer: readonly Candle[]): Candle[] {
  const a = isSorted(older) ? older : [...older].sort((x, y) => x.time - y.time);
  const b = isSorted(newer) ? newer : [...newer].sort((x, y) => x.time - y.time);
  const out: Candle[] = [];
  const push = (candle: Candle) => {
    const last = out[out.length - 1];
    if (last && last.time === candle.time) out[out.length - 1] = candle;
    else out.push(candle);
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    // On equal times the older list's candle goes first, so the newer one replaces it.
    if (x && (!y || x.time <= y.time)) {
      push(x);
      i++;
    } else if (y) {
      push(y);
      j++;
    }
  }
  return out;
}
