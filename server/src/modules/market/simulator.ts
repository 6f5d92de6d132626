import type { Ticker } from '@h5/shared/contract';
import { toUnits } from '@h5/shared/money';
import type { Clock } from '../../lib/clock';
import { dealsOfTick, DEALS_KEPT, syntheticBook, type RawDeal } from './depth';
import type { DrivenFeed } from './feed';
import { generateHistory } from './history';
import { exp, max, min, round } from './math';
import { PAIRS, symbolOf, type PairSpec } from './pairs';
import { DAY, MINUTE, SERIES_PERIODS, type SeriesPeriod } from './periods';
import { seededRandom, seedFor, type Random } from './random';
import { historyReads } from './reads';
import { CandleSeries, mergeCandles, type RawCandle } from './series';
import { tickerOf } from './ticker';
import { PriceWalk } from './walk';

/** Candles kept per period: the generated history, with room to grow while the server runs. */
const KEEP: Record<SeriesPeriod, number> = {
  '1min': 10_000,
  '5min': 3_000,
  '30min': 4_800,
  '60min': 1_000,
  '1day': 4_000,
  '1week': 600,
  '1mon': 150,
};

/** What the simulator's ticks record as their source. */
export const SOURCE = 'simulator';

/** Lots traded in one tick swing this much around the pair's average. */
const TICK_VOLUME_SPREAD = 1.2;

interface PairState {
  pair: PairSpec;
  walk: PriceWalk;
  random: Random;
  series: Record<SeriesPeriod, CandleSeries>;
  /** Draws for the trades list only, so it never changes the walk's own draws. */
  dealRandom: Random;
  /** Newest last. */
  deals: RawDeal[];
  /** What the next own tick must be (a controlled price), if anything. */
  nextPrice: number | null;
  /** A controlled price that stays until the next one is set (the walk does not step meanwhile). */
  held: boolean;
}

export interface SimulatorOptions {
  clock: Clock;
  seed: number;
  tickMs: number;
  /** The pairs it walks (all of ours by default; those a real exchange does not quote, beside one). */
  pairs?: readonly PairSpec[];
}

/** Trades for the list before the first live tick: the last trade of each of the latest minutes. */
function dealsBefore(minutes: readonly RawCandle[], now: number): RawDeal[] {
  return minutes.slice(-DEALS_KEPT).map((candle) => ({
    time: min(now, (candle.time + MINUTE) * 1000 - 1),
    price: candle.close,
    lots: max(1, round(candle.volume / MINUTE)),
    side: candle.close >= candle.open ? 'buy' : 'sell',
  }));
}

