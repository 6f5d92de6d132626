import type { Candle, Decimal } from '@h5/shared/contract';
import type { SeriesPeriod } from '../periods';

/**
 * What the market needs from a real exchange, in the exchange's own figures (decimal strings,
 * its symbols as `BASE/QUOTE`, times in milliseconds). ccxt implements it (`ccxt-source.ts`); the
 * feed (`feed.ts`) turns it into our pairs' units.
 */
export interface ExchangeSource {
  /** The exchange's id ("okx"): what every tick it gives records as its source. */
  readonly name: string;
  /** The spot symbols the exchange lists and trades now. */
  symbols(): Promise<Set<string>>;
  /** Up to `limit` candles of `period` from `since` (ms; the newest when not given), oldest first. */
  candles(symbol: string, period: SeriesPeriod, since: number | undefined, limit: number): Promise<ExchangeCandle[]>;
  /** The current tickers, asked once (the streams carry them after). */
  tickers(symbols: readonly string[]): Promise<ExchangeTicker[]>;
  /** Each `next*` resolves with the next update of its stream, and rejects when the stream drops. */
  nextTickers(symbols: readonly string[]): Promise<ExchangeTicker[]>;
  nextCandles(streams: ReadonlyArray<readonly [string, SeriesPeriod]>): Promise<{ symbol: string; period: SeriesPeriod; candles: ExchangeCandle[] }>;
  nextBook(symbols: readonly string[]): Promise<ExchangeBook>;
  nextTrades(symbols: readonly string[]): Promise<ExchangeTrade[]>;
  close(): Promise<void>;
}

export interface ExchangeTicker {
  symbol: string;
  /** The exchange's own time of the figures. */
  time: number;
  last: Decimal;
  /** 24 h figures, as the exchange computes them. */
  open: Decimal;
  high: Decimal;
  low: Decimal;
  baseVolume: Decimal;
  quoteVolume: Decimal;
}

/** A candle as ours are, but for its start: in milliseconds, as exchanges give it. */
export type ExchangeCandle = Omit<Candle, 'time'> & { time: number };

export interface ExchangeBook {
  symbol: string;
  time: number;
  /** [price, amount], best first. */
  bids: Array<[Decimal, Decimal]>;
  asks: Array<[Decimal, Decimal]>;
}

export interface ExchangeTrade {
  symbol: string;
  time: number;
  price: Decimal;
  amount: Decimal;
  side: 'buy' | 'sell';
}
