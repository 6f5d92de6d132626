import type { ReactNode, Ref } from 'react';
import type { Ticker } from '@h5/shared/contract';
import { PLACEHOLDER, trendOf } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { PriceChange } from '@h5/shared/ui';
import { WatchStar } from '@h5/shared/ui/watch';
import { FeedStatus } from './FeedStatus';
import { absoluteChange, formatPrice } from './figures';
import { PairSwitcher } from './PairSwitcher';
import { usePriceFlash } from './priceFlash';

interface PairHeaderProps {
  symbol: string;
  /** Undefined until the pair's first price arrives. */
  ticker: Ticker | undefined;
  /** Shown beside the price (the spot page's chart entry). */
  aside?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The chosen pair: its switcher and watchlist star, the feed's state, the live price and its 24 h
 * change; and, while the pair's market data is delayed, why orders at the market price wait.
 */
export function PairHeader({ symbol, ticker, aside, ref }: PairHeaderProps) {
  const { t } = useTranslation('common');
  const flash = usePriceFlash(symbol, ticker?.price);
  const change = absoluteChange(ticker);
  const flashClass = flash ? ` tr-flash--${flash}` : '';

  return (
    <section className="tr-quote" ref={ref}>
      <div className="tr-quote__top">
        <span className="tr-quote__pair">
          <PairSwitcher symbol={symbol} />
          <WatchStar symbol={symbol} />
        </span>
        <FeedStatus delayed={ticker?.delayed} />
      </div>
      {ticker?.delayed ? (
        <p className="tr-quote__delayed" role="alert" data-testid="pair-delayed">
          {t('trade.priceDelayed')}
        </p>
      ) : null}
      <div className="tr-quote__main">
        <div className="tr-quote__figures">
          <span
            className={`tr-quote__price tr-trend--${ticker ? trendOf(ticker.change24h) : 'flat'}${flashClass}`}
            data-testid="pair-price"
          >
            {ticker ? formatPrice(ticker) : PLACEHOLDER}
          </span>
          <span className="tr-quote__changes">
            {ticker ? <PriceChange value={ticker.change24h} /> : null}
            <span className={`tr-trend--${change.trend}`} data-testid="pair-change">
              {change.text}
            </span>
          </span>
        </div>
        {aside}
      </div>
    </section>
  );
}
