import { useState } from 'react';
import { VERIFY_CODE_LENGTH } from '@h5/shared/constants';
import { useTranslation } from '@h5/shared/i18n';
import { TextInput } from '../TextInput';
import type { Message } from '@h5/shared/form';
import { Field, errorProps } from '@h5/shared/ui/form';
import { useCountdown } from './useCountdown';

export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: Message | undefined;
  /** Checks what it must and asks for a code; the seconds until another may be asked, or null. */
  onSend: () => Promise<number | null>;
}

/** The verification code row with its Send button, which then counts down to a resend. */
export function CodeField({ value, onChange, error, onSend }: CodeFieldProps) {
  const { t } = useTranslation('account');
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    const resendIn = await onSend();
    setSending(false);
    if (resendIn) startCountdown(resendIn);
  };

  return (
    <Field id="ac-code" label={t('form.code')} error={error}>
      <TextInput
        id="ac-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFY_CODE_LENGTH}
        placeholder={t('form.codePlaceholder')}
        value={value}
        {...errorProps('ac-code', error)}
        onChange={onChange}
      />
      <button type="button" className="h5-field__action ac-send-code" disabled={sending || left > 0} onClick={() => void send()}>
        {left > 0 ? t('form.resendIn', { seconds: left }) : t('form.sendCode')}
      </button>
    </Field>
  );
}
