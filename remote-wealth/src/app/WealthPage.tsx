import { contract } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { PageFrame } from '@h5/shared/ui';
import { useOpenProduct } from '../common/useOpenProduct';
import { QuickLinks } from '../common/QuickLinks';
import { AirdropHubCard } from '../features/airdrop/AirdropHubCard';
import { WealthSummary } from '../features/trust/WealthSummary';
import { FeaturedNewCoin } from '../features/newCoin/FeaturedNewCoin';
import { TrustList } from '../features/trust/TrustList';

/**
 * The wealth tab, the hub: my wealth (in escrow, today's and all income), the entries to my
 * orders and the rules, the featured new coin, the airdrops, then the trust products.
 */
export default function WealthPage() {
  const { t } = useTranslation('wealth');
  const products = useCall(contract.trust.products);
  const buy = useOpenProduct('trustBuy');
  return (
    <PageFrame title={t('page.wealth', { ns: 'common' })} back={false}>
      <WealthSummary />
      <QuickLinks orders="trustOrders" rules="trustRules" />
      <FeaturedNewCoin />
      <AirdropHubCard />
      <section aria-labelledby="wl-hub-trust">
        <div className="wl-section-head">
          <h2 id="wl-hub-trust" className="h5-title wl-section-title">
            {t('page.trust', { ns: 'common' })}
          </h2>
          <Link className="h5-link wl-section-more" to={pathOf('trust')}>
            {t('trust.more')}
          </Link>
        </div>
        <Loaded load={products} isEmpty={(items) => items.length === 0} failedText={t('list.failed')}>
          {(items) => <TrustList products={items} onBuy={buy} />}
        </Loaded>
      </section>
    </PageFrame>
  );
}
