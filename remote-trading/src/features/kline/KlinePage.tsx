import { useRef, useState } from 'react';
import { PRICE_DECIMALS_FALLBACK, type ChartPeriod } from '@h5/shared/constants';
import { LOCALE_TAGS, isLanguage, useTranslation } from '@h5/shared/i18n';
import { useTickerStore } from '@h5/shared/market';
import { EmptyState, PageFrame, Spinner } from '@h5/shared/ui';
import { PairHeader, TickerStats, useChosenTicker, usePair } from '../../common/pair';
import { isIntraday } from './candles';
import { KlineLegend } from './KlineLegend';
import { PeriodBar } from './PeriodBar';
import { storedPeriod, storePeriod } from './periods';
import { useKlineChart } from './useKlineChart';
import './kline.css';

/** Amount decimals when the pair's ticker has not arrived yet. */
const AMOUNT_DECIMALS_FALLBACK = 4;

/** The chosen pair live, with its 24 h figures: the only part that re-renders on every tick. */
function KlineQuote() {
  const { symbol, ticker } = useChosenTicker();
  return (
    <>
      <PairHeader symbol={symbol} ticker={ticker} />
      <TickerStats symbol={symbol} ticker={ticker} fields={['high', 'low', 'volume']} />
    </>
  );
}

/** The k-line page: the chosen pair's candles (or time-share line), volume and averages, live. */
export default function KlinePage() {
  const { t, i18n } = useTranslation('trading');
  const symbol = usePair();
  const [period, setPeriod] = useState<ChartPeriod>(storedPeriod);
  const priceDecimals = useTickerStore((state) => state.bySymbol[symbol]?.price_decimals) ?? PRICE_DECIMALS_FALLBACK;
  const amountDecimals = useTickerStore((state) => state.bySymbol[symbol]?.amount_decimals) ?? AMOUNT_DECIMALS_FALLBACK;
  const locale = isLanguage(i18n.language) ? LOCALE_TAGS[i18n.language] : 'en';
  const container = useRef<HTMLDivElement>(null);
  const chart = useKlineChart(container, { symbol, period, priceDecimals, locale });
  const { phase, older } = chart.status;

  const choosePeriod = (next: ChartPeriod) => {
    storePeriod(next);
    setPeriod(next);
  };

  return (
    <PageFrame title={t('page.kline', { ns: 'common' })} className="tr-kline">
      <KlineQuote />
      <PeriodBar value={period} onChange={choosePeriod} />
      <KlineLegend store={chart.legend} intraday={isIntraday(period)} priceDecimals={priceDecimals} amountDecimals={amountDecimals} />
      <div className="tr-kline__chart" aria-busy={phase === 'loading'}>
        <div ref={container} className="tr-kline__canvas" role="img" aria-label={t('kline.chart', { symbol })} />
        {phase === 'loading' && (
          <div className="tr-kline__overlay">
            <Spinner delayMs={200} />
          </div>
        )}
        {phase === 'error' && (
          <div className="tr-kline__overlay" role="alert">
            <p>{t('kline.failed')}</p>
            <button type="button" className="tr-kline__retry" onClick={chart.retry}>
              {t('action.retry', { ns: 'common' })}
            </button>
          </div>
        )}
        {phase === 'empty' && (
          <div className="tr-kline__overlay">
            <EmptyState text={t('kline.empty')} />
          </div>
        )}
        {older && (
          <p className="tr-kline__older" role="status">
            {t('kline.loadingOlder')}
          </p>
        )}
      </div>
      <p className="tr-kline__credit">
        <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
          {t('kline.credit')}
        </a>
      </p>
    </PageFrame>
  );
}
