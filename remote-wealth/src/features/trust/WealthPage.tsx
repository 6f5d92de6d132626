import { contract } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from '@h5/shared/ui';
import { useOpenProduct } from '../../common/useOpenProduct';
import { QuickLinks } from '../../common/QuickLinks';
import { TrustIntro } from './TrustIntro';
import { TrustList } from './TrustList';

/** The wealth tab: what managed products are, the user's orders and rules, and the products. */
export default function WealthPage() {
  const { t } = useTranslation('wealth');
  const products = useCall(contract.trust.products);
  const buy = useOpenProduct('financeBuy');
  return (
    <PageFrame title={t('page.wealth', { ns: 'common' })} back={false}>
      <TrustIntro />
      <QuickLinks orders="financeOrders" rules="financeRules" />
      <h2 className="wl-section-title">{t('page.finance', { ns: 'common' })}</h2>
      <Loaded load={products} isEmpty={(items) => items.length === 0} failedText={t('list.failed')}>
        {(items) => <TrustList products={items} onBuy={buy} />}
      </Loaded>
    </PageFrame>
  );
}
