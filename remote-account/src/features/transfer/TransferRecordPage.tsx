import { call } from '@h5/shared/api';
import { contract, type TransferRecord } from '@h5/shared/contract';
import { formatAmount, formatDateTime } from '@h5/shared/format';
import { PagedListView, cacheKey, usePagedList } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { Page } from '../../common/Page';
import './transfer.css';
import { decimalsOf, useCurrencies } from '@h5/shared/market';

function TransferRow({ record, decimals }: { record: TransferRecord; decimals: number }) {
  const { t: tc } = useTranslation('common');
  return (
    <div className="ac-row">
      <div className="h5-row-main">
        <span className="ac-row__title">
          {tc(`account.${record.from}`)} → {tc(`account.${record.to}`)}
        </span>
        <span className="ac-row__time">{formatDateTime(record.created_at)}</span>
      </div>
      <span className="ac-row__amount">
        {formatAmount(record.amount, decimals)} {record.currency}
      </span>
    </div>
  );
}

/** Every transfer between the user's accounts, newest first, loading more on scroll. */
export default function TransferRecordPage() {
  const { t: tc } = useTranslation('common');
  const { currencies } = useCurrencies();
  const list = usePagedList(cacheKey(contract.wallet.transferHistory), (page, limit) => call(contract.wallet.transferHistory, { page, limit }));
  return (
    <Page title={tc('page.transferRecord')}>
      <PagedListView
        className="ac-list"
        list={list}
        label={tc('page.transferRecord')}
        renderItem={(record) => <TransferRow record={record} decimals={decimalsOf(currencies, record.currency)} />}
      />
    </Page>
  );
}
