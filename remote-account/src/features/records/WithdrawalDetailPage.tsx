import type { WithdrawalDetail } from '@h5/shared/contract';
import { formatAmount, formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { decimalsOf, useCurrencies } from '@h5/shared/market';
import { addDecimal } from '@h5/shared/money';
import { FactList, type Fact } from '@h5/shared/ui/facts';
import { AskSupport } from '@h5/shared/ui/askSupport';
import { RecordDetails, RecordEntries, RecordHead } from './RecordParts';
import './records.css';

function Detail({ record }: { record: WithdrawalDetail }) {
  const { t } = useTranslation('account');
  const { currencies } = useCurrencies();
  const decimals = decimalsOf(currencies, record.currency);
  const amount = (value: string) => `${formatAmount(value, decimals)} ${record.currency}`;
  const items: Fact[] = [
    { label: t('withdraw.chain'), value: record.chain },
    { label: t('withdraw.address'), value: record.address, copy: record.address },
    { label: t('withdraw.fee'), value: amount(record.fee) },
    // What was frozen, then paid out or returned: the amount and the fee.
    { label: t('withdraw.total'), value: amount(addDecimal(record.amount, record.fee)) },
    ...(record.remark ? [{ label: t('records.remark'), value: record.remark }] : []),
    { label: t('records.created'), value: formatDateTime(record.created_at) },
    ...(record.reviewed_at ? [{ label: t('records.reviewed'), value: formatDateTime(record.reviewed_at) }] : []),
  ];
  return (
    <>
      <RecordHead status={record.status} amount={amount(record.amount)} reason={record.reason} pendingNote={t('withdraw.frozenNote')} />
      <FactList layout="rows" items={items} />
      <RecordEntries entries={record.entries} empty={t('records.noEntries')} />
      <AskSupport kind="withdrawal" id={record.id} />
    </>
  );
}

/** One withdrawal (`?id=`): its state (with the reason of a refusal), where it goes, its figures and the ledger entries it made. */
export default function WithdrawalDetailPage() {
  return <RecordDetails page="withdrawDetail">{(record) => <Detail record={record} />}</RecordDetails>;
}
