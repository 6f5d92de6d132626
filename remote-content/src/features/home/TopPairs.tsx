import { formatAmount, trendOf } from '@h5/shared/format';
import { useTickers } from '@h5/shared/market';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { PriceChange } from '@h5/shared/ui';
import { featured } from './markets';

/** The three headline pairs, live. */
export function TopPairs() {
  const top = featured(useTickers());
  return (
    <div className="ct-top">
      {top.map((ticker) => (
        <Link key={ticker.symbol} to={pathOf('spot', { symbol: ticker.symbol })} className="h5-panel ct-top__card">
          <span className="ct-top__symbol">{ticker.symbol}</span>
          <strong className={`ct-top__price ct-trend--${trendOf(ticker.change24h)}`}>
            {formatAmount(ticker.price, ticker.price_decimals)}
          </strong>
          <PriceChange value={ticker.change24h} />
        </Link>
      ))}
    </div>
  );
}
