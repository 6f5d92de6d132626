/**
 * The price chart's box as every trading page shows it: the k-line page's full chart and the
 * compact one beside the spot, contract and option forms are the same chart (useKlineChart,
 * chartView) in the same frame (loading, failure with Retry, no data), so both behave alike.
 */
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { EmptyState, Spinner } from '@h5/shared/ui';
import type { KlineChart } from './useKlineChart';
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
