import type { Ticker } from '@h5/shared/contract';
import type { Clock } from '../../lib/clock';
import type { MarketFeed } from './feed';
import { generateHistory } from './history';
import { exp, max, round } from './math';
import { PAIRS, symbolOf, type PairSpec } from './pairs';
import { DAY, SERIES_PERIODS, seriesOf, type SeriesPeriod } from './periods';
import { seededRandom, seedFor, type Random } from './random';
import { CandleSeries, mergeCandles, type RawCandle } from './series';
import { tickerOf, toCandle } from './ticker';
import { toUnits } from './units';
import { PriceWalk } from './walk';

/** Candles kept per period: the generated history, with room to grow while the server runs. */
const KEEP: Record<SeriesPeriod, number> = {
  '1min': 10_000,
  '5min': 3_000,
  '30min': 1_500,
  '60min': 1_000,
  '1day': 4_000,
  '1week': 600,
  '1mon': 150,
};

/** Lots traded in one tick swing this much around the pair's average. */
const TICK_VOLUME_SPREAD = 1.2;

interface PairState {
  pair: PairSpec;
  walk: PriceWalk;
  random: Random;
  series: Record<SeriesPeriod, CandleSeries>;
}

export interface SimulatorOptions {
  clock: Clock;
  seed: number;
  tickMs: number;
  pairs?: readonly PairSpec[];
}

/** A seeded market: history generated at start, then one tick a `tickMs` that extends it. */
export function createSimulatedFeed({ clock, seed, tickMs, pairs = PAIRS }: SimulatorOptions): MarketFeed {
  let lastTick = clock.now();
  const states = new Map<string, PairState>();
  for (const pair of pairs) {
    const random = seededRandom(seedFor(seed, symbolOf(pair)));
    const walkFromToday = () => new PriceWalk(toUnits(pair.start, pair.priceDecimals), pair.dailyVolatility, random);
    const { days, halfHours, minutes } = generateHistory(pair, walkFromToday(), random, lastTick / 1000);
    // Each period is merged from the finest layers that cover it.
    const halfHourly = [...halfHours, ...mergeCandles('30min', minutes)];
    const daily = [...days, ...mergeCandles('1day', halfHourly)];
    const candles: Record<SeriesPeriod, RawCandle[]> = {
      '1min': minutes,
      '5min': mergeCandles('5min', minutes),
      '30min': halfHourly,
      '60min': mergeCandles('60min', halfHourly),
      '1day': daily,
      '1week': mergeCandles('1week', daily),
      '1mon': mergeCandles('1mon', daily),
    };
    const series = {} as Record<SeriesPeriod, CandleSeries>;
    for (const period of SERIES_PERIODS) series[period] = new CandleSeries(period, candles[period], KEEP[period]);
    // History was walked backwards; live ticks walk forwards from today's price.
    states.set(symbolOf(pair), { pair, walk: walkFromToday(), random, series });
  }

  const listeners = new Set<() => void>();
  let cachedTickers: Map<string, Ticker> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function tickers(): Map<string, Ticker> {
    cachedTickers ??= new Map(
      [...states].map(([symbol, state]) => [symbol, tickerOf(state.pair, state.series['1min'], lastTick)]),
    );
    return cachedTickers;
  }

  function tick(): void {
    const now = clock.now();
    const elapsed = max(0, now - lastTick) / 1000;
    lastTick = now;
    for (const { pair, walk, random, series } of states.values()) {
      walk.step(elapsed / DAY);
      const price = walk.price();
      const lots = (pair.dailyVolume * 10 ** pair.amountDecimals * elapsed) / DAY;
      const volume = round(lots * exp(TICK_VOLUME_SPREAD * (random() * 2 - 1)));
      for (const period of SERIES_PERIODS) series[period].add(now / 1000, price, volume);
    }
    cachedTickers = null;
    for (const listener of listeners) listener();
  }

  return {
    tickers: () => [...tickers().values()],
    ticker: (symbol) => tickers().get(symbol),
    candles(symbol, period, { before, limit }) {
      const state = states.get(symbol);
      return state?.series[seriesOf(period)].page(before, limit).map((candle) => toCandle(candle, state.pair));
    },
    latestCandle(symbol, period) {
      const state = states.get(symbol);
      const candle = state?.series[seriesOf(period)].latest();
      return state && candle ? toCandle(candle, state.pair) : undefined;
    },
    onTick(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      timer ??= setInterval(tick, tickMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
