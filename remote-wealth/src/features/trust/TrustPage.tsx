import { contract } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from '@h5/shared/ui';
import { QuickLinks } from '../../common/QuickLinks';
import { useOpenProduct } from '../../common/useOpenProduct';
import { TrustIntro } from './TrustIntro';
import { TrustList } from './TrustList';

/** finance/index: every trust product, pull to refresh. */
export default function TrustPage() {
  const { t } = useTranslation('wealth');
  const products = useCall(contract.trust.products);
  const buy = useOpenProduct('trustBuy');
  return (
    <PageFrame title={t('page.trust', { ns: 'common' })} onRefresh={products.reload}>
      <TrustIntro />
      <QuickLinks orders="trustOrders" rules="trustRules" />
      <h2 className="h5-title wl-section-title">{t('trust.products')}</h2>
      <Loaded load={products} isEmpty={(items) => items.length === 0} failedText={t('list.failed')}>
        {(items) => <TrustList products={items} onBuy={buy} />}
      </Loaded>
    </PageFrame>
  );
}
