import { DEFAULT_AMOUNT_DECIMALS } from '@h5/shared/constants';
import type { Balance } from '@h5/shared/contract';
import { formatAmount } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { masked } from './masked';

/** Each balance's columns, left to right, with their headings. */
const BALANCE_COLUMNS = [
  ['available', 'assets.available'],
  ['frozen', 'assets.frozen'],
  ['total', 'assets.balance'],
] as const;

export interface BalanceCellsProps {
  balance: Balance;
  decimals: ReadonlyMap<string, number>;
  hidden?: boolean;
}

/** Available, frozen and total of one currency, floored to its decimals (spans: they sit inside buttons too). */
export function BalanceCells({ balance, decimals, hidden = false }: BalanceCellsProps) {
  const { t } = useTranslation('account');
  const places = decimals.get(balance.currency) ?? DEFAULT_AMOUNT_DECIMALS;
  return (
    <>
      {BALANCE_COLUMNS.map(([column, label]) => (
        <span key={column} className={`ac-balance__cell ac-balance__cell--${column}`}>
          <span className="ac-balance__label">{t(label)}</span>
          <span className="ac-balance__amount">{masked(formatAmount(balance[column], places), hidden)}</span>
        </span>
      ))}
    </>
  );
}
