import type { Message } from '@h5/shared/form';
import { useTranslation } from '@h5/shared/i18n';
import { TextField } from './TextField';

export interface TwoFactorFieldProps {
  id: string;
  value: string;
  error: Message | undefined;
  onChange: (value: string) => void;
  /** Only the app's six digits (turning 2FA on); otherwise a backup code is taken too. */
  appOnly?: boolean;
}

/** The authenticator app's code (or a backup code): letters allowed, so no number-only keyboard. */
export function TwoFactorField({ id, value, error, onChange, appOnly = false }: TwoFactorFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      id={id}
      label={t('twoFactor.code')}
      placeholder={t(appOnly ? 'twoFactor.appCodePlaceholder' : 'twoFactor.codePlaceholder')}
      inputMode={appOnly ? 'numeric' : 'text'}
      autoComplete="one-time-code"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={9}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
