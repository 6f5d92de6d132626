import type { DepositDetail } from '@h5/shared/contract';
import { formatAmount, formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { decimalsOf, useCurrencies } from '@h5/shared/market';
import { FactList, type Fact } from '@h5/shared/ui/facts';
import { AskSupport } from '@h5/shared/ui/askSupport';
import { RecordDetails, RecordEntries, RecordHead } from './RecordParts';
import './records.css';

function Detail({ record }: { record: DepositDetail }) {
  const { t } = useTranslation('account');
  const { currencies } = useCurrencies();
  const decimals = decimalsOf(currencies, record.currency);
  const onChain = record.kind === 'chain';
  const items: Fact[] = [
    { label: t('records.method'), value: t(onChain ? 'deposit.chain' : 'deposit.bank') },
    ...(onChain
      ? [
          { label: t('deposit.network'), value: record.chain },
          { label: t('deposit.address'), value: record.address, copy: record.address },
        ]
      : [{ label: t('bank.reference'), value: record.reference, copy: record.reference }]),
    { label: t('records.created'), value: formatDateTime(record.created_at) },
    ...(record.reviewed_at ? [{ label: t('records.reviewed'), value: formatDateTime(record.reviewed_at) }] : []),
  ];
  return (
    <>
      <RecordHead
        status={record.status}
        amount={`${formatAmount(record.amount, decimals)} ${record.currency}`}
        reason={record.reason}
        pendingNote={t('records.depositPending')}
      />
      <FactList layout="rows" items={items} />
      <RecordEntries entries={record.entries} empty={t(record.status === 'pending' ? 'records.depositPending' : 'records.noEntries')} />
      <AskSupport kind="deposit" id={record.id} />
    </>
  );
}

/** One deposit (`?id=`): its state, how and where it was sent, when, and the ledger entries it made. */
export default function DepositDetailPage() {
  return <RecordDetails page="depositDetail">{(record) => <Detail record={record} />}</RecordDetails>;
}
