import { useRef, useState } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from '@h5/shared/ui';
import { PairHeader, TickerList, TickerStats, choosePair, useChosenTicker, usePairs } from '../../common/pair';
import { useSignedIn } from '../../common/session';
import { useResultSheet } from '../../common/orders/ResultSheet';
import { useChanges } from '../../common/useChanges';
import { useWallet } from '../../common/wallet';
import { CompactChart } from '../../common/chart/PriceChart';
import { ChartLink } from './ChartLink';
import { OrderBookView } from './OrderBookView';
import { RecentDeals } from './RecentDeals';
import { SpotOrderForm, type PickedPrice } from './SpotOrderForm';
import { SpotOrders } from './SpotOrders';
import '../../common/trade.css';
import './spot.css';

/**
 * Spot tab: the chosen pair's live quote, 24 h figures and chart; the order form beside the live
 * order book; the user's orders; the recent deals; then the other pairs to switch to.
 */
export default function SpotPage() {
  const { t } = useTranslation('trading');
  const { symbol, ticker } = useChosenTicker();
  const others = usePairs().filter((other) => other.symbol !== symbol);
  const signedIn = useSignedIn();
  const header = useRef<HTMLElement>(null);
  const [picked, setPicked] = useState<PickedPrice | null>(null);
  const wallet = useWallet();
  const { version, changed } = useChanges(wallet.reload);
  const result = useResultSheet(['spot.filled', 'spot.cancelled']);

  const switchTo = (chosen: string) => {
    choosePair(chosen);
    // The list sits below the quote: bring the newly chosen pair into view.
    header.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <PageFrame title={t('page.spot', { ns: 'common' })} back={false}>
      <PairHeader ref={header} symbol={symbol} ticker={ticker} aside={<ChartLink />} />
      <TickerStats symbol={symbol} ticker={ticker} fields={['high', 'low', 'volume', 'turnover']} />
      <CompactChart symbol={symbol} />
      <div className="tr-spot__trade">
        <SpotOrderForm
          symbol={symbol}
          ticker={ticker}
          picked={picked}
          wallet={wallet}
          onPlaced={(placed) => {
            changed();
            result.show({ kind: 'spot', placed });
          }}
        />
        <OrderBookView symbol={symbol} ticker={ticker} onPick={(price) => setPicked((p) => ({ price, seq: (p?.seq ?? 0) + 1 }))} />
      </div>
      <SpotOrders signedIn={signedIn} refreshKey={version} onChanged={changed} />
      {result.sheet}
      <RecentDeals symbol={symbol} ticker={ticker} />
      {others.length > 0 && (
        <section className="tr-spot__others" aria-labelledby="tr-spot-others">
          <h2 id="tr-spot-others" className="h5-title">{t('list.others')}</h2>
          <TickerList tickers={others} onChoose={switchTo} />
        </section>
      )}
    </PageFrame>
  );
}