/** A seeded market: history generated at start, then one tick a `tickMs` that extends it. */
export function createSimulatedFeed({ clock, seed, tickMs, pairs = PAIRS }: SimulatorOptions): DrivenFeed {
  let lastTick = clock.now();
  const states = new Map<string, PairState>();
  /** A pair's history generated up to the last tick, and its walk on from `pair.start`. */
  function addState(pair: PairSpec): void {
    const random = seededRandom(seedFor(seed, symbolOf(pair)));
    const walkFromToday = () => new PriceWalk(toUnits(pair.start, pair.priceDecimals), pair.dailyVolatility, random);
    const { days, halfHours, minutes } = generateHistory(pair, walkFromToday(), random, lastTick / 1000);
    // Each period is merged from the finest layers that cover it; a coin first traded here keeps
    // the first candle of each, the one its listing falls in.
    const merge = (period: SeriesPeriod, source: readonly RawCandle[]) => mergeCandles(period, source, pair.historyFromListing);
    const halfHourly = [...halfHours, ...merge('30min', minutes)];
    const daily = [...days, ...merge('1day', halfHourly)];
    const candles: Record<SeriesPeriod, RawCandle[]> = {
      '1min': minutes,
      '5min': merge('5min', minutes),
      '30min': halfHourly,
      '60min': merge('60min', halfHourly),
      '1day': daily,
      '1week': merge('1week', daily),
      '1mon': merge('1mon', daily),
    };
    const series = {} as Record<SeriesPeriod, CandleSeries>;
    for (const period of SERIES_PERIODS) series[period] = new CandleSeries(period, candles[period], KEEP[period]);
    // History was walked backwards; live ticks walk forwards from today's price.
    const dealRandom = seededRandom(seedFor(seed, `${symbolOf(pair)}:deals`));
    states.set(symbolOf(pair), { pair, walk: walkFromToday(), random, series, dealRandom, deals: dealsBefore(minutes, lastTick), nextPrice: null, held: false });
  }
  for (const pair of pairs) addState(pair);

  const listeners = new Set<() => void>();
  let cachedTickers: Map<string, Ticker> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function tickers(): Map<string, Ticker> {
    cachedTickers ??= new Map(
      [...states].map(([symbol, state]) => [symbol, { ...tickerOf(state.pair, state.series['1min'], lastTick), source: SOURCE, delayed: false }]),
    );
    return cachedTickers;
  }

  /** One tick at `now`: each pair's price from `priceOf` (the walk, a controlled price, or a mirrored one). */
  function advance(now: number, priceOf: (state: PairState, elapsedDays: number) => number): void {
    const elapsedMs = max(0, now - lastTick);
    const elapsed = elapsedMs / 1000;
    lastTick = now;
    for (const state of states.values()) {
      const { pair, random, series } = state;
      const previous = series['1min'].latest()?.close ?? 0;
      const price = priceOf(state, elapsed / DAY);
      const lots = (pair.dailyVolume * 10 ** pair.amountDecimals * elapsed) / DAY;
      const volume = round(lots * exp(TICK_VOLUME_SPREAD * (random() * 2 - 1)));
      for (const period of SERIES_PERIODS) series[period].add(now / 1000, price, volume);
      const lastSide = state.deals[state.deals.length - 1]?.side ?? 'buy';
      state.deals.push(...dealsOfTick(state.dealRandom, { time: now, price, previous, lots: volume, lastSide, elapsedMs }));
      if (state.deals.length > DEALS_KEPT * 2) state.deals.splice(0, state.deals.length - DEALS_KEPT);
    }
    cachedTickers = null;
    for (const listener of listeners) listener();
  }

  /** The walk's next price, or the controlled one asked for (the walk then goes on from it, unless it is held). */
  const ownPrice = (state: PairState, elapsedDays: number): number => {
    if (state.nextPrice !== null) {
      const price = state.nextPrice;
      state.nextPrice = null;
      state.walk.moveTo(price);
      return price;
    }
    if (!state.held) state.walk.step(elapsedDays);
    return state.walk.price();
  };

  const tick = () => advance(clock.now(), ownPrice);

  function stop(): void {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return {
    tickers: () => [...tickers().values()],
    ticker: (symbol) => tickers().get(symbol),
    ...historyReads(states),
    depth(symbol) {
      const state = states.get(symbol);
      const price = state?.series['1min'].latest()?.close;
      return state && price !== undefined ? syntheticBook(state.pair, seed, price, lastTick) : undefined;
    },
    pair: (symbol) => states.get(symbol)?.pair,
    addPair(pair) {
      if (states.has(symbolOf(pair))) return false;
      addState(pair);
      cachedTickers = null;
      return true;
    },
    lastTick(symbol) {
      const price = states.get(symbol)?.series['1min'].latest()?.close;
      return price === undefined ? undefined : { time: lastTick, units: price, source: SOURCE, sourceTime: lastTick };
    },
    // Its own ticks are made on time: never late.
    delayed: () => false,
    setNextPrice(symbol, units, hold = false) {
      const state = states.get(symbol);
      if (!state) return;
      state.nextPrice = max(1, units);
      state.held = hold;
    },
    tickNow: tick,
    mirror(time, ticks) {
      advance(time, (state) => {
        const price = ticks.get(symbolOf(state.pair))?.units ?? state.series['1min'].latest()?.close ?? 1;
        state.walk.moveTo(price);
        return price;
      });
    },
    onTick(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      timer ??= setInterval(tick, tickMs);
      timer.unref();
    },
    stop,
    async close() {
      stop();
    },
  };
}
