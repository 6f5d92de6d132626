import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { PageFrame } from '@h5/shared/ui';
import { QuickLinks } from '../../common/QuickLinks';
import { CopySummary } from './CopySummary';
import { LeadList } from './LeadList';
import './copy.css';

/** The copy-trading tab: what it is, my follows, the entries to my follow orders and the rules, then the leads. */
export default function CopyTradingPage() {
  const { t } = useTranslation('wealth');
  return (
    <PageFrame title={t('page.copyTrading', { ns: 'common' })} back={false}>
      <p className="wl-copy-intro">{t('copy.intro')}</p>
      <CopySummary />
      <QuickLinks orders="copyOrders" rules="copyRules" />
      <section aria-labelledby="wl-copy-leads">
        <div className="wl-section-head">
          <h2 id="wl-copy-leads" className="h5-title wl-section-title">
            {t('copy.leads')}
          </h2>
          <Link className="h5-link wl-section-more" to={pathOf('copyList')}>
            {t('copy.allLeads')}
          </Link>
        </div>
        <LeadList />
      </section>
    </PageFrame>
  );
}
