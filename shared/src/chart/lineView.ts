/**
 * The line chart's drawing: a line over its area on a themed chart. The one module of the
 * kernel's line chart that touches lightweight-charts: it draws on canvas, which jsdom lacks,
 * so tests replace it (`jest.mock('@h5/shared/chart/view', () => require('@h5/shared/testing/chart'))`).
 */
import { AreaSeries, type LineData, type Time } from 'lightweight-charts';
import { setChartLocale, createThemedChart } from './themedChart';
import { withAlpha, type ChartTheme } from './theme';
import { amountScale, type ChartPoint } from './values';

/** How the line looks: its colour, and the places of the amounts on its scale. */
export interface LineLook {
  color: string;
  decimals: number;
}

export interface LineView {
  /** Draws `points` (times ascending) as `look` says, all of them in view. */
  show(points: readonly ChartPoint[], look: LineLook): void;
  /** The language of month and day names on the time axis (a BCP 47 tag). */
  setLocale(locale: string): void;
  remove(): void;
}

export function createLineView(container: HTMLElement, theme: ChartTheme, locale: string): LineView {
  // Points a day apart: the axis and the crosshair show dates.
  const chart = createThemedChart(container, theme, locale, { compact: true, intraday: false });
  // The whole line fits the width: nothing lies past either end to pan to.
  chart.applyOptions({ rightPriceScale: { scaleMargins: { top: 0.12, bottom: 0.08 } }, timeScale: { fixLeftEdge: true, fixRightEdge: true } });
  const area = chart.addSeries(AreaSeries, { lineWidth: 2, priceLineVisible: false, crosshairMarkerRadius: 3 });
  return {
    show(points, { color, decimals }) {
      area.applyOptions({ lineColor: color, topColor: withAlpha(color, 0.25), bottomColor: withAlpha(color, 0), priceFormat: amountScale(decimals) });
      // Our points carry chart times in seconds: exactly the library's UTCTimestamp, under its nominal type.
      area.setData(points as unknown as LineData<Time>[]);
      chart.timeScale().fitContent();
    },
    setLocale(next) {
      setChartLocale(chart, next);
    },
    remove() {
      chart.remove();
    },
  };
}
