import '../../common/common.css';
import { Tabs } from 'antd-mobile';
import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { PagedListView, callKey, usePagedList } from '@h5/shared/data';
import { Page } from '../../common/Page';
import { isAccountType } from '../../common/accounts';
import { DepositRow, LedgerRow, WithdrawalRow } from './RecordRows';
import { RECORD_TABS, recordTabOf } from './tabs';
import './records.css';
import { decimalsOf, useCurrencies } from '@h5/shared/market';

/**
 * Deposits, withdrawals and every balance change (`?tab=deposit|withdraw|ledger`, the changes
 * of one account with `&account=`), each loading more as it scrolls. A tab loads when first
 * shown and keeps its rows when left; pull-to-refresh reloads the one on screen.
 */
export default function RecordsPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = recordTabOf(search.get('tab'));
  const accountParam = search.get('account');
  const account = isAccountType(accountParam) ? accountParam : undefined;
  const { currencies } = useCurrencies();

  const lists = {
    deposit: usePagedList(callKey(contract.wallet.depositLog), (page, limit) => call(contract.wallet.depositLog, { page, limit }), { enabled: tab === 'deposit' }),
    withdraw: usePagedList(callKey(contract.wallet.withdrawLog), (page, limit) => call(contract.wallet.withdrawLog, { page, limit }), { enabled: tab === 'withdraw' }),
    ledger: usePagedList(
      callKey(contract.wallet.legalLog, { account }),
      (page, limit) => call(contract.wallet.legalLog, { page, limit, ...(account ? { account } : {}) }),
      { enabled: tab === 'ledger' },
    ),
  };
  const decimals = (currency: string) => decimalsOf(currencies, currency);

  return (
    <Page title={tc('page.records')} onRefresh={() => lists[tab].refresh()}>
      <Tabs
        className="ac-tabs"
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key, ...(account ? { account } : {}) }, { replace: true })}
      >
        {RECORD_TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`records.${key}`)} />
        ))}
      </Tabs>
      {tab === 'deposit' && (
        <PagedListView
          className="ac-list"
          list={lists.deposit}
          label={t('records.deposit')}
          renderItem={(record) => <DepositRow record={record} decimals={decimals(record.currency)} />}
        />
      )}
      {tab === 'withdraw' && (
        <PagedListView
          className="ac-list"
          list={lists.withdraw}
          label={t('records.withdraw')}
          renderItem={(record) => (
            <WithdrawalRow
              record={record}
              decimals={decimals(record.currency)}
              onOpen={() => navigate(pathOf('withdrawDetail', { id: record.id }))}
            />
          )}
        />
      )}
      {tab === 'ledger' && (
        <>
          {account && (
            <div className="ac-filter">
              <span>{tc(`account.${account}`)}</span>
              <button type="button" className="ac-link" onClick={() => setSearch({ tab }, { replace: true })}>
                {t('records.allAccounts')}
              </button>
            </div>
          )}
          <PagedListView
          className="ac-list"
            list={lists.ledger}
            label={t('records.ledger')}
            renderItem={(entry) => <LedgerRow entry={entry} decimals={decimals(entry.currency)} />}
          />
        </>
      )}
    </Page>
  );
}
