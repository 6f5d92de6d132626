import { useState } from 'react';
import { call } from '@h5/shared/api';
import { contract, type AirdropRecord } from '@h5/shared/contract';
import { Loaded, PagedListView, cacheKey, useCall, usePagedList } from '@h5/shared/data';
import { formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useAccountEvent } from '@h5/shared/live';
import { toast } from '@h5/shared/toast';
import { PageFrame } from '@h5/shared/ui';
import { displayMoney } from '../../common/rates';
import { AirdropCard } from './AirdropCard';
import './airdrop.css';

function RecordRow({ record }: { record: AirdropRecord }) {
  const { t } = useTranslation('wealth');
  return (
    <div className="wl-airdrop__record">
      <div className="wl-airdrop__record-main">
        <span className="wl-airdrop__record-title">{t('airdrop.recordTitle', { coin: record.coin })}</span>
        <span className="wl-airdrop__record-time">{formatDateTime(record.created_at)}</span>
      </div>
      <span className="wl-airdrop__record-amount">+{displayMoney(record.amount, record.coin)}</span>
    </div>
  );
}

/** Airdrops: the campaigns with where the user stands and Claim, then the user's own claims. */
export default function AirdropPage() {
  const { t } = useTranslation('wealth');
  const campaigns = useCall(contract.airdrop.campaigns);
  const records = usePagedList(cacheKey(contract.airdrop.orders), (page, limit) => call(contract.airdrop.orders, { page, limit }));
  const [claiming, setClaiming] = useState<number | null>(null);
  // This page tells of a claim itself (its own toast, its lists reloaded): the host's toast would say it twice.
  useAccountEvent(['airdrop.claimed'], () => undefined, { announces: true });

  async function claim(id: number) {
    if (claiming !== null) return;
    setClaiming(id);
    const result = await call(contract.airdrop.claim, { id }, { loading: true });
    setClaiming(null);
    // A refusal is toasted by the client; either way the list shows where things stand now.
    if (result.ok) toast(result.message);
    await Promise.all([campaigns.reload(), records.refresh()]);
  }

  return (
    <PageFrame title={t('page.airdrop', { ns: 'common' })} onRefresh={() => Promise.all([campaigns.reload(), records.refresh()])}>
      <h2 className="h5-title wl-section-title">{t('airdrop.campaigns')}</h2>
      <Loaded load={campaigns} isEmpty={(items) => items.length === 0} failedText={t('list.failed')}>
        {(items) => (
          <div className="h5-card-list wl-list wl-airdrop">
            {items.map((campaign) => (
              <AirdropCard key={campaign.id} campaign={campaign} busy={claiming === campaign.id} onClaim={(id) => void claim(id)} />
            ))}
          </div>
        )}
      </Loaded>
      <h2 className="h5-title wl-section-title">{t('airdrop.records')}</h2>
      <PagedListView className="wl-airdrop__records" list={records} label={t('airdrop.records')} renderItem={(record) => <RecordRow record={record} />} />
    </PageFrame>
  );
}
