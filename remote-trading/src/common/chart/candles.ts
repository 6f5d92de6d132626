/**
 * Wire candles (decimal strings) to chart points (numbers), converted once per candle.
 *
 * The numbers only ever DRAW. Every figure the user reads as text (the legend's open, high,
 * low, close and volume, the header's price) comes from the wire strings, never from these
 * numbers, so no binary rounding reaches a figure on screen.
 */
import { drawn, type ChartPoint } from '@h5/shared/chart';
import type { ChartPeriod } from '@h5/shared/constants';
import type { Candle } from '@h5/shared/contract';

/** A candlestick as the chart takes it. `time` is chart time (see `timeShift`). */
export interface ChartBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** A volume column, coloured by the direction of its candle. */
export interface VolumePoint extends ChartPoint {
  color: string;
}

/** Candles of these periods start at a time of day; the others start at UTC midnight. */
export const isIntraday = (period: ChartPeriod): boolean => period === 'timeshare' || period.endsWith('min');

/**
 * Seconds added to a candle's start so the chart, which draws every time as UTC, shows the
 * phone's clock. Daily, weekly and monthly candles are UTC dates and stay as they are (shifting
 * them west of Greenwich would show the day before). One offset for the whole session: shifting
 * each candle by its own offset would fold or tear the axis at daylight-saving changes.
 */
export function timeShift(period: ChartPeriod, offsetMinutes: number = new Date().getTimezoneOffset()): number {
  return isIntraday(period) ? -offsetMinutes * 60 : 0;
}

/** The candle as a chart bar, or null when it is not a candle (a malformed socket message). */
export function toBar(candle: Candle, shift: number): ChartBar | null {
  if (!candle || typeof candle.time !== 'number' || !Number.isFinite(candle.time)) return null;
  const open = drawn(candle.open);
  const high = drawn(candle.high);
  const low = drawn(candle.low);
  const close = drawn(candle.close);
  if (!Number.isFinite(open) || !Number.isFinite(high) || !Number.isFinite(low) || !Number.isFinite(close)) return null;
  return { time: candle.time + shift, open, high, low, close };
}

/** The candle's volume for drawing; a volume that is not a number draws as nothing. */
export function toVolume(candle: Candle): number {
  const volume = drawn(candle.volume);
  return Number.isFinite(volume) ? volume : 0;
}

/** The volume columns' colours, by the direction of their candle (a flat one counts as up). */
export interface VolumeColors {
  up: string;
  down: string;
}
