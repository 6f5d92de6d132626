import { useTranslation } from '@h5/shared/i18n';
import { useTickers } from '@h5/shared/market';
import { PageFrame, PriceChange } from '@h5/shared/ui';
import { formatAmount } from '@h5/shared/format';

export default function HomePage() {
  const { t } = useTranslation('content');
  const tickers = useTickers();
  return (
    <PageFrame title={t('common:page.home')} back={false}>
      <h2>{t('home.gainers')}</h2>
      <ul>
        {tickers.map((ticker) => (
          <li key={ticker.symbol}>
            {ticker.symbol} {formatAmount(ticker.price, ticker.price_decimals)} <PriceChange value={ticker.change24h} filled />
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
