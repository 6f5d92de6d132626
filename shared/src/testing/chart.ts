/**
 * Stands in for the kernel line chart's drawing (`@h5/shared/chart/view`) in jsdom, which has
 * no canvas for lightweight-charts: it records what the chart was asked to show. Use with
 * `jest.mock('@h5/shared/chart/view', () => require('@h5/shared/testing/chart'))`.
 */
import type { ChartPoint, ChartTheme, LineLook, LineView } from '@h5/shared/chart';

export class FakeLineView implements LineView {
  /** The points and look last shown (null before the first). */
  shown: { points: readonly ChartPoint[]; look: LineLook } | null = null;
  removed = false;

  constructor(
    readonly container: HTMLElement,
    readonly theme: ChartTheme,
    public locale: string,
  ) {}

  show(points: readonly ChartPoint[], look: LineLook): void {
    this.shown = { points, look };
  }

  setLocale(locale: string): void {
    this.locale = locale;
  }

  remove(): void {
    this.removed = true;
  }
}

/** Every view created, newest last. */
export const lineViews: FakeLineView[] = [];

export function createLineView(container: HTMLElement, theme: ChartTheme, locale: string): FakeLineView {
  const view = new FakeLineView(container, theme, locale);
  lineViews.push(view);
  return view;
}
