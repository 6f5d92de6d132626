import { Agent } from 'node:http';
import type { Decimal } from '@h5/shared/contract';
import { isDecimal } from '@h5/shared/money';
import type { SeriesPeriod } from '../periods';
import type { ExchangeBook, ExchangeCandle, ExchangeSource, ExchangeTicker, ExchangeTrade } from './source';

export interface CcxtSourceOptions {
  /** ccxt's id of the exchange ("okx"); it must have websocket streams (ccxt's `pro`). */
  exchange: string;
  /** Where to reach it instead of its public endpoints (a replay server in tests). */
  restUrl?: string;
  wsUrl?: string;
  /** A dropped stream's reconnect: ccxt's own backoff (doubling, with jitter), from `firstMs` to `maxMs`. */
  backoff: { firstMs: number; maxMs: number };
}

/** ccxt's names for our candle periods. */
const TIMEFRAMES: Record<SeriesPeriod, string> = {
  '1min': '1m',
  '5min': '5m',
  '30min': '30m',
  '60min': '1h',
  '1day': '1d',
  '1week': '1w',
  '1mon': '1M',
};
const PERIOD_OF = new Map(Object.entries(TIMEFRAMES).map(([period, timeframe]) => [timeframe, period as SeriesPeriod]));

/**
 * Per exchange, what differs from ccxt's defaults: its bars whose day starts at 00:00 UTC, as
 * ours do, on its streams too (OKX's plain daily bars start at 00:00 Hong Kong time; ccxt asks
 * REST for UTC ones itself unless told the bars are already named so), only its spot markets,
 * and the book channel of its top levels (a snapshot each push, so no checksum to keep).
 */
const TUNING: Record<string, { timeframes?: Record<string, string>; options?: Record<string, unknown> }> = {
  okx: {
    timeframes: { '1d': '1Dutc', '1w': '1Wutc', '1M': '1Mutc' },
    options: { fetchMarkets: { types: ['spot'] }, fetchOHLCV: { timezone: 'HK' }, watchOrderBook: { depth: 'books5' } },
  },
};

/** A number ccxt still gives as a float (its books' levels) as plain decimal text, never "1e-7". */
const plain = (value: number): string => (/e/i.test(String(value)) ? value.toFixed(20).replace(/\.?0+$/, '') : String(value));

/** A figure ccxt gives as a decimal string (it is made with `number: String`). */
function decimal(value: unknown, what: string): Decimal {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? plain(value) : '';
  if (!isDecimal(text)) throw new Error(`exchange sent ${what} ${String(value)}, not a decimal`);
  return text;
}

const time = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Date.now());

