import { coinName } from '@h5/shared/constants';
import type { Candle, Ticker } from '@h5/shared/contract';
import { formatUnits, percentChange, sumOfProducts } from '@h5/shared/money';
import { symbolOf, type PairSpec } from './pairs';
import { bucketStart, DAY, MINUTE } from './periods';
import { floor, max, min } from './math';
import type { CandleSeries, RawCandle } from './series';

/** A 24 h turnover is shown to the cent. */
export const TURNOVER_DECIMALS = 2;

/** What a ticker says of its pair, whatever feed made it. */
export const pairFields = (pair: PairSpec) => ({
  symbol: symbolOf(pair),
  base: pair.base,
  quote: pair.quote,
  name: pair.name ?? coinName(pair.base),
  listed_at: pair.listedAt,
  price_decimals: pair.priceDecimals,
  amount_decimals: pair.amountDecimals,
});

export function toCandle(candle: RawCandle, pair: PairSpec): Candle {
  return {
    time: candle.time,
    open: formatUnits(candle.open, pair.priceDecimals),
    high: formatUnits(candle.high, pair.priceDecimals),
    low: formatUnits(candle.low, pair.priceDecimals),
    close: formatUnits(candle.close, pair.priceDecimals),
    volume: formatUnits(candle.volume, pair.amountDecimals),
  };
}

/** The ticker at `timeMs`: 24 h figures from the same 1-minute candles the charts show (its source is the caller's to say). */
export function tickerOf(pair: PairSpec, minutes: CandleSeries, timeMs: number): Omit<Ticker, 'source' | 'delayed'> {
  const window = minutes.since(bucketStart('1min', floor(timeMs / 1000)) - DAY + MINUTE);
  const first = window[0];
  const last = window[window.length - 1];
  if (!first || !last) throw new Error(`no candles for ${pair.base}/${pair.quote}`);
  let high = first.high;
  let low = first.low;
  let volume = 0;
  for (const candle of window) {
    high = max(high, candle.high);
    low = min(low, candle.low);
    volume += candle.volume;
  }
  const turnover = sumOfProducts(window.map((candle) => [candle.close, candle.volume] as const));
  return {
    ...pairFields(pair),
    price: formatUnits(last.close, pair.priceDecimals),
    open24h: formatUnits(first.open, pair.priceDecimals),
    high24h: formatUnits(high, pair.priceDecimals),
    low24h: formatUnits(low, pair.priceDecimals),
    volume24h: formatUnits(volume, pair.amountDecimals),
    turnover24h: formatUnits(turnover, pair.priceDecimals + pair.amountDecimals, TURNOVER_DECIMALS),
    change24h: percentChange(first.open, last.close),
    time: timeMs,
  };
}
