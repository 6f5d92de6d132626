import { formatAmount, plainAmount, typedAmount } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { TextInput } from '../TextInput';
import type { Message } from '@h5/shared/form';
import { Field, errorProps } from './Field';

export interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  currency: string;
  /** Places the currency allows; typing stops there. */
  decimals: number;
  placeholder: string;
  error?: Message | undefined;
  /** The balance that can be spent, shown under the box with an All button. */
  available?: string | undefined;
  /** What All fills in when less than the balance (a fee comes on top); the balance otherwise. */
  max?: string | undefined;
}

/** An amount box that takes only a well-formed amount of its currency, with "All" when there is a balance. */
export function AmountField({ id, label, value, onChange, currency, decimals, placeholder, error, available, max }: AmountFieldProps) {
  const { t } = useTranslation('account');
  const hint =
    available === undefined ? undefined : (
      <span className="ac-amount__available">
        {t('form.available')} {formatAmount(available, decimals)} {currency}
      </span>
    );
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <TextInput
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        {...errorProps(id, error)}
        onChange={(text) => onChange(typedAmount(text, decimals))}
      />
      <span className="ac-amount__currency">{currency}</span>
      {available !== undefined && (
        <button type="button" className="ac-amount__all" onClick={() => onChange(plainAmount(max ?? available, decimals))}>
          {t('form.all')}
        </button>
      )}
    </Field>
  );
}
