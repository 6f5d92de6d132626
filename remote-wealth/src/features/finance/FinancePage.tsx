import { contract } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from '@h5/shared/ui';
import { QuickLinks } from '../../common/QuickLinks';
import { useOpenProduct } from '../../common/useOpenProduct';
import { TrustIntro } from '../trust/TrustIntro';
import { TrustList } from '../trust/TrustList';

/** finance/index: every trust product, pull to refresh. */
export default function FinancePage() {
  const { t } = useTranslation('wealth');
  const products = useCall(contract.trust.products);
  const buy = useOpenProduct('financeBuy');
  return (
    <PageFrame title={t('page.finance', { ns: 'common' })} onRefresh={products.reload}>
      <TrustIntro />
      <QuickLinks orders="financeOrders" rules="financeRules" />
      <h2 className="wl-section-title">{t('finance.products')}</h2>
      <Loaded load={products} isEmpty={(items) => items.length === 0} failedText={t('list.failed')}>
        {(items) => <TrustList products={items} onBuy={buy} />}
      </Loaded>
    </PageFrame>
  );
}
