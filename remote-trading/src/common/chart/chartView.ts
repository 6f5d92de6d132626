/**
 * The chart itself: lightweight-charts (v5) drawing candles or the time-share line, volume
 * columns on their own scale along the bottom, and the moving averages (averagesView.ts). With
 * that one, the only module that touches the library (it draws on canvas, which jsdom lacks:
 * tests replace this module).
 */
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  HistogramSeries,
  LineStyle,
  TickMarkType,
  createChart,
  type CandlestickData,
  type HistogramData,
  type IPriceLine,
  type ISeriesApi,
  type LineData,
  type MouseEventParams,
  type SeriesType,
  type Time,
} from 'lightweight-charts';
import { AveragesView, type AveragesBar } from './averagesView';
import type { ChartBar, ChartPoint, VolumePoint } from './candles';
import type { AveragesPoint, LiveChange } from './klineData';
import type { ChartSink } from './klineSession';
import { withAlpha, type ChartTheme } from './theme';
import { formatCandleTime, formatTick, type TickWeight } from './timeFormat';

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

const TICK_WEIGHTS: Record<TickMarkType, TickWeight> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'time',
  [TickMarkType.TimeWithSeconds]: 'time',
};

export function createChartView(container: HTMLElement, theme: ChartTheme, locale: string, options: ChartViewOptions = {}): ChartView {
  const compact = options.compact ?? false;
  let intraday = true;
  let line = false;
  let levels: readonly ChartPriceLine[] = [];
  let drawnLevels: Array<{ series: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>; level: IPriceLine }> = [];

  const chart = createChart(container, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: theme.background },
      textColor: theme.text,
      fontSize: compact ? 10 : 11,
      fontFamily: theme.fontFamily,
      // No logo on the canvas (it sets inline styles, which the CSP refuses): the charts credit TradingView in text.
      attributionLogo: false,
    },
    grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
    rightPriceScale: { borderColor: theme.border, scaleMargins: compact ? { top: 0.12, bottom: 0.08 } : { top: 0.08, bottom: 0.24 } },
    timeScale: {
      borderColor: theme.border,
      rightOffset: 4,
      barSpacing: compact ? 5 : 7,
      // No scrolling into the void before the oldest bar: older pages arrive before it is reached.
      fixLeftEdge: true,
      timeVisible: true,
      secondsVisible: false,
      tickMarkFormatter: (time: Time, type: TickMarkType, tickLocale: string) => formatTick(time as number, TICK_WEIGHTS[type], tickLocale),
    },
    crosshair: {
      mode: CrosshairMode.Normal,
      vertLine: { color: theme.crosshair, style: LineStyle.Dashed, labelBackgroundColor: theme.crosshairLabel },
      horzLine: { color: theme.crosshair, style: LineStyle.Dashed, labelBackgroundColor: theme.crosshairLabel },
    },
    localization: { locale, timeFormatter: (time: Time) => formatCandleTime(time as number, intraday) },
    // A vertical swipe on the chart scrolls the page (a phone's way down to the form); a horizontal one pans the chart.
    handleScroll: { vertTouchDrag: false },
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
      intraday = mode.intraday;
      line = mode.line;
      for (const series of [volume, ...priced]) series.setData([]);
      candles.applyOptions({ visible: !line });
      closes.applyOptions({ visible: line });
      chart.timeScale().applyOptions({ timeVisible: intraday });
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
      chart.applyOptions({ localization: { locale: next } });
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
