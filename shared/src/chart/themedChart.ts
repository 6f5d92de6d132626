/**
 * A lightweight-charts chart as every chart here starts: the theme's colours, the page
 * language's month and day names, chart times read back as UTC (timeFormat.ts), no logo on the
 * canvas, and a phone's gestures. A chart adds its own series and options to it.
 */
import { ColorType, CrosshairMode, LineStyle, TickMarkType, createChart, type IChartApi, type Time } from 'lightweight-charts';
import type { ChartTheme } from './theme';
import { formatChartTime, formatTick, type TickWeight } from './timeFormat';

export interface ThemedChartOptions {
  /** A small chart (beside a form, in a card): a smaller type. */
  compact?: boolean;
  /** Times of day on the axis and the crosshair; dates only when false (see `showTimesOfDay`). */
  intraday?: boolean;
}

const TICK_WEIGHTS: Record<TickMarkType, TickWeight> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'time',
  [TickMarkType.TimeWithSeconds]: 'time',
};

export function createThemedChart(container: HTMLElement, theme: ChartTheme, locale: string, options: ThemedChartOptions = {}): IChartApi {
  const chart = createChart(container, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: theme.background },
      textColor: theme.text,
      fontSize: options.compact ? 10 : 11,
      fontFamily: theme.fontFamily,
      // No logo on the canvas (it sets inline styles, which the CSP refuses): the charts credit TradingView in text (ChartCredit).
      attributionLogo: false,
    },
    grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
    rightPriceScale: { borderColor: theme.border },
    timeScale: {
      borderColor: theme.border,
      secondsVisible: false,
      tickMarkFormatter: (time: Time, type: TickMarkType, tickLocale: string) => formatTick(time as number, TICK_WEIGHTS[type], tickLocale),
    },
    crosshair: {
      mode: CrosshairMode.Normal,
      vertLine: { color: theme.crosshair, style: LineStyle.Dashed, labelBackgroundColor: theme.crosshairLabel },
      horzLine: { color: theme.crosshair, style: LineStyle.Dashed, labelBackgroundColor: theme.crosshairLabel },
    },
    localization: { locale },
    // A vertical swipe on the chart scrolls the page (a phone's way down to what is below it); a horizontal one pans the chart.
    handleScroll: { vertTouchDrag: false },
  });
  showTimesOfDay(chart, options.intraday ?? true);
  return chart;
}

/** Whether the axis and the crosshair show times of day (intraday points) or dates only. */
export function showTimesOfDay(chart: IChartApi, intraday: boolean): void {
  chart.applyOptions({
    timeScale: { timeVisible: intraday },
    localization: { timeFormatter: (time: Time) => formatChartTime(time as number, intraday) },
  });
}

/** The language of month and day names on the time axis (a BCP 47 tag). */
export function setChartLocale(chart: IChartApi, locale: string): void {
  chart.applyOptions({ localization: { locale } });
}
