/**
 * MA5, MA10 and MA30 drawn as one lightweight-charts custom series: one data item per bar
 * instead of one per bar in each of three line series, so 10 000 bars cost the chart a third of
 * the points (and of the garbage) for the averages. Each average is a 1-pixel polyline over the
 * visible bars, broken where it has no value yet.
 */
import {
  customSeriesDefaultOptions,
  type CustomData,
  type CustomSeriesOptions,
  type CustomSeriesPricePlotValues,
  type CustomSeriesWhitespaceData,
  type ICustomSeriesPaneRenderer,
  type ICustomSeriesPaneView,
  type PaneRendererCustomData,
  type PriceToCoordinateConverter,
  type Time,
} from '@h5/shared/chart';
import type { AveragesPoint } from './klineData';

/** A bar's averages as the custom series holds them (the same object as our AveragesPoint). */
export type AveragesBar = CustomData<Time> & Omit<AveragesPoint, 'time'>;

const KEYS = ['ma5', 'ma10', 'ma30'] as const;

export class AveragesView implements ICustomSeriesPaneView<Time, AveragesBar, CustomSeriesOptions> {
  private data: PaneRendererCustomData<Time, AveragesBar> | null = null;

  /** @param colors one per average, in MA_LENGTHS order */
  constructor(private readonly colors: readonly string[]) {}

  renderer(): ICustomSeriesPaneRenderer {
    return {
      draw: (target, priceToCoordinate) => {
        target.useBitmapCoordinateSpace(({ context, horizontalPixelRatio, verticalPixelRatio }) =>
          this.draw(context, horizontalPixelRatio, verticalPixelRatio, priceToCoordinate),
        );
      },
    };
  }

  update(data: PaneRendererCustomData<Time, AveragesBar>): void {
    this.data = data;
  }

  /** Lowest and highest average (for the price scale's range), then MA5 as the "current" value. */
  priceValueBuilder(bar: AveragesBar): CustomSeriesPricePlotValues {
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (const key of KEYS) {
      const value = bar[key];
      if (value < low) low = value;
      if (value > high) high = value;
    }
    return low === Number.POSITIVE_INFINITY ? [bar.ma5] : [low, high, bar.ma5];
  }

  isWhitespace(bar: AveragesBar | CustomSeriesWhitespaceData<Time>): bar is CustomSeriesWhitespaceData<Time> {
    return typeof (bar as Partial<AveragesBar>).ma5 !== 'number';
  }

  defaultOptions(): CustomSeriesOptions {
    return { ...customSeriesDefaultOptions, color: this.colors[0] ?? customSeriesDefaultOptions.color };
  }

  private draw(context: CanvasRenderingContext2D, xRatio: number, yRatio: number, toY: PriceToCoordinateConverter): void {
    const range = this.data?.visibleRange;
    const bars = this.data?.bars;
    if (!range || !bars) return;
    // One bar either side, so the lines run on to the edges.
    const from = Math.max(0, range.from - 1);
    const to = Math.min(bars.length, range.to + 1);
    context.lineWidth = Math.max(1, Math.floor(xRatio));
    context.lineJoin = 'round';
    KEYS.forEach((key, k) => {
      context.beginPath();
      context.strokeStyle = this.colors[k] ?? this.colors[0] ?? '#fff';
      let drawing = false;
      for (let i = from; i < to; i++) {
        const bar = bars[i];
        const value = bar?.originalData[key];
        const y = bar && value !== undefined && !Number.isNaN(value) ? toY(value) : null;
        if (!bar || y === null) {
          drawing = false;
          continue;
        }
        const x = bar.x * xRatio;
        if (drawing) context.lineTo(x, y * yRatio);
        else context.moveTo(x, y * yRatio);
        drawing = true;
      }
      context.stroke();
    });
  }
}
