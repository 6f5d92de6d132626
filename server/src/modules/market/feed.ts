import type { Candle, Ticker } from '@h5/shared/contract';
import type { ChartPeriod } from '@h5/shared/constants';

/**
 * Where market data comes from. The simulator implements it today; a real exchange feed can
 * replace it without touching the routes or the socket.
 */
export interface MarketFeed {
  tickers(): Ticker[];
  ticker(symbol: string): Ticker | undefined;
  /** Up to `limit` candles starting before `before` (seconds; all when not given), oldest first. */
  candles(symbol: string, period: ChartPeriod, page: { before?: number; limit: number }): Candle[] | undefined;
  /** The candle still forming: its close is the ticker's price. */
  latestCandle(symbol: string, period: ChartPeriod): Candle | undefined;
  /** Called after every tick; returns the unsubscribe. */
  onTick(listener: () => void): () => void;
  start(): void;
  stop(): void;
}
