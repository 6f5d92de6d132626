import { useMemo, useState } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { useTickers } from '@h5/shared/market';
import { addDecimal } from '@h5/shared/money';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { LoadState } from '@h5/shared/ui';
import { Page } from '../../common/Page';
import { AccountCard } from './AccountCard';
import { QuickActions } from './QuickActions';
import { TotalCard } from './TotalCard';
import { HoldList } from './HoldList';
import { outsideValue, totalValue, usdtPrices } from './valuation';
import { useWallet } from './useWallet';
import './assets.css';

/** The assets tab: everything in USDT at live prices, shortcuts, the four accounts, and what is held away from them. */
export default function AssetsPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const { accounts, holds, failed, decimals, reload } = useWallet();
  const tickers = useTickers();
  const prices = useMemo(() => usdtPrices(tickers), [tickers]);
  const [hidden, setHidden] = useState(false);

  let body;
  if (accounts) {
    body = (
      <>
        <TotalCard total={addDecimal(totalValue(accounts, prices), outsideValue(holds, prices))} hidden={hidden} onToggle={() => setHidden((h) => !h)} />
        <QuickActions />
        <div className="ac-accounts">
          {accounts.map((account) => (
            <AccountCard
              key={account.type}
              account={account}
              prices={prices}
              decimals={decimals}
              hidden={hidden}
              onOpen={() => navigate(pathOf('tradeAccount', { account: account.type }))}
            />
          ))}
        </div>
        <HoldList holds={holds} hidden={hidden} />
      </>
    );
  } else {
    body = <LoadState failed={failed} failedText={t('assets.loadFailed')} onRetry={() => void reload()} />;
  }

  return (
    <Page title={tc('page.assets')} back={false} onRefresh={reload}>
      {body}
    </Page>
  );
}
