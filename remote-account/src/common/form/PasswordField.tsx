import { useState } from 'react';
import { FUND_PASSWORD_LENGTH } from '@h5/shared/constants';
import { useTranslation } from '@h5/shared/i18n';
import { TextInput } from '../TextInput';
import type { Message } from '@h5/shared/form';
import { Field, errorProps } from '@h5/shared/ui/form';

export interface PasswordFieldProps {
  id: string;
  label: string;
  placeholder: string;
  /** current-password where one is checked, new-password where one is chosen. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: Message | undefined;
  /** A fund password: six digits, typed on the number pad. */
  fund?: boolean;
}

/** A password row with a show/hide toggle. */
export function PasswordField({ id, label, placeholder, autoComplete, value, onChange, error, fund = false }: PasswordFieldProps) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} error={error}>
      <TextInput
        id={id}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="off"
        placeholder={placeholder}
        value={value}
        {...(fund ? { inputMode: 'numeric', maxLength: FUND_PASSWORD_LENGTH } : {})}
        {...errorProps(id, error)}
        onChange={onChange}
      />
      <button
        type="button"
        className="h5-icon-button"
        aria-label={t(shown ? 'form.hidePassword' : 'form.showPassword')}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
          {!shown && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.6" />}
        </svg>
      </button>
    </Field>
  );
}
