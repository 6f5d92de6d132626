/**
 * What one chart (a pair and a period) holds: the wire candles, their prices and volumes
 * converted once to numbers (flat arrays, no object per bar: 10 000 bars stay cheap for the
 * garbage collector) and the moving averages. The chart's series are built from these when
 * they are handed over and not kept; a live tick converts one candle and recomputes only the
 * newest point of each average.
 */
import type { ChartPoint } from '@h5/shared/chart';
import type { Candle } from '@h5/shared/contract';
import { toBar, toVolume, type ChartBar, type VolumeColors, type VolumePoint } from './candles';
import { mergeCandles } from './historyPager';
import { LiveAverage, MA_LENGTHS, movingAverage } from './movingAverage';

/** The moving averages at one bar, drawn together as one series; NaN where too few bars lead up to it. */
export interface AveragesPoint {
  time: number;
  ma5: number;
  ma10: number;
  ma30: number;
}

/** What a live candle changed: the newest point of every series. */
export interface LiveChange {
  /** `update`: the newest candle moved; `append`: a new candle began. */
  kind: 'update' | 'append';
  index: number;
  bar: ChartBar;
  volume: VolumePoint;
  line: ChartPoint;
  /** The newest averages; null while there are too few bars for even the shortest. */
  averages: AveragesPoint | null;
}

/** Every series of the chart, as the library takes them. */
export interface ChartSeries {
  /** Candlesticks (empty for a time-share chart). */
  bars: ChartBar[];
  volumes: VolumePoint[];
  /** The time-share line (empty for a candlestick chart). */
  line: ChartPoint[];
  /** The averages from the first bar the shortest covers on. */
  averages: AveragesPoint[];
}

/** The shortest average's length: the averages series starts at its first bar. */
const FIRST_AVERAGE = MA_LENGTHS[0] - 1;

export class KlineData {
  /** The wire candles, oldest first: the text every figure on screen is taken from. */
  candles: Candle[] = [];
  // Chart times and prices, index for index with `candles`.
  private times: number[] = [];
  private opens: number[] = [];
  private highs: number[] = [];
  private lows: number[] = [];
  private closes: number[] = [];
  private volumes: number[] = [];
  /** Per MA length, the average at each index (NaN where too few bars lead up to it). */
  private averages: number[][] = MA_LENGTHS.map(() => []);
  private readonly live = MA_LENGTHS.map((length) => new LiveAverage(length));

  /**
   * @param shift seconds added to wire times for the chart (see `timeShift`)
   * @param colors the volume columns' colours
   * @param line a time-share chart (a line of closes instead of candlesticks)
   */
  constructor(
    readonly shift: number,
    private readonly colors: VolumeColors,
    readonly line = false,
  ) {}

  get length(): number {
    return this.candles.length;
  }

  /** Replaces everything with `candles` (time order, one per start time; malformed ones dropped). */
  replace(candles: readonly Candle[]): void {
    const kept: Candle[] = [];
    const times: number[] = [];
    const opens: number[] = [];
    const highs: number[] = [];
    const lows: number[] = [];
    const closes: number[] = [];
    const volumes: number[] = [];
    let lastTime = Number.NEGATIVE_INFINITY;
    for (const candle of candles) {
      const bar = toBar(candle, this.shift);
      if (!bar || bar.time <= lastTime) continue;
      lastTime = bar.time;
      kept.push(candle);
      times.push(bar.time);
      opens.push(bar.open);
      highs.push(bar.high);
      lows.push(bar.low);
      closes.push(bar.close);
      volumes.push(toVolume(candle));
    }
    this.candles = kept;
    this.times = times;
    this.opens = opens;
    this.highs = highs;
    this.lows = lows;
    this.closes = closes;
    this.volumes = volumes;
    this.averages = MA_LENGTHS.map((length) => Array.from(movingAverage(closes, length)));
    this.live.forEach((average) => average.reset());
  }

  /** Merges a page of older candles in front; returns how many bars it added. */
  prepend(older: readonly Candle[]): number {
    const before = this.length;
    if (older.length > 0) this.replace(mergeCandles(older, this.candles));
    return this.length - before;
  }

  /**
   * A candle from the socket: the same start as the newest extends it, a later start begins a
   * new one, an older start (a late message) is dropped, as is anything malformed.
   */
  apply(candle: Candle): LiveChange | null {
    const bar = toBar(candle, this.shift);
    if (!bar) return null;
    const last = this.length - 1;
    let kind: LiveChange['kind'];
    if (last >= 0 && bar.time === this.times[last]) kind = 'update';
    else if (last < 0 || bar.time > (this.times[last] as number)) kind = 'append';
    else return null;

    const index = kind === 'update' ? last : last + 1;
    const volume = toVolume(candle);
    this.candles[index] = candle;
    this.times[index] = bar.time;
    this.opens[index] = bar.open;
    this.highs[index] = bar.high;
    this.lows[index] = bar.low;
    this.closes[index] = bar.close;
    this.volumes[index] = volume;
    MA_LENGTHS.forEach((_, k) => {
      (this.averages[k] as number[])[index] = (this.live[k] as LiveAverage).at(this.closes, index) ?? Number.NaN;
    });
    return {
      kind,
      index,
      bar,
      volume: this.volumePoint(index),
      line: { time: bar.time, value: bar.close },
      averages: index >= FIRST_AVERAGE ? this.averagesPoint(index) : null,
    };
  }

  /** Bar `index`'s start on the chart's clock. */
  chartTime(index: number): number | undefined {
    return this.times[index];
  }

  /** The averages at bar `index` (in MA_LENGTHS order), null where too few bars lead up to it. */
  maAt(index: number): Array<number | null> {
    return this.averages.map((values) => {
      const value = values[index];
      return value === undefined || Number.isNaN(value) ? null : value;
    });
  }

  /** Every series, built for handing to the chart (which keeps its own copy). */
  series(): ChartSeries {
    const { times, opens, highs, lows, closes } = this;
    const count = this.length;
    const bars: ChartBar[] = [];
    const line: ChartPoint[] = [];
    const volumes: VolumePoint[] = [];
    for (let i = 0; i < count; i++) {
      const time = times[i] as number;
      if (this.line) line.push({ time, value: closes[i] as number });
      else bars.push({ time, open: opens[i] as number, high: highs[i] as number, low: lows[i] as number, close: closes[i] as number });
      volumes.push(this.volumePoint(i));
    }
    const averages: AveragesPoint[] = [];
    for (let i = FIRST_AVERAGE; i < count; i++) averages.push(this.averagesPoint(i));
    return { bars, volumes, line, averages };
  }

  private averagesPoint(index: number): AveragesPoint {
    const [ma5, ma10, ma30] = this.averages as [number[], number[], number[]];
    return { time: this.times[index] as number, ma5: ma5[index] as number, ma10: ma10[index] as number, ma30: ma30[index] as number };
  }

  private volumePoint(index: number): VolumePoint {
    const falling = (this.closes[index] as number) < (this.opens[index] as number);
    return { time: this.times[index] as number, value: this.volumes[index] as number, color: falling ? this.colors.down : this.colors.up };
  }
}
