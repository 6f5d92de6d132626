/**
 * The compact live chart above the spot, contract and option forms. Folded by default; unfolded,
 * its chart (and the chart library) loads as a chunk of its own, in the frame's loading state.
 */
import { Suspense, lazy, type ReactNode } from 'react';
import type { ChartPeriod } from '@h5/shared/constants';
import { useTranslation } from '@h5/shared/i18n';
import { Spinner, storedFlag } from '@h5/shared/ui';
import type { ChartPriceLine } from './chartView';
import './chart.css';

const OpenChart = lazy(() => import('./OpenChart'));

/** What shows while the unfolded chart's code loads: the chart's own box, loading. */
const loadingChart = (
  <div className="tr-chart tr-chart--compact" aria-busy="true">
    <div className="tr-chart__overlay">
      <Spinner delayMs={200} />
    </div>
  </div>
);

export interface CompactChartProps {
  symbol: string;
  /** Candles of this period, or the time-share line. */
  period?: ChartPeriod;
  priceLines?: readonly ChartPriceLine[];
  children?: ReactNode;
}

/** Whether the small charts above the trading forms are open, on this device (closed at first: the form comes first on a phone). */
const chartOpen = storedFlag('h5.trading.chartOpen', false);

/**
 * The small live chart above a trading form: the pair's recent prices, nothing to configure.
 * It folds away under a bar (as Binance's trade page does) so the form fits the first screen;
 * folded, nothing of it runs.
 */
export function CompactChart({ symbol, period = '1min', priceLines, children }: CompactChartProps) {
  const { t } = useTranslation('trading');
  const [open, setOpen] = chartOpen.use();
  return (
    <section className="tr-chart-fold" aria-label={t('kline.chart', { symbol })}>
      <button type="button" className="tr-chart-fold__bar" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span>{t(open ? 'kline.hideChart' : 'kline.showChart')}</span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={open ? 'tr-chart-fold__open' : undefined}>
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={loadingChart}>
          <OpenChart symbol={symbol} period={period} {...(priceLines ? { priceLines } : {})}>
            {children}
          </OpenChart>
        </Suspense>
      )}
    </section>
  );
}
