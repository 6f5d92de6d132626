import type { ReactNode } from 'react';
import type { Decimal } from '@h5/shared/contract';
import type { Message } from '@h5/shared/form';
import { PLACEHOLDER, formatAmount, plainAmount, typedAmount } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { Field, errorProps } from './Field';

export interface Balance {
  /** What can be spent; undefined while it loads. */
  available: Decimal | undefined;
  currency: string;
  /** What All fills in when less than the balance (a fee on top, a product's maximum). */
  max?: Decimal | undefined;
  /** The button's word: All (a balance) or Max (a cap below it). */
  fill?: 'all' | 'max';
}

export interface AmountFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Places the box takes; typing stops there (0: whole numbers only, as lots). */
  decimals: number;
  /** What the number counts (USDT, BTC, lots), after it. */
  unit?: ReactNode;
  placeholder?: string | undefined;
  error?: Message | undefined;
  disabled?: boolean;
  /** The balance line under the box, with its All (or Max) button. */
  balance?: Balance;
  /** Beside the balance (a transfer or deposit link when the amount is more than it). */
  balanceAction?: ReactNode;
  /** Under the box when there is no balance line (the lot size, the minimum). */
  hint?: ReactNode;
}

/** The one box for an amount, a price or lots: only well-formed numbers of at most `decimals` places. */
export function AmountField({ id, label, value, onChange, decimals, unit, placeholder, error, disabled = false, balance, balanceAction, hint }: AmountFieldProps) {
  const { t } = useTranslation('common');
  const fill = balance && (balance.max ?? balance.available);
  const balanceLine = balance && (
    <span className="h5-amount__balance">
      <span>
        {t('amount.available')} {balance.available === undefined ? PLACEHOLDER : formatAmount(balance.available, decimals)} {balance.currency}
      </span>
      {balanceAction}
    </span>
  );
  return (
    <Field id={id} label={label} error={error} hint={balanceLine ?? hint} disabled={disabled}>
      <input
        id={id}
        className="h5-field__input"
        type="text"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        {...errorProps(id, error)}
        onChange={(event) => onChange(typedAmount(event.target.value, decimals))}
      />
      {unit ? <span className="h5-field__unit">{unit}</span> : null}
      {balance && (
        <button type="button" className="h5-field__action" disabled={disabled || fill === undefined} onClick={() => fill !== undefined && onChange(plainAmount(fill, decimals))}>
          {t(balance.fill === 'max' ? 'amount.max' : 'amount.all')}
        </button>
      )}
    </Field>
  );
}
