import { useMemo } from 'react';
import { BASE_CURRENCY } from '@h5/shared/constants';
import { formatAmount } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useTickers } from '@h5/shared/market';
import { Spinner } from '@h5/shared/ui';
import { FactList } from '@h5/shared/ui/facts';
import { Page } from '../../common/Page';
import { usdtPrices } from './valuation';
import './assets.css';
import { mulDecimal } from '@h5/shared/money';

/** A worked example with a live price: what 0.5 of a coin counts for today. */
const EXAMPLE_AMOUNT = '0.5';

/** How the assets total is worked out, with today's prices behind it. */
export default function ValuationPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const tickers = useTickers();
  const prices = useMemo(() => [...usdtPrices(tickers)].filter(([code]) => code !== BASE_CURRENCY), [tickers]);
  const example = prices[0];

  return (
    <Page title={tc('page.valuation')}>
      <div className="ac-article">
        <p>{t('valuation.intro')}</p>
        <ol className="ac-article__rules">
          <li>{t('valuation.rulePrice', { base: BASE_CURRENCY })}</li>
          <li>{t('valuation.ruleBase', { base: BASE_CURRENCY })}</li>
          <li>{t('valuation.ruleFrozen')}</li>
          <li>{t('valuation.ruleHeld')}</li>
          <li>{t('valuation.ruleFloor')}</li>
          <li>{t('valuation.ruleNoPrice')}</li>
        </ol>
        {example && (
          <p className="ac-article__example">
            {t('valuation.example', {
              amount: EXAMPLE_AMOUNT,
              currency: example[0],
              price: formatAmount(example[1], 2),
              value: formatAmount(mulDecimal(EXAMPLE_AMOUNT, example[1]), 2),
              base: BASE_CURRENCY,
            })}
          </p>
        )}
        <h2 className="ac-article__heading">{t('valuation.prices', { base: BASE_CURRENCY })}</h2>
        {prices.length ? (
          <FactList layout="rows" items={prices.map(([code, price]) => ({ label: `${code}/${BASE_CURRENCY}`, value: formatAmount(price, 4) }))} />
        ) : (
          <Spinner />
        )}
      </div>
    </Page>
  );
}
