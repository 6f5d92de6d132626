import type { ReactNode } from 'react';
import { BASE_CURRENCY_ID } from '@h5/shared/constants';
import type { Currency } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { Link, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { EmptyState, LoadState } from '@h5/shared/ui';
import { Page } from '../../common/Page';
import { DepositForm } from './DepositForm';
import type { DepositKind } from './depositForm';
import './deposit.css';
import { currencyOf, useCurrencies } from '@h5/shared/market';

export interface DepositShellProps {
  kind: DepositKind;
  title: string;
  /** Where the money goes (address or bank details), above the form; `chain` for a chain deposit. */
  target: (currency: Currency, chain: string) => ReactNode;
}

/** Bank transfers are taken in the base currency only; a chain deposit is in the coin asked for. */
const currencyIdFor = (kind: DepositKind, asked: string | null) => (kind === 'bank' ? BASE_CURRENCY_ID : asked);

/** The network asked for (`?chain=`) when the coin is on it, else the coin's first. */
const chainFor = (currency: Currency, asked: string | null): string => (asked && currency.chains.includes(asked) ? asked : (currency.chains[0] ?? ''));

/**
 * What the chain and bank deposit pages share: the coin (`?currency_id=`, USDT by default and for banks)
 * and its network (`?chain=`), the way to the records, where to send the money, then the form.
 */
export function DepositShell({ kind, title, target }: DepositShellProps) {
  const { t: tc } = useTranslation('common');
  const [search] = useSearchParams();
  const { currencies, failed, reload } = useCurrencies();
  const currency = currencies ? currencyOf(currencies, currencyIdFor(kind, search.get('currency_id'))) : undefined;

  let body;
  if (currency) {
    const chain = kind === 'chain' ? chainFor(currency, search.get('chain')) : undefined;
    body = (
      <>
        {target(currency, chain ?? '')}
        <DepositForm key={chain} kind={kind} currency={currency} chain={chain} />
      </>
    );
  }
  else if (currencies) body = <EmptyState />;
  else body = <LoadState failed={failed} onRetry={() => void reload()} />;

  return (
    <Page
      title={title}
      right={
        <Link to={pathOf('records', { tab: 'deposit' })} className="ac-nav-link">
          {tc('page.records')}
        </Link>
      }
    >
      {body}
    </Page>
  );
}
