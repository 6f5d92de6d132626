import type { Ticker } from '@h5/shared/contract';
import { formatAmount, formatCompact, formatDate } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { PriceChange } from '@h5/shared/ui';
import { WatchStar } from '@h5/shared/ui/watch';

/** What the last column shows: the 24 h change, or the 24 h value traded. */
export type LastColumn = 'change' | 'volume';

interface MarketListProps {
  tickers: readonly Ticker[];
  label: string;
  last?: LastColumn;
  /** Shows when each pair was listed, under its name (the new-listings tab). */
  listed?: boolean;
}

/** Pairs with their latest price and a figure, each a link to its trading page with a star beside it. */
export function MarketList({ tickers, label, last = 'change', listed = false }: MarketListProps) {
  const { t } = useTranslation('content');
  return (
    <div className="ct-market">
      <div className="ct-market__head" aria-hidden="true">
        <span>{t('home.pair')}</span>
        <span>{t('home.lastPrice')}</span>
        <span>{t(last === 'change' ? 'home.change' : 'home.volume')}</span>
      </div>
      <ul className="ct-market__list" aria-label={label}>
        {tickers.map((ticker) => (
          <li key={ticker.symbol} className="ct-market__item">
            <WatchStar symbol={ticker.symbol} />
            <Link to={pathOf('spot', { symbol: ticker.symbol })} className="ct-gainers__row" data-symbol={ticker.symbol}>
              <span className="ct-market__pair">
                <span>
                  <strong>{ticker.base}</strong>
                  <small>/{ticker.quote}</small>
                </span>
                <small className="ct-market__sub">{listed ? t('home.listed', { date: formatDate(ticker.listed_at) }) : ticker.name}</small>
              </span>
              <span className="ct-market__price">{formatAmount(ticker.price, ticker.price_decimals)}</span>
              <span className="ct-market__last">
                {last === 'change' ? <PriceChange value={ticker.change24h} filled /> : <span className="ct-market__volume">{formatCompact(ticker.turnover24h)}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
