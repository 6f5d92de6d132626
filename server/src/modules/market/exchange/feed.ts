import type { FastifyBaseLogger } from 'fastify';
import type { Decimal, OrderBook, Ticker } from '@h5/shared/contract';
import { fixedTo, formatUnits, percentChange, roundTo, toUnits } from '@h5/shared/money';
import type { Clock } from '../../../lib/clock';
import { BOOK_LEVELS, DEALS_KEPT, type RawDeal } from '../depth';
import type { DrivenFeed, FeedTick } from '../feed';
import { symbolOf, type PairSpec } from '../pairs';
import { SERIES_PERIODS, type SeriesPeriod } from '../periods';
import { historyReads } from '../reads';
import { pairFields, TURNOVER_DECIMALS } from '../ticker';
import { CandleSeries, type RawCandle } from '../series';
import type { ExchangeCandle, ExchangeSource, ExchangeTicker } from './source';

/** Candles asked per period at start and per page when filling a gap. */
const PAGE = 300;
/** Pages asked at most per period to fill one gap (the rest of a longer outage is left unfilled). */
const GAP_PAGES = 10;
const KEEP = 3_000;

/**
 * A dropped stream's reconnect: the source dials again with its own backoff (ccxt's doubles from
 * `firstMs` to `maxMs`, with jitter); the feed pauses `firstMs` between tries of a failing stream.
 */
export interface Backoff {
  firstMs: number;
  maxMs: number;
}

