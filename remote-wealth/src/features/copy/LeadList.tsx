import { useState } from 'react';
import { contract, type CopyRisk } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { useQueryTab } from '@h5/shared/router';
import { TabPanel } from '@h5/shared/ui';
import { ProductList } from '../../common/ProductList';
import { useOpenProduct } from '../../common/useOpenProduct';
import { Chips } from './Chips';
import { DEFAULT_WINDOW, WINDOWS, type WindowKey } from './figures';
import { LeadCard, WindowTabs } from './LeadCard';

const SORTS = ['roi', 'drawdown', 'followers', 'risk'] as const;
type Sort = (typeof SORTS)[number];
const RISKS = ['all', 'low', 'medium', 'high'] as const;
type RiskChoice = CopyRisk | 'all';

/**
 * The leads over a window (7, 30 or 90 days, kept in `?tab=`), best return first; with
 * `filters`, sorted and narrowed by risk as chosen. The server sorts and filters.
 */
export function LeadList({ filters = false }: { filters?: boolean }) {
  const { t } = useTranslation('wealth');
  const [days, setDays] = useQueryTab<WindowKey>(WINDOWS, DEFAULT_WINDOW);
  const [sort, setSort] = useState<Sort>('roi');
  const [risk, setRisk] = useState<RiskChoice>('all');
  const leads = useCall(contract.copy.leads, { sort, days, ...(risk === 'all' ? {} : { risk }) });
  const open = useOpenProduct('copyBuy');
  return (
    <>
      <WindowTabs idBase="wl-copy-window" days={days} onChange={setDays} />
      {filters && (
        <div className="wl-copy-filters">
          <Chips label={t('copy.sort.label')} options={SORTS} chosen={sort} onChoose={setSort} text={(key) => t(`copy.sort.${key}`)} />
          <Chips label={t('copy.risk.label')} options={RISKS} chosen={risk} onChoose={setRisk} text={(key) => t(`copy.risk.${key}`)} />
        </div>
      )}
      <TabPanel idBase="wl-copy-window" active={days} className="wl-copy-panel">
        <Loaded load={leads} isEmpty={(items) => items.length === 0} emptyText={t('copy.noLeads')} failedText={t('list.failed')}>
          {(items) => <ProductList items={items}>{(lead) => <LeadCard lead={lead} days={days} onOpen={open} />}</ProductList>}
        </Loaded>
      </TabPanel>
    </>
  );
}
