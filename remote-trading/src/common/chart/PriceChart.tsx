/**
 * The price chart as every trading page shows it: the k-line page's full chart and the compact
 * one beside the spot, contract and option forms are the same chart (useKlineChart, chartView)
 * in the same frame (loading, failure with Retry, no data), so both behave alike.
 */
import { useRef, type ReactNode, type RefObject } from 'react';
import { ChartCredit, useChartLocale } from '@h5/shared/chart';
import type { ChartPeriod } from '@h5/shared/constants';
import { useTranslation } from '@h5/shared/i18n';
import { usePairDecimals } from '@h5/shared/market';
import { EmptyState, Spinner, storedFlag } from '@h5/shared/ui';
import type { ChartPriceLine } from './chartView';
import { useKlineChart, type KlineChart } from './useKlineChart';
import './chart.css';

interface ChartFrameProps {
  chart: KlineChart;
  container: RefObject<HTMLDivElement | null>;
  symbol: string;
  className?: string;
  /** Drawn over the chart (the k-line page's "loading older", an option's countdown). */
  children?: ReactNode;
  /** A failure is shown but not announced (a small chart beside a form is not what the user is doing). */
  quiet?: boolean;
}

/** The chart's box: the canvas, and over it what the chart is waiting for or lacks. */
export function ChartFrame({ chart, container, symbol, className, children, quiet = false }: ChartFrameProps) {
  const { t } = useTranslation('trading');
  const { phase } = chart.status;
  return (
    <div className={`tr-chart${className ? ` ${className}` : ''}`} aria-busy={phase === 'loading'}>
      <div ref={container} className="tr-chart__canvas" role="img" aria-label={t('kline.chart', { symbol })} />
      {phase === 'loading' && (
        <div className="tr-chart__overlay">
          <Spinner delayMs={200} />
        </div>
      )}
      {phase === 'error' && (
        <div className="tr-chart__overlay" role={quiet ? undefined : 'alert'}>
          <p>{t('kline.failed')}</p>
          <button type="button" className="tr-chart__retry" onClick={chart.retry}>
            {t('action.retry', { ns: 'common' })}
          </button>
        </div>
      )}
      {phase === 'empty' && (
        <div className="tr-chart__overlay">
          <EmptyState text={t('kline.empty')} />
        </div>
      )}
      {children}
    </div>
  );
}

interface CompactChartProps {
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
        <OpenChart symbol={symbol} period={period} {...(priceLines ? { priceLines } : {})}>
          {children}
        </OpenChart>
      )}
    </section>
  );
}

function OpenChart({ symbol, period, priceLines, children }: Required<Pick<CompactChartProps, 'symbol' | 'period'>> & Pick<CompactChartProps, 'priceLines' | 'children'>) {
  const priceDecimals = usePairDecimals(symbol).price;
  const locale = useChartLocale();
  const container = useRef<HTMLDivElement>(null);
  const chart = useKlineChart(container, { symbol, period, priceDecimals, locale, compact: true, priceLines });
  return (
    <>
      <ChartFrame chart={chart} container={container} symbol={symbol} className="tr-chart--compact" quiet>
        {children}
      </ChartFrame>
      {/* Below the chart, where it covers neither the time axis nor the prices. */}
      <ChartCredit />
    </>
  );
}
