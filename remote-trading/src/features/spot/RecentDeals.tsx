import type { Ticker } from '@h5/shared/contract';
import { formatAmount } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { EmptyState, LoadState } from '@h5/shared/ui';
import { useDeals } from './useMarketDepth';
import { pairDecimalsOf } from '@h5/shared/market';

const clock = (time: number): string => {
  const d = new Date(time);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

/** The pair's latest deals, live: time, price (green bought, red sold) and amount. */
export function RecentDeals({ symbol, ticker }: { symbol: string; ticker: Ticker | undefined }) {
  const { t } = useTranslation('trading');
  const deals = useDeals(symbol);
  const [base = '', quote = ''] = symbol.split('/');
  const priceDecimals = pairDecimalsOf(ticker).price;
  const amountDecimals = pairDecimalsOf(ticker).amount;

  let body;
  if (!deals.data) {
    body = <LoadState failed={deals.failed} failedText={t('deals.failed')} onRetry={() => void deals.reload()} />;
  } else if (deals.data.length === 0) {
    body = <EmptyState />;
  } else {
    body = (
      <table className="tr-deals__table">
        <thead>
          <tr>
            <th scope="col">{t('deals.time')}</th>
            <th scope="col">{t('book.price', { quote })}</th>
            <th scope="col">{t('book.amount', { base })}</th>
          </tr>
        </thead>
        <tbody>
          {deals.data.map((deal) => (
            <tr key={`${deal.time}|${deal.price}|${deal.amount}|${deal.side}`}>
              <td>{clock(deal.time)}</td>
              <td className={`tr-trend--${deal.side === 'buy' ? 'up' : 'down'}`}>
                <span className="tr-visually-hidden">{deal.side === 'buy' ? t('spot.buy') : t('spot.sell')} </span>
                {formatAmount(deal.price, priceDecimals)}
              </td>
              <td>{formatAmount(deal.amount, amountDecimals)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className="h5-panel tr-section tr-deals" aria-labelledby="tr-deals-title">
      <h2 id="tr-deals-title" className="h5-title tr-section__title">
        {t('deals.title')}
      </h2>
      {body}
    </section>
  );
}
