/**
 * Stands in for `src/common/chart/chartView.ts` in jsdom, which has no canvas for
 * lightweight-charts to draw on: it records what the page asks the chart to show, and lets a
 * test scroll it and move its crosshair. Use with
 * `jest.mock('../../common/chart/chartView', () => require('../../../test/fakeChartView'))`.
 */
import type { ChartPriceLine, ChartView, ChartViewOptions } from '../src/common/chart/chartView';
import type { LiveChange, KlineData } from '../src/common/chart/klineData';
import type { KlineTheme } from '../src/common/chart/klineTheme';

export class FakeChartView implements ChartView {
  mode = { line: false, intraday: true };
  /** What the series hold: the data last handed over, with every live change since. */
  data: KlineData | null = null;
  shownBars = 0;
  freshSets = 0;
  updates: LiveChange[] = [];
  firstVisible: number | null = null;
  decimals: number | null = null;
  locale: string;
  removed = false;
  priceLines: readonly ChartPriceLine[] = [];
  private rangeHandlers = new Set<() => void>();
  private crosshairHandlers = new Set<(index: number | null) => void>();

  constructor(
    readonly theme: KlineTheme,
    locale: string,
    readonly options: ChartViewOptions = {},
  ) {
    this.locale = locale;
  }

  reset(mode: { line: boolean; intraday: boolean }): void {
    this.mode = mode;
    this.data = null;
    this.shownBars = 0;
    this.updates = [];
  }

  setData(data: KlineData, fresh: boolean): void {
    this.data = data;
    this.shownBars = data.length;
    if (fresh) this.freshSets += 1;
  }

  update(change: LiveChange): void {
    this.updates.push(change);
  }

  firstVisibleIndex(): number | null {
    return this.firstVisible;
  }

  setPriceDecimals(decimals: number): void {
    this.decimals = decimals;
  }

  setPriceLines(lines: readonly ChartPriceLine[]): void {
    this.priceLines = lines;
  }

  setLocale(locale: string): void {
    this.locale = locale;
  }

  onVisibleRangeChange(handler: () => void): () => void {
    this.rangeHandlers.add(handler);
    return () => this.rangeHandlers.delete(handler);
  }

  onCrosshair(handler: (index: number | null) => void): () => void {
    this.crosshairHandlers.add(handler);
    return () => this.crosshairHandlers.delete(handler);
  }

  remove(): void {
    this.removed = true;
  }

  /** The user scrolled so that bar `index` is the first visible. */
  scrollTo(index: number): void {
    this.firstVisible = index;
    this.rangeHandlers.forEach((handler) => handler());
  }

  /** The crosshair moved over bar `index` (null: it left). */
  hover(index: number | null): void {
    this.crosshairHandlers.forEach((handler) => handler(index));
  }
}

/** Every view created, newest last. */
export const views: FakeChartView[] = [];

export function createChartView(_container: HTMLElement, theme: KlineTheme, locale: string, options: ChartViewOptions = {}): FakeChartView {
  const view = new FakeChartView(theme, locale, options);
  views.push(view);
  return view;
}
