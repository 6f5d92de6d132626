import '../../common/common.css';
import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate, useQueryTab, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { PagedListView, cacheKey, usePagedList } from '@h5/shared/data';
import { decimalsOf, useCurrencies } from '@h5/shared/market';
import { TabPanel, Tabs } from '@h5/shared/ui';
import { Page } from '../../common/Page';
import { isAccountType } from '../../common/accounts';
import { FILTER_PARAMS, ledgerFilterOf, ledgerRequest, type LedgerFilter } from './ledger';
import { LedgerFilters } from './LedgerFilters';
import { DepositRow, LedgerRow, WithdrawalRow } from './RecordRows';
import { RECORD_TABS } from './tabs';
import './records.css';

/**
 * Deposits, withdrawals and every balance change (`?tab=deposit|withdraw|all`), each loading
 * more as it scrolls, each row opening its record's details. The changes narrow by `&account=`, `&type=`, `&coin=`, `&from=` and
 * `&to=`, kept in the address so a record's detail goes back to the same list. A tab loads when
 * first shown and keeps its rows when left; pull-to-refresh reloads the one on screen.
 */
export default function RecordsPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [tab, setTab] = useQueryTab(RECORD_TABS, 'deposit');
  const [search, setSearch] = useSearchParams();
  const accountParam = search.get('account');
  const account = isAccountType(accountParam) ? accountParam : undefined;
  const filter = ledgerFilterOf(search);
  const { currencies } = useCurrencies();
  const request = { ...ledgerRequest(filter, currencies), ...(account ? { account } : {}) };

  const lists = {
    deposit: usePagedList(cacheKey(contract.wallet.depositLog), (page, limit) => call(contract.wallet.depositLog, { page, limit }), { enabled: tab === 'deposit' }),
    withdraw: usePagedList(cacheKey(contract.wallet.withdrawLog), (page, limit) => call(contract.wallet.withdrawLog, { page, limit }), { enabled: tab === 'withdraw' }),
    // Waits for the coin list when a coin is asked for, so the first page is already the coin's.
    all: usePagedList(cacheKey(contract.wallet.legalLog, request), (page, limit) => call(contract.wallet.legalLog, { page, limit, ...request }), {
      enabled: tab === 'all' && (!filter.coin || currencies !== null),
    }),
  };
  const decimals = (currency: string) => decimalsOf(currencies, currency);

  const changeSearch = (change: (next: URLSearchParams) => void) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  const setFilter = (name: keyof LedgerFilter, value: string | null) =>
    changeSearch((next) => (value === null ? next.delete(name) : next.set(name, value)));
  const resetFilter = () => changeSearch((next) => FILTER_PARAMS.forEach((name) => next.delete(name)));

  return (
    <Page title={tc('page.records')} onRefresh={() => lists[tab].refresh()}>
      <Tabs
        idBase="ac-records"
        label={tc('page.records')}
        tabs={RECORD_TABS.map((key) => ({ key, label: t(`records.${key}`) }))}
        active={tab}
        onChange={setTab}
        className="ac-tabs"
        tabClassName="ac-tab"
      />
      <TabPanel idBase="ac-records" active={tab}>
        {tab === 'deposit' && (
          <PagedListView
            className="ac-list"
            list={lists.deposit}
            label={t('records.deposit')}
            renderItem={(record) => (
              <DepositRow record={record} decimals={decimals(record.currency)} onOpen={() => navigate(pathOf('depositDetail', { id: record.id }))} />
            )}
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
        {tab === 'all' && (
          <>
            {account && (
              <div className="ac-filter">
                <span>{tc(`account.${account}`)}</span>
                <button type="button" className="h5-link" onClick={() => changeSearch((next) => next.delete('account'))}>
                  {t('records.allAccounts')}
                </button>
              </div>
            )}
            <LedgerFilters filter={filter} currencies={currencies} onChange={setFilter} onReset={resetFilter} />
            <PagedListView
              className="ac-list"
              list={lists.all}
              label={t('records.all')}
              renderItem={(entry) => (
                <LedgerRow entry={entry} decimals={decimals(entry.currency)} onOpen={() => navigate(pathOf('ledgerDetail', { id: entry.id }))} />
              )}
            />
          </>
        )}
      </TabPanel>
    </Page>
  );
}
