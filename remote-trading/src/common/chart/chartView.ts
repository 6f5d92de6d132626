/**
 * The k-line chart: the kernel's themed chart drawing candles or the time-share line, volume
 * columns on their own scale along the bottom, and the moving averages (averagesView.ts). With
 * that one, the only module of this remote that draws with the library (on canvas, which jsdom
 * lacks: tests replace this module).
 */
import {
  AreaSeries,
  CandlestickSeries,
  HistogramSeries,
  LineStyle,
  createThemedChart,
  setChartLocale,
  showTimesOfDay,
  withAlpha,
  type CandlestickData,
  type ChartPoint,
  type HistogramData,
  type IPriceLine,
  type ISeriesApi,
  type LineData,
  type MouseEventParams,
  type SeriesType,
  type Time,
} from '@h5/shared/chart';
import { AveragesView, type AveragesBar } from './averagesView';
import type { ChartBar, VolumePoint } from './candles';
import type { AveragesPoint, LiveChange } from './klineData';
import type { ChartSink } from './klineSession';
import type { KlineTheme } from './klineTheme';

/** A level drawn across the chart, labelled on the price scale (an option's purchase price). */
export interface ChartPriceLine {
  price: number;
  title: string;
  color: string;
}

export interface ChartViewOptions {
  /**
   * A small chart beside a trading form: prices only (candles or the line), no volume columns
   * or averages, a smaller type.
   */
  compact?: boolean;
}

export interface ChartView extends ChartSink {
  /** Replaces the levels drawn across the chart. */
  setPriceLines(lines: readonly ChartPriceLine[]): void;
  /** Prices on the scale and crosshair at the pair's decimals. */
  setPriceDecimals(decimals: number): void;
  /** The language of month names on the time axis (a BCP 47 tag). */
  setLocale(locale: string): void;
  onVisibleRangeChange(handler: () => void): () => void;
  /** The bar under the crosshair (a logical index), or null when it leaves the bars. */
  onCrosshair(handler: (index: number | null) => void): () => void;
  remove(): void;
}

/** The volume columns' scale: the bottom fifth of the chart. */
const VOLUME_SCALE = 'volume';

// Our points carry chart times in seconds: exactly the library's UTCTimestamp, under its nominal type.
const bars = (data: ChartBar[]) => data as unknown as CandlestickData<Time>[];
const points = (data: ChartPoint[]) => data as unknown as LineData<Time>[];
const columns = (data: VolumePoint[]) => data as unknown as HistogramData<Time>[];
const averageBars = (data: AveragesPoint[]) => data as unknown as AveragesBar[];
const bar = (item: ChartBar) => item as unknown as CandlestickData<Time>;
const averageBar = (item: AveragesPoint) => item as unknown as AveragesBar;
const point = (item: ChartPoint) => item as unknown as LineData<Time>;
const column = (item: VolumePoint) => item as unknown as HistogramData<Time>;

export function createChartView(container: HTMLElement, theme: KlineTheme, locale: string, options: ChartViewOptions = {}): ChartView {
  const compact = options.compact ?? false;
  let line = false;
  let levels: readonly ChartPriceLine[] = [];
  let drawnLevels: Array<{ series: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>; level: IPriceLine }> = [];

  const chart = createThemedChart(container, theme, locale, { compact });
  chart.applyOptions({
    rightPriceScale: { scaleMargins: compact ? { top: 0.12, bottom: 0.08 } : { top: 0.08, bottom: 0.24 } },
    timeScale: {
      rightOffset: 4,
      barSpacing: compact ? 5 : 7,
      // No scrolling into the void before the oldest bar: older pages arrive before it is reached.
      fixLeftEdge: true,
    },
  });

  // Added first, drawn first: the columns sit behind the prices.
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: VOLUME_SCALE,
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
    visible: !compact,
  });
  chart.priceScale(VOLUME_SCALE).applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });

  const candles = chart.addSeries(CandlestickSeries, {
    upColor: theme.up,
    downColor: theme.down,
    wickUpColor: theme.up,
    wickDownColor: theme.down,
    borderVisible: false,
    priceLineStyle: LineStyle.Dotted,
  });
  const closes = chart.addSeries(AreaSeries, {
    lineColor: theme.line,
    lineWidth: 1,
    topColor: withAlpha(theme.line, 0.25),
    bottomColor: withAlpha(theme.line, 0),
    priceLineStyle: LineStyle.Dotted,
    crosshairMarkerRadius: 3,
    visible: false,
  });
  const averages = chart.addCustomSeries(new AveragesView(theme.ma), { priceLineVisible: false, lastValueVisible: false, visible: !compact });
  const priced: Array<ISeriesApi<SeriesType>> = [candles, closes, averages];

  // Levels belong to the series on show: drawn again on it when the mode switches.
  const drawLevels = () => {
    for (const { series, level } of drawnLevels) series.removePriceLine(level);
    const series = line ? closes : candles;
    drawnLevels = levels.map(({ price, title, color }) => ({
      series,
      level: series.createPriceLine({ price, title, color, lineWidth: 1, lineStyle: LineStyle.Dashed, axisLabelVisible: true }),
    }));
  };

  return {
    reset(mode) {
      line = mode.line;
      for (const series of [volume, ...priced]) series.setData([]);
      candles.applyOptions({ visible: !line });
      closes.applyOptions({ visible: line });
      showTimesOfDay(chart, mode.intraday);
      chart.clearCrosshairPosition();
      drawLevels();
    },
    setPriceLines(next) {
      levels = next;
      drawLevels();
    },
    setData(data, fresh) {
      // Fresh data replaces everything: emptying every series first lets the library build its
      // time axis once, not once per series.
      if (fresh) for (const series of [volume, ...priced]) series.setData([]);
      const series = data.series();
      volume.setData(columns(series.volumes));
      if (line) closes.setData(points(series.line));
      else candles.setData(bars(series.bars));
      averages.setData(averageBars(series.averages));
      // A new pair or period starts at the newest candles, at the default zoom. Older pages
      // merged in front leave the view alone: the library keeps it anchored to the newest bar.
      if (fresh) chart.timeScale().resetTimeScale();
    },
    update(change: LiveChange) {
      volume.update(column(change.volume));
      if (line) closes.update(point(change.line));
      else candles.update(bar(change.bar));
      if (change.averages) averages.update(averageBar(change.averages));
    },
    firstVisibleIndex() {
      return chart.timeScale().getVisibleLogicalRange()?.from ?? null;
    },
    setPriceDecimals(decimals) {
      const priceFormat = { type: 'price' as const, precision: decimals, minMove: 10 ** -decimals };
      for (const series of priced) series.applyOptions({ priceFormat });
    },
    setLocale(next) {
      setChartLocale(chart, next);
    },
    onVisibleRangeChange(handler) {
      chart.timeScale().subscribeVisibleLogicalRangeChange(handler);
      return () => chart.timeScale().unsubscribeVisibleLogicalRangeChange(handler);
    },
    onCrosshair(handler) {
      const listener = (param: MouseEventParams<Time>) =>
        handler(param.point && param.time !== undefined && param.logical !== undefined ? param.logical : null);
      chart.subscribeCrosshairMove(listener);
      return () => chart.unsubscribeCrosshairMove(listener);
    },
    remove() {
      chart.remove();
    },
  };
}
