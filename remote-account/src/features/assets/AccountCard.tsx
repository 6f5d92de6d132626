import { BASE_CURRENCY, DEFAULT_AMOUNT_DECIMALS } from '@h5/shared/constants';
import type { Account } from '@h5/shared/contract';
import { formatAmount } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { masked } from './masked';
import { accountValue, type Prices } from './valuation';

/** Each balance's columns, left to right, with their headings. */
const BALANCE_COLUMNS = [
  ['available', 'assets.available'],
  ['frozen', 'assets.frozen'],
  ['total', 'assets.balance'],
] as const;

export interface AccountCardProps {
  account: Account;
  prices: Prices;
  decimals: ReadonlyMap<string, number>;
  hidden: boolean;
  onOpen: () => void;
}

/** One account: its worth in USDT and each currency's available, frozen and total amounts. */
export function AccountCard({ account, prices, decimals, hidden, onOpen }: AccountCardProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const amount = (value: string, currency: string) =>
    masked(formatAmount(value, decimals.get(currency) ?? DEFAULT_AMOUNT_DECIMALS), hidden);

  // The whole card is one button, so everything inside is a span (phrasing content).
  return (
    <button type="button" className="ac-account" onClick={onOpen}>
      <span className="ac-account__head">
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
          {BALANCE_COLUMNS.map(([column, label]) => (
            <span key={column} className={`ac-balance__cell ac-balance__cell--${column}`}>
              <span className="ac-balance__label">{t(label)}</span>
              <span className="ac-balance__amount">{amount(balance[column], balance.currency)}</span>
            </span>
          ))}
        </span>
      ))}
    </button>
  );
}
