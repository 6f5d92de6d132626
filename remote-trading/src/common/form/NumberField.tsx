import type { ReactNode } from 'react';
import type { Message } from '@h5/shared/form';
import { typedAmount } from '@h5/shared/format';
import { FieldError } from './FieldError';

export interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Places the box takes; typing stops there (0: whole numbers only). */
  decimals: number;
  /** The unit after the number (USDT, BTC, lots). */
  unit?: ReactNode;
  placeholder?: string;
  /** What is wrong, shown under the box and announced. */
  error?: Message | undefined;
  disabled?: boolean;
  /** Below the box, before any error (a hint such as the minimum). */
  hint?: ReactNode;
}

/** A number box that takes only a well-formed decimal with at most `decimals` places. */
export function NumberField({ id, label, value, onChange, decimals, unit, placeholder, error, disabled = false, hint }: NumberFieldProps) {
  return (
    <div className={`tr-field${error ? ' tr-field--error' : ''}${disabled ? ' tr-field--disabled' : ''}`}>
      <label className="tr-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="tr-field__box">
        <input
          id={id}
          className="tr-field__input"
          type="text"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(typedAmount(event.target.value, decimals))}
        />
        {unit ? <span className="tr-field__unit">{unit}</span> : null}
      </div>
      {hint ? <div className="tr-field__hint">{hint}</div> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
