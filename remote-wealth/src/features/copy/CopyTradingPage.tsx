import { contract } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from '@h5/shared/ui';
import { useOpenProduct } from '../../common/useOpenProduct';
import { QuickLinks } from '../../common/QuickLinks';
import { CopyList } from './CopyList';
import './copy.css';

/** The copy-trading tab: a line on what it is, the user's orders and rules, and the traders. */
export default function CopyTradingPage() {
  const { t } = useTranslation('wealth');
  const products = useCall(contract.copy.products);
  const follow = useOpenProduct('copyBuy');
  return (
    <PageFrame title={t('page.copyTrading', { ns: 'common' })} back={false}>
      <p className="wl-copy-intro">{t('copy.intro')}</p>
      <QuickLinks orders="copyOrders" rules="copyRules" />
      <h2 className="h5-title wl-section-title">{t('page.copyList', { ns: 'common' })}</h2>
      <Loaded load={products} isEmpty={(items) => items.length === 0} failedText={t('list.failed')}>
        {(items) => <CopyList products={items} onFollow={follow} />}
      </Loaded>
    </PageFrame>
  );
}
