import type { Candle, Deal, OrderBook, Ticker } from '@h5/shared/contract';
import type { ChartPeriod } from '@h5/shared/constants';
import type { PairSpec } from './pairs';

/**
 * Where market data comes from: the seeded simulator, a real exchange (exchange/feed.ts), or both
 * side by side, pair by pair (combined.ts). The routes and the socket read only this.
 */
export interface MarketFeed {
  tickers(): Ticker[];
  ticker(symbol: string): Ticker | undefined;
  /** Up to `limit` candles starting before `before` (seconds; all when not given), oldest first. */
  candles(symbol: string, period: ChartPeriod, page: { before?: number; limit: number }): Candle[] | undefined;
  /** The candle still forming: its close is the ticker's price. */
  latestCandle(symbol: string, period: ChartPeriod): Candle | undefined;
  /** Recent trades, newest first (time in milliseconds). */
  deals(symbol: string): Deal[] | undefined;
  /** The order book around the live price. */
  depth(symbol: string): OrderBook | undefined;
  /** Called after every tick; returns the unsubscribe. */
  onTick(listener: () => void): () => void;
  /** Ticks on its own from now on (the publishing process); `stop` ends that. */
  start(): void;
  stop(): void;
  /** Lets go of everything it holds (an exchange's connections): the server is stopping. */
  close(): Promise<void>;
}

/** The newest tick of a pair: when (ms, our clock) and at what price, in whole ticks of the pair. */
export interface FeedTick {
  time: number;
  units: number;
  /** Where the price came from: "simulator", or the exchange's id. */
  source: string;
  /** The source's own time of the price (ms): the exchange's timestamp, or `time`. */
  sourceTime: number;
}

/**
 * A feed the server itself drives, which settlement needs (modules/settlement/prices.ts): the
 * process that publishes the shared price ticks it (and may be told a price for a test); the
 * others mirror the published ticks into theirs, so every process shows the price it settles on.
 */
export interface DrivenFeed extends MarketFeed {
  pair(symbol: string): PairSpec | undefined;
  /** Lists a pair from now on (a new coin at launch), its walk starting at `pair.start`; false when already listed. */
  addPair(pair: PairSpec): boolean;
  lastTick(symbol: string): FeedTick | undefined;
  /** Whether the pair's price is too old to fill or settle on (its source stale or cut off). */
  delayed(symbol: string): boolean;
  /** The next own tick of `symbol` is exactly `units`; the walk goes on from there, or stays there while `hold`. */
  setNextPrice(symbol: string, units: number, hold?: boolean): void;
  /** Takes one own tick now (the timer of `start` does it every `tickMs`). */
  tickNow(): void;
  /** A round at `time` on ticks published elsewhere, each with its own time (missing pairs keep theirs). */
  mirror(time: number, ticks: ReadonlyMap<string, { time: number; units: number }>): void;
}
