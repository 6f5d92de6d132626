import type { Ticker } from '@h5/shared/contract';
import { formatCompact } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { PriceChange } from '@h5/shared/ui';
import { formatPrice } from './figures';

interface TickerListProps {
  tickers: readonly Ticker[];
  /** The pair on screen, marked in the list. */
  active?: string;
  onChoose: (symbol: string) => void;
}

/** Pairs with their live price and 24 h change; tapping one chooses it. */
export function TickerList({ tickers, active, onChoose }: TickerListProps) {
  const { t } = useTranslation('trading');
  return (
    <div className="tr-tickers">
      <div className="tr-tickers__head" aria-hidden="true">
        <span>{t('list.pair')}</span>
        <span>{t('list.price')}</span>
        <span>{t('list.change')}</span>
      </div>
      <ul className="tr-tickers__rows">
        {tickers.map((ticker) => (
          <li key={ticker.symbol}>
            <button
              type="button"
              className={`tr-ticker${ticker.symbol === active ? ' tr-ticker--active' : ''}`}
              aria-current={ticker.symbol === active ? 'true' : undefined}
              onClick={() => onChoose(ticker.symbol)}
            >
              <span className="tr-ticker__pair">
                <span className="tr-ticker__symbol">
                  <b>{ticker.base}</b>/{ticker.quote}
                </span>
                <span className="tr-ticker__turnover">{t('list.turnover', { value: formatCompact(ticker.turnover24h) })}</span>
              </span>
              <span className="tr-ticker__price">{formatPrice(ticker)}</span>
              <PriceChange value={ticker.change24h} filled />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
