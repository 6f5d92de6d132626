import type { ChartPeriod } from '@h5/shared/constants';
import { floor } from './math';

/** The periods candles are kept for; the time-share chart draws the 1-minute closes. */
export type SeriesPeriod = Exclude<ChartPeriod, 'timeshare'>;

export const SERIES_PERIODS: readonly SeriesPeriod[] = ['1min', '5min', '30min', '60min', '1day', '1week', '1mon'];

export const seriesOf = (period: ChartPeriod): SeriesPeriod => (period === 'timeshare' ? '1min' : period);

export const MINUTE = 60;
export const DAY = 86_400;

const FIXED_SECONDS: Record<Exclude<SeriesPeriod, '1week' | '1mon'>, number> = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '30min': 30 * MINUTE,
  '60min': 60 * MINUTE,
  '1day': DAY,
};

/** The start (seconds, UTC) of the candle `time` falls in: weeks start on Monday, months on the 1st. */
export function bucketStart(period: SeriesPeriod, time: number): number {
  if (period === '1mon') {
    const date = new Date(time * 1000);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
  }
  if (period === '1week') {
    const day = floor(time / DAY);
    const sinceMonday = (day + 3) % 7; // 1970-01-01 was a Thursday
    return (day - sinceMonday) * DAY;
  }
  const seconds = FIXED_SECONDS[period];
  return floor(time / seconds) * seconds;
}