export interface ExchangeFeedOptions {
  source: ExchangeSource;
  /** Our pairs the exchange quotes, each with its symbol there. */
  pairs: ReadonlyArray<{ pair: PairSpec; remote: string }>;
  clock: Clock;
  /** A pair not heard from for this long is delayed: nothing settles or fills on it. */
  staleMs: number;
  backoff: Backoff;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

interface PairState {
  pair: PairSpec;
  remote: string;
  series: Record<SeriesPeriod, CandleSeries>;
  /** The exchange's 24 h figures. */
  stats: ExchangeTicker;
  /**
   * The price everything settles on here: the stream's while publishing (its time is when the
   * exchange last said anything of the pair, so a quiet ticker on a busy book stays fresh), the
   * published one while mirroring.
   */
  last: FeedTick;
  book: OrderBook | null;
  /** Newest last. */
  deals: RawDeal[];
}

/** The exchange's figure in whole units of the pair: finer than the pair's places is cut. */
const unitsOf = (value: Decimal, places: number): number => toUnits(roundTo(value, places, 'down'), places);

const rawCandle = (candle: ExchangeCandle, pair: PairSpec): RawCandle => ({
  time: Math.floor(candle.time / 1000),
  open: unitsOf(candle.open, pair.priceDecimals),
  high: unitsOf(candle.high, pair.priceDecimals),
  low: unitsOf(candle.low, pair.priceDecimals),
  close: unitsOf(candle.close, pair.priceDecimals),
  volume: unitsOf(candle.volume, pair.amountDecimals),
});

/**
 * A market on a real exchange's prices, beside the simulator (combined.ts), whose ticks pace it.
 * Every process keeps its own streams (candles, book, trades, 24 h figures: what it shows); the
 * price things settle on is the publisher's, taken from
 * its ticker stream and published (modules/settlement/prices.ts), and a mirror's comes through
 * `mirror`. A pair the exchange has not been heard from for `staleMs`, or whose ticker stream is
 * down, is delayed: the publisher does not publish it, and nothing fills or settles on it.
 * Dropped streams come back with backoff, and the candles missed meanwhile are asked again.
 */
export async function createExchangeFeed(options: ExchangeFeedOptions): Promise<DrivenFeed> {
  const { source, clock, staleMs, backoff, log } = options;
  const states = new Map<string, PairState>();
  const byRemote = new Map<string, PairState>();
  const remotes = options.pairs.map(({ remote }) => remote);

  // What the exchange has now: 24 h figures and each period's latest candles.
  const tickers = new Map((await source.tickers(remotes)).map((ticker) => [ticker.symbol, ticker]));
  for (const { pair, remote } of options.pairs) {
    const stats = tickers.get(remote);
    if (!stats) throw new Error(`${source.name} sent no ticker for ${remote}`);
    const series = {} as Record<SeriesPeriod, CandleSeries>;
    for (const period of SERIES_PERIODS) {
      const candles = await source.candles(remote, period, undefined, PAGE);
      series[period] = new CandleSeries(period, candles.map((candle) => rawCandle(candle, pair)), KEEP);
    }
    const now = clock.now();
    const last = { time: now, units: unitsOf(stats.last, pair.priceDecimals), source: source.name, sourceTime: stats.time };
    const state: PairState = { pair, remote, series, stats, last, book: null, deals: [] };
    states.set(symbolOf(pair), state);
    byRemote.set(remote, state);
  }

  const listeners = new Set<() => void>();
  /** Streams down now, by name: a pair is delayed while its ticker stream is. */
  const down = new Set<string>();
  let publishing = false;
  let closed = false;
  let filling: Promise<void> | null = null;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const delayed = (state: PairState): boolean => clock.now() - state.last.time > staleMs || (publishing && down.has('tickers'));

  function tickerOf(state: PairState): Ticker {
    const { pair, stats, last } = state;
    const open = unitsOf(stats.open, pair.priceDecimals);
    return {
      ...pairFields(pair),
      price: formatUnits(last.units, pair.priceDecimals),
      open24h: formatUnits(open, pair.priceDecimals),
      high24h: fixedTo(stats.high, pair.priceDecimals, 'down'),
      low24h: fixedTo(stats.low, pair.priceDecimals, 'down'),
      volume24h: fixedTo(stats.baseVolume, pair.amountDecimals, 'down'),
      turnover24h: fixedTo(stats.quoteVolume, TURNOVER_DECIMALS, 'down'),
      change24h: percentChange(open, last.units),
      time: last.time,
      source: last.source,
      delayed: delayed(state),
    };
  }

  /** Keeps one stream running: each update applied, a drop retried, and the candles it missed asked for once it is back. */
  async function follow<T>(name: string, next: () => Promise<T>, apply: (update: T) => void): Promise<void> {
    while (!closed) {
      let update: T;
      try {
        update = await next();
      } catch (error) {
        if (closed) return;
        if (!down.has(name)) log.warn({ err: error, stream: name }, `market: ${source.name} ${name} stream dropped; retrying`);
        down.add(name);
        await new Promise((resolve) => setTimeout(resolve, backoff.firstMs).unref());
        continue;
      }
      apply(update);
      if (down.delete(name)) {
        log.info({ stream: name }, `market: ${source.name} ${name} stream back`);
        // Whichever stream is back first: the candle stream says nothing until a candle moves.
        filling ??= fillGaps()
          .catch((error: unknown) => log.warn({ err: error }, `market: filling the gap in ${source.name} candles failed`))
          .finally(() => {
            filling = null;
          });
      }
    }
  }

  /** The candles a drop missed, asked again from each period's newest one on. */
  async function fillGaps(): Promise<void> {
    for (const state of states.values()) {
      for (const period of SERIES_PERIODS) {
        for (let page = 0; page < GAP_PAGES; page++) {
          const since = state.series[period].latest()?.time;
          const candles = await source.candles(state.remote, period, since === undefined ? undefined : since * 1000, PAGE);
          state.series[period].put(candles.map((candle) => rawCandle(candle, state.pair)));
          if (candles.length < PAGE || candles.at(-1)?.time === (since ?? 0) * 1000) break;
        }
      }
    }
  }

  const heardFrom = (remote: string): PairState | undefined => {
    const state = byRemote.get(remote);
    if (state && publishing) state.last = { ...state.last, time: clock.now() };
    return state;
  };

  void follow('tickers', () => source.nextTickers(remotes), (update) => {
    for (const ticker of update) {
      const state = heardFrom(ticker.symbol);
      if (!state || ticker.time < state.stats.time) continue;
      state.stats = ticker;
      const units = unitsOf(ticker.last, state.pair.priceDecimals);
      for (const period of SERIES_PERIODS) state.series[period].add(Math.floor(ticker.time / 1000), units, 0);
      if (publishing) state.last = { ...state.last, units, sourceTime: ticker.time };
    }
  });
  void follow(
    'candles',
    () => source.nextCandles(remotes.flatMap((remote) => SERIES_PERIODS.map((period) => [remote, period] as const))),
    ({ symbol, period, candles }) => {
      const state = heardFrom(symbol);
      state?.series[period].put(candles.map((candle) => rawCandle(candle, state.pair)));
    },
  );
  void follow('book', () => source.nextBook(remotes), (book) => {
    const state = heardFrom(book.symbol);
    if (!state) return;
    const side = (levels: Array<[Decimal, Decimal]>) =>
      levels.slice(0, BOOK_LEVELS).map(([price, amount]): [Decimal, Decimal] => [fixedTo(price, state.pair.priceDecimals, 'down'), fixedTo(amount, state.pair.amountDecimals, 'down')]);
    state.book = { symbol: symbolOf(state.pair), bids: side(book.bids), asks: side(book.asks), time: book.time };
  });
  void follow('trades', () => source.nextTrades(remotes), (trades) => {
    for (const trade of trades) {
      const state = heardFrom(trade.symbol);
      if (!state) continue;
      state.deals.push({ time: trade.time, price: unitsOf(trade.price, state.pair.priceDecimals), lots: unitsOf(trade.amount, state.pair.amountDecimals), side: trade.side });
      if (state.deals.length > DEALS_KEPT * 2) state.deals.splice(0, state.deals.length - DEALS_KEPT);
    }
  });

  const refuseControl = (): never => {
    throw new Error(`prices of ${source.name} pairs come from ${source.name}`);
  };

  return {
    tickers: () => [...states.values()].map(tickerOf),
    ticker(symbol) {
      const state = states.get(symbol);
      return state && tickerOf(state);
    },
    ...historyReads(states),
    depth(symbol) {
      const state = states.get(symbol);
      return state ? (state.book ?? { symbol, bids: [], asks: [], time: state.last.time }) : undefined;
    },
    pair: (symbol) => states.get(symbol)?.pair,
    addPair: () => false,
    lastTick: (symbol) => states.get(symbol)?.last,
    delayed(symbol) {
      const state = states.get(symbol);
      return state !== undefined && delayed(state);
    },
    setNextPrice: refuseControl,
    tickNow: emit,
    mirror(_time, ticks) {
      for (const [symbol, tick] of ticks) {
        const state = states.get(symbol);
        if (state && tick.time > state.last.time) state.last = { ...state.last, time: tick.time, units: tick.units };
      }
      emit();
    },
    onTick(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Rounds are paced by the simulator beside it (combined.ts): publishing, it only takes its
    // streams' prices as the ones to publish.
    start() {
      publishing = true;
    },
    stop() {
      publishing = false;
    },
    async close() {
      closed = true;
      publishing = false;
      await source.close();
    },
  };
}
