import { useMemo } from 'react';
import { BASE_CURRENCY } from '@h5/shared/constants';
import { formatAmount } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useTickers } from '@h5/shared/market';
import { addDecimal } from '@h5/shared/money';
import { useNavigate, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { EmptyState, LoadState } from '@h5/shared/ui';
import { Page } from '../../common/Page';
import { accountTypeOf } from '../../common/accounts';
import { BalanceCells } from './BalanceCells';
import { useWallet } from './useWallet';
import { HoldList } from './HoldList';
import { accountValue, balanceValue, outsideValue, usdtPrices } from './valuation';
import './assets.css';

/** One account (`?account=coin|option|contract|trust`): its worth, each currency's balances, transfer and records. */
export default function TradeAccountPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const type = accountTypeOf(search.get('account'));
  const { accounts, holds, failed, decimals, reload } = useWallet();
  const held = useMemo(() => holds.filter((hold) => hold.account === type), [holds, type]);
  const tickers = useTickers();
  const prices = useMemo(() => usdtPrices(tickers), [tickers]);
  const account = accounts?.find((a) => a.type === type);

  let body;
  if (!account) body = <LoadState failed={failed} failedText={t('assets.loadFailed')} onRetry={() => void reload()} />;
  else
    body = (
      <>
        <section className="ac-total" aria-labelledby="ac-account-value">
          <h2 id="ac-account-value" className="ac-total__label">
            {t('assets.accountValue')}
          </h2>
          <p className="ac-total__amount">≈ {formatAmount(addDecimal(accountValue(account, prices), outsideValue(held, prices)), 2)}</p>
          <div className="ac-total__actions">
            <button type="button" className="ac-pill" onClick={() => navigate(pathOf('transfer', { from: type }))}>
              {tc('page.transfer')}
            </button>
            <button type="button" className="ac-pill" onClick={() => navigate(pathOf('records', { tab: 'all', account: type }))}>
              {tc('page.records')}
            </button>
          </div>
        </section>
        {account.balances.length ? (
          <ul className="h5-card-list ac-balances" aria-label={tc(`account.${type}`)}>
            {account.balances.map((balance) => (
              <li key={balance.currency_id} className="ac-balance ac-balance--card">
                <span className="ac-balance__currency">
                  {balance.currency}
                  <span className="ac-balance__worth">
                    ≈ {formatAmount(balanceValue(balance, prices), 2)} {BASE_CURRENCY}
                  </span>
                </span>
                <BalanceCells balance={balance} decimals={decimals} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState />
        )}
        <HoldList holds={held} />
      </>
    );

  return (
    <Page title={tc(`account.${type}`)} onRefresh={reload}>
      {body}
    </Page>
  );
}
