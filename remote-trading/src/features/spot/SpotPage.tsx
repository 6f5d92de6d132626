import { useRef } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from '@h5/shared/ui';
import { PairHeader, TickerList, TickerStats, choosePair, useChosenTicker, usePairs } from '../../common/pair';
import { ChartLink } from './ChartLink';
import './spot.css';

/** Spot tab: the chosen pair's live quote and 24 h figures, then the other pairs to switch to. */
export default function SpotPage() {
  const { t } = useTranslation('trading');
  const { symbol, ticker } = useChosenTicker();
  const others = usePairs().filter((other) => other.symbol !== symbol);
  const header = useRef<HTMLElement>(null);

  const switchTo = (chosen: string) => {
    choosePair(chosen);
    // The list sits below the quote: bring the newly chosen pair into view.
    header.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <PageFrame title={t('page.spot', { ns: 'common' })} back={false}>
      <PairHeader ref={header} symbol={symbol} ticker={ticker} aside={<ChartLink />} />
      <TickerStats symbol={symbol} ticker={ticker} fields={['high', 'low', 'volume', 'turnover']} />
      {others.length > 0 && (
        <section className="tr-spot__others" aria-labelledby="tr-spot-others">
          <h2 id="tr-spot-others">{t('list.others')}</h2>
          <TickerList tickers={others} onChoose={switchTo} />
        </section>
      )}
    </PageFrame>
  );
}
