/**
 * Amounts between the wire and the canvas. A chart draws numbers; every amount arrives as a
 * decimal string. The numbers only ever DRAW: what the user reads as text comes from the
 * strings, or, on the chart's own scale, back through `formatAmount` at the currency's places.
 */
import type { Decimal } from '@h5/shared/contract';
import { formatAmount } from '@h5/shared/format';

/** A point as the chart takes it: chart time in seconds and a number to draw. */
export interface ChartPoint {
  time: number;
  value: number;
}

/** A point as it comes: time in seconds and an amount (a decimal string). */
export interface ValuePoint {
  time: number;
  value: Decimal;
}

/** A decimal string as a number (NaN when it is none), for drawing only. */
export const drawn = (value: unknown): number => (typeof value === 'string' && value.length > 0 ? Number(value) : Number.NaN);

/**
 * The points to draw: each value a number, leaving out a point whose time or value is not a
 * number or whose time is not after the one before (the chart refuses the whole line for one).
 */
export function drawnPoints(points: readonly ValuePoint[]): ChartPoint[] {
  const out: ChartPoint[] = [];
  for (const point of points) {
    const value = drawn(point.value);
    const previous = out[out.length - 1];
    if (!Number.isFinite(point.time) || !Number.isFinite(value) || (previous && point.time <= previous.time)) continue;
    out.push({ time: point.time, value });
  }
  return out;
}

/** A price scale of amounts: steps of one unit at `decimals` places, labelled as `formatAmount` writes them. */
export function amountScale(decimals: number): { type: 'custom'; minMove: number; formatter: (price: number) => string } {
  return {
    type: 'custom',
    minMove: 10 ** -decimals,
    // The scale's numbers are already at the unit (minMove): toFixed only writes them out.
    formatter: (price) => formatAmount(price.toFixed(decimals), decimals),
  };
}
