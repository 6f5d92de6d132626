/** The chart periods (spec section 9) and the one the user last chose, kept for the session. */
import { CHART_PERIODS, type ChartPeriod } from '@h5/shared/constants';

export const DEFAULT_PERIOD: ChartPeriod = '1min';
export const PERIOD_STORAGE_KEY = 'h5.trading.klinePeriod';

export const isChartPeriod = (value: unknown): value is ChartPeriod => (CHART_PERIODS as readonly unknown[]).includes(value);

export function storedPeriod(): ChartPeriod {
  try {
    const stored = globalThis.sessionStorage?.getItem(PERIOD_STORAGE_KEY);
    return isChartPeriod(stored) ? stored : DEFAULT_PERIOD;
  } catch {
    return DEFAULT_PERIOD;
  }
}

export function storePeriod(period: ChartPeriod): void {
  try {
    globalThis.sessionStorage?.setItem(PERIOD_STORAGE_KEY, period);
  } catch {
    // Storage unavailable (private mode): the choice holds while the page is open.
  }
}
