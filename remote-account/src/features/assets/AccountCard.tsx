import { BASE_CURRENCY } from '@h5/shared/constants';
import type { Account } from '@h5/shared/contract';
import { formatAmount } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { BalanceCells } from './BalanceCells';
import { masked } from './masked';
import { accountValue, type Prices } from './valuation';

export interface AccountCardProps {
  account: Account;
  prices: Prices;
  decimals: ReadonlyMap<string, number>;
  hidden: boolean;
  onOpen: () => void;
}

/** One account: its worth in USDT and each currency's available, frozen and total amounts. */
export function AccountCard({ account, prices, decimals, hidden, onOpen }: AccountCardProps) {
  const { t: tc } = useTranslation('common');

  // The whole card is one button, so everything inside is a span (phrasing content).
  return (
    <button type="button" className="h5-card ac-account" onClick={onOpen}>
      <span className="h5-card__head">
        <span className="ac-account__name">{tc(`account.${account.type}`)}</span>
        <svg className="ac-account__arrow" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </span>
      <span className="ac-account__value">
        ≈ {masked(formatAmount(accountValue(account, prices), 2), hidden)} {BASE_CURRENCY}
      </span>
      {account.balances.map((balance) => (
        <span key={balance.currency_id} className="ac-balance">
          <span className="ac-balance__currency">{balance.currency}</span>
          <BalanceCells balance={balance} decimals={decimals} hidden={hidden} />
        </span>
      ))}
    </button>
  );
}
