import type { Ticker } from '@h5/shared/contract';
import { formatAmount } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useTickers } from '@h5/shared/market';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { PriceChange, Spinner } from '@h5/shared/ui';
import { byChangeDescending } from './gainers';

/** Pair, latest price and 24 h change, biggest rise first, updating with every tick. */
export function GainersList({ tickers }: { tickers: readonly Ticker[] }) {
  const { t } = useTranslation('content');
  if (!tickers.length) return <Spinner delayMs={300} />;
  const rows = byChangeDescending(tickers);
  return (
    <div className="ct-gainers" role="table" aria-label={t('home.gainers')}>
      <div className="ct-gainers__head" role="row">
        <span role="columnheader">{t('home.pair')}</span>
        <span role="columnheader">{t('home.lastPrice')}</span>
        <span role="columnheader">{t('home.change')}</span>
      </div>
      {rows.map((ticker) => (
        <Link
          key={ticker.symbol}
          to={pathOf('spot', { symbol: ticker.symbol })}
          className="ct-gainers__row"
          role="row"
          data-symbol={ticker.symbol}
        >
          <span role="cell" className="ct-gainers__pair">
            <strong>{ticker.base}</strong>
            <small>/{ticker.quote}</small>
          </span>
          <span role="cell" className="ct-gainers__price">
            {formatAmount(ticker.price, ticker.price_decimals)}
          </span>
          <span role="cell">
            <PriceChange value={ticker.change24h} filled />
          </span>
        </Link>
      ))}
    </div>
  );
}

/** The gainers list fed by the live market. */
export function LiveGainers() {
  return <GainersList tickers={useTickers()} />;
}
