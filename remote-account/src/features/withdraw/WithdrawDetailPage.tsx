import { call } from '@h5/shared/api';
import { contract, type WithdrawalRecord } from '@h5/shared/contract';
import { formatAmount, formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useSearchParams } from '@h5/shared/router';
import { Loaded, cacheKey, findInPages, useLoad } from '@h5/shared/data';
import { FactList, type Fact } from '@h5/shared/ui/facts';
import { Page } from '../../common/Page';
import { StatusTag } from '../../common/StatusTag';
import { reviewLook } from '../../common/statuses';
import { withdrawalTotal } from './withdrawForm';
import './withdraw.css';
import { decimalsOf, useCurrencies } from '@h5/shared/market';

/** The withdrawal log is the one source of a withdrawal; the newest are on its first page. */
const findWithdrawal = (id: number) => findInPages((page, limit) => call(contract.wallet.withdrawLog, { page, limit }), id);

function Detail({ record }: { record: WithdrawalRecord }) {
  const { t } = useTranslation('account');
  const { currencies } = useCurrencies();
  const decimals = decimalsOf(currencies, record.currency);
  const amount = (value: string) => `${formatAmount(value, decimals)} ${record.currency}`;
  const look = reviewLook(record.status);
  const items: Fact[] = [
    { label: t('withdraw.chain'), value: record.chain },
    { label: t('withdraw.address'), value: record.address, copy: record.address },
    { label: t('withdraw.fee'), value: amount(record.fee) },
    { label: t('withdraw.total'), value: amount(withdrawalTotal(record.amount, record.fee)) },
    ...(record.remark ? [{ label: t('records.remark'), value: record.remark }] : []),
    { label: t('records.created'), value: formatDateTime(record.created_at) },
    ...(record.reviewed_at ? [{ label: t('records.reviewed'), value: formatDateTime(record.reviewed_at) }] : []),
  ];
  return (
    <>
      <section className="ac-detail-head">
        <StatusTag look={look} />
        <p className="ac-detail-head__amount">{amount(record.amount)}</p>
        {record.status === 'rejected' && record.reason && (
          <p className="ac-detail-head__reason">{t('records.reason', { reason: record.reason })}</p>
        )}
        {record.status === 'pending' && <p className="ac-note">{t('withdraw.frozenNote')}</p>}
      </section>
      <FactList layout="rows" items={items} />
    </>
  );
}

/** One withdrawal (`?id=`): its state (with the reason of a refusal), where it goes and its figures. */
export default function WithdrawDetailPage() {
  const { t: tc } = useTranslation('common');
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const load = useLoad(cacheKey(contract.wallet.withdrawLog, { id }), () => findWithdrawal(id));
  return (
    <Page title={tc('page.withdrawDetail')}>
      <Loaded load={load} isEmpty={(record) => record === null}>
        {(record) => record && <Detail record={record} />}
      </Loaded>
    </Page>
  );
}