/* The slice of ccxt's API this source calls (its own types say `number` where `number: String` gives strings). */
interface Ccxt {
  loadMarkets(): Promise<Record<string, { spot?: boolean; active?: boolean | undefined }>>;
  fetchOHLCV(symbol: string, timeframe: string, since?: number, limit?: number): Promise<unknown[][]>;
  fetchTickers(symbols: string[]): Promise<Record<string, Record<string, unknown>>>;
  watchTickers(symbols: string[]): Promise<Record<string, Record<string, unknown>>>;
  watchOHLCVForSymbols(streams: string[][]): Promise<Record<string, Record<string, unknown[][]>>>;
  watchOrderBookForSymbols(symbols: string[]): Promise<{ symbol: string; timestamp?: number; bids: unknown[][]; asks: unknown[][] }>;
  watchTradesForSymbols(symbols: string[]): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

function tickerOf(raw: Record<string, unknown>): ExchangeTicker {
  const symbol = String(raw.symbol);
  return {
    symbol,
    time: time(raw.timestamp),
    last: decimal(raw.last, `${symbol} last`),
    open: decimal(raw.open, `${symbol} open`),
    high: decimal(raw.high, `${symbol} high`),
    low: decimal(raw.low, `${symbol} low`),
    baseVolume: decimal(raw.baseVolume, `${symbol} volume`),
    quoteVolume: decimal(raw.quoteVolume, `${symbol} turnover`),
  };
}

const candleOf = ([start, open, high, low, close, volume]: unknown[]): ExchangeCandle => ({
  time: time(start),
  open: decimal(open, 'candle open'),
  high: decimal(high, 'candle high'),
  low: decimal(low, 'candle low'),
  close: decimal(close, 'candle close'),
  volume: decimal(volume, 'candle volume'),
});

const levels = (side: unknown[][]): Array<[Decimal, Decimal]> => side.map(([price, amount]) => [decimal(price, 'book price'), decimal(amount, 'book amount')]);

/** An exchange through ccxt, loaded only when a real feed is asked for (it is large). */
export async function createCcxtSource({ exchange, restUrl, wsUrl, backoff }: CcxtSourceOptions): Promise<ExchangeSource> {
  const ccxt = (await import('ccxt')).default;
  const streaming = ccxt.pro as unknown as Record<string, new (config: object) => Ccxt>;
  const Exchange = Object.hasOwn(streaming, exchange) ? streaming[exchange] : undefined;
  if (!Exchange) throw new Error(`MARKET_FEED=${exchange}: ccxt has no exchange with websocket streams of that id`);
  const tuning = TUNING[exchange] ?? {};
  const client = new Exchange({
    ...(tuning.timeframes ? { timeframes: tuning.timeframes } : {}),
    options: { ...tuning.options, ws: { backoff: { base: backoff.firstMs, max: backoff.maxMs } } },
    number: String,
    enableRateLimit: true,
    urls: { api: { ...(restUrl ? { rest: restUrl } : {}), ...(wsUrl ? { ws: wsUrl } : {}) } },
    // ccxt dials plain ws:// (a local endpoint) only through an agent it is given.
    ...(wsUrl?.startsWith('ws:') ? { httpAgent: new Agent() } : {}),
  });

  return {
    name: exchange,
    async symbols() {
      const markets = await client.loadMarkets();
      return new Set(Object.entries(markets).filter(([, market]) => market.spot && market.active !== false).map(([symbol]) => symbol));
    },
    async candles(symbol, period, since, limit) {
      return (await client.fetchOHLCV(symbol, TIMEFRAMES[period], since, limit)).map(candleOf);
    },
    async tickers(symbols) {
      return Object.values(await client.fetchTickers([...symbols])).map(tickerOf);
    },
    async nextTickers(symbols) {
      return Object.values(await client.watchTickers([...symbols])).map(tickerOf);
    },
    async nextCandles(streams) {
      const update = await client.watchOHLCVForSymbols(streams.map(([symbol, period]) => [symbol, TIMEFRAMES[period]]));
      const [symbol, byTimeframe] = Object.entries(update)[0] ?? [];
      const [timeframe, candles] = Object.entries(byTimeframe ?? {})[0] ?? [];
      const period = timeframe === undefined ? undefined : PERIOD_OF.get(timeframe);
      if (!symbol || !period || !candles) throw new Error('exchange sent a candle update of no stream asked for');
      return { symbol, period, candles: candles.map(candleOf) };
    },
    async nextBook(symbols): Promise<ExchangeBook> {
      const book = await client.watchOrderBookForSymbols([...symbols]);
      return { symbol: book.symbol, time: time(book.timestamp), bids: levels(book.bids), asks: levels(book.asks) };
    },
    async nextTrades(symbols): Promise<ExchangeTrade[]> {
      const trades = await client.watchTradesForSymbols([...symbols]);
      return trades.map((trade) => ({
        symbol: String(trade.symbol),
        time: time(trade.timestamp),
        price: decimal(trade.price, 'trade price'),
        amount: decimal(trade.amount, 'trade amount'),
        side: trade.side === 'sell' ? 'sell' : 'buy',
      }));
    },
    close: () => client.close(),
  };
}
