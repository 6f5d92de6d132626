/**
 * Simple moving averages of closes, for drawing. Each average is the plain sum of its window
 * divided by its length (no running sum carried across 10 000 bars, so no drift), and the live
 * candle's average reuses the memoised sum of the window's older closes: only the newest close
 * changes from tick to tick.
 */

/** The moving averages on every chart. */
export const MA_LENGTHS = [5, 10, 30] as const;
export type MaLength = (typeof MA_LENGTHS)[number];

/** The mean of values[end - length + 1 .. end]; the window must lie inside `values`. */
function windowMean(values: ArrayLike<number>, end: number, length: number): number {
  let sum = 0;
  for (let i = end - length + 1; i <= end; i++) sum += values[i] as number;
  return sum / length;
}

/** The `length`-bar average at each index; NaN where fewer than `length` values lead up to it. */
export function movingAverage(values: ArrayLike<number>, length: number): Float64Array {
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`moving average length ${length}`);
  const out = new Float64Array(values.length).fill(Number.NaN);
  for (let end = length - 1; end < values.length; end++) out[end] = windowMean(values, end, length);
  return out;
}

/**
 * The average ending at the newest value, for the live candle: the sum of the `length - 1`
 * values before it is kept until a new candle begins, so a tick costs one addition.
 */
export class LiveAverage {
  private memoEnd = -1;
  private sumBefore = 0;

  constructor(readonly length: number) {}

  /** The average ending at `values[end]`, or null when fewer than `length` values lead up to it. */
  at(values: ArrayLike<number>, end: number): number | null {
    if (end < this.length - 1 || end >= values.length) return null;
    if (end !== this.memoEnd) {
      let sum = 0;
      for (let i = end - this.length + 1; i < end; i++) sum += values[i] as number;
      this.sumBefore = sum;
      this.memoEnd = end;
    }
    return (this.sumBefore + (values[end] as number)) / this.length;
  }

  /** Forgets the memo (the values before the newest changed: new data, older candles merged in). */
  reset(): void {
    this.memoEnd = -1;
  }
}
