/**
 * A ticker's figures as the screens show them: decimal strings all the way, floored to the
 * pair's decimals (never shown as more than they are).
 */
import type { Ticker } from '@h5/shared/contract';
import { PLACEHOLDER, floorDecimal, formatAmount, formatCompact, groupThousands, trendOf } from '@h5/shared/format';
import { compareDecimal, isDecimal, subDecimal } from '@h5/shared/money';

/** From here on volumes read as 1.23M rather than a row of digits that would not fit. */
const COMPACT_FROM = '1000000';

export const formatPrice = (ticker: Ticker, value: string = ticker.price): string => formatAmount(value, ticker.price_decimals);

export interface SignedFigure {
  text: string;
  trend: ReturnType<typeof trendOf>;
}

/** Price minus the 24 h open, signed ("+830.11", "-12.50"), at the pair's price decimals. */
export function absoluteChange(ticker: Ticker | undefined): SignedFigure {
  if (!ticker || !isDecimal(ticker.price) || !isDecimal(ticker.open24h)) return { text: PLACEHOLDER, trend: 'flat' };
  const floored = floorDecimal(subDecimal(ticker.price, ticker.open24h), ticker.price_decimals);
  // Sign and colour from what is shown: a move floored to zero reads "0.00", neither up nor down.
  const trend = trendOf(floored);
  const shown = groupThousands(floored);
  return { text: trend === 'up' ? `+${shown}` : shown, trend };
}

/** A volume or turnover: exact up to a million, compact beyond. */
export function formatVolume(value: string, decimals: number): string {
  if (isDecimal(value) && compareDecimal(value, COMPACT_FROM) >= 0) return formatCompact(value);
  return formatAmount(value, decimals);
}

export interface TickerStatsText {
  high: string;
  low: string;
  /** In the base currency, at its amount decimals. */
  volume: string;
  /** In the quote currency, at the price decimals. */
  turnover: string;
}

export const tickerStats = (ticker: Ticker): TickerStatsText => ({
  high: formatPrice(ticker, ticker.high24h),
  low: formatPrice(ticker, ticker.low24h),
  volume: formatVolume(ticker.volume24h, ticker.amount_decimals),
  turnover: formatVolume(ticker.turnover24h, ticker.price_decimals),
});
