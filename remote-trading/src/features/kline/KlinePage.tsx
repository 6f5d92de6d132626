import { useRef, useState } from 'react';
import { ChartCredit, useChartLocale } from '@h5/shared/chart';
import { PRICE_DECIMALS_FALLBACK, type ChartPeriod } from '@h5/shared/constants';
import { useTranslation } from '@h5/shared/i18n';
import { useTickerStore } from '@h5/shared/market';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { PageFrame } from '@h5/shared/ui';
import { PairHeader, TickerStats, useChosenTicker, usePair } from '../../common/pair';
import { isIntraday } from '../../common/chart/candles';
import { KlineLegend } from './KlineLegend';
import { PeriodBar } from './PeriodBar';
import { ChartFrame } from '../../common/chart/ChartFrame';
import { storedPeriod, storePeriod } from './periods';
import { useKlineChart } from '../../common/chart/useKlineChart';
import '../../common/trade.css';
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

/** The k-line page: the chosen pair's candles (or time-share line), volume and averages, live; Buy and Sell open spot on the pair. */
export default function KlinePage() {
  const { t } = useTranslation('trading');
  const symbol = usePair();
  const [period, setPeriod] = useState<ChartPeriod>(storedPeriod);
  const priceDecimals = useTickerStore((state) => state.bySymbol[symbol]?.price_decimals) ?? PRICE_DECIMALS_FALLBACK;
  const amountDecimals = useTickerStore((state) => state.bySymbol[symbol]?.amount_decimals) ?? AMOUNT_DECIMALS_FALLBACK;
  const locale = useChartLocale();
  const container = useRef<HTMLDivElement>(null);
  const chart = useKlineChart(container, { symbol, period, priceDecimals, locale });
  const navigate = useNavigate();

  const choosePeriod = (next: ChartPeriod) => {
    storePeriod(next);
    setPeriod(next);
  };

  return (
    <PageFrame title={t('page.kline', { ns: 'common' })} className="tr-kline">
      <KlineQuote />
      <PeriodBar value={period} onChange={choosePeriod} />
      <KlineLegend store={chart.legend} intraday={isIntraday(period)} priceDecimals={priceDecimals} amountDecimals={amountDecimals} />
      <ChartFrame chart={chart} container={container} symbol={symbol}>
        {chart.status.older && (
          <p className="tr-chart__badge" role="status">
            {t('kline.loadingOlder')}
          </p>
        )}
      </ChartFrame>
      <ChartCredit />
      <div className="tr-kline__actions">
        <button type="button" className="tr-submit tr-submit--up" onClick={() => navigate(pathOf('spot', { symbol, side: 'buy' }))}>
          {t('spot.buy')}
        </button>
        <button type="button" className="tr-submit tr-submit--down" onClick={() => navigate(pathOf('spot', { symbol, side: 'sell' }))}>
          {t('spot.sell')}
        </button>
      </div>
    </PageFrame>
  );
}
