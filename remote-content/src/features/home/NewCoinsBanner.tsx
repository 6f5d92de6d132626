import { useEffect, useState } from 'react';
import { call } from '@h5/shared/api';
import { contract, type NewCoinProject } from '@h5/shared/contract';
import { formatLimit, withCurrency } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';

/**
 * New-coin publication, promoted on home (spec section 1): the featured project
 * (`lh/send/get_recommend`) with its price, linking to its details; the launchpad's list while
 * it loads or when there is none. Fetched with the API client, not the data module: home's first
 * visit must not download the data cache's library (e2e/test/budget.test.ts).
 */
export function NewCoinsBanner() {
  const { t } = useTranslation('content');
  const [featured, setFeatured] = useState<NewCoinProject | null>(null);
  useEffect(() => {
    let live = true;
    void call(contract.newCoin.recommend, {}, { silent: true }).then((result) => {
      if (live && result.ok) setFeatured(result.data);
    });
    return () => {
      live = false;
    };
  }, []);
  const open = featured?.state === 'subscribing';
  return (
    <Link to={featured ? pathOf('newCoinDetails', { id: featured.id }) : pathOf('newCoins')} className="ct-banner">
      <span>
        <strong>{t('home.newCoinsTitle')}</strong>
        <small>
          {featured
            ? t(open ? 'home.newCoinOpen' : 'home.newCoinNext', {
                name: `${featured.name} (${featured.coin})`,
                price: withCurrency(formatLimit(featured.price, featured.currency_decimals), featured.currency),
              })
            : t('home.newCoinsText')}
        </small>
      </span>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Link>
  );
}
