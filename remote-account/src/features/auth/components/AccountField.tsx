import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { TextInput } from '../../../common/TextInput';
import { useAuthStore } from '../authStore';
import type { Message } from '@h5/shared/form';
import { Field, errorProps } from '@h5/shared/ui/form';

/**
 * The account row of the current mode: the phone number behind its area code (which opens the
 * area-code list), or the email.
 */
export function AccountField({ error, onEdit }: { error?: Message | undefined; onEdit: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { mode, area, phone, email } = useAuthStore((s) => s);

  if (mode === 'email') {
    return (
      <Field id="ac-account" label={t('auth.email')} error={error}>
        <TextInput
          id="ac-account"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          placeholder={t('auth.emailPlaceholder')}
          value={email}
          {...errorProps('ac-account', error)}
          onChange={(value) => {
            useAuthStore.setState({ email: value });
            onEdit();
          }}
        />
      </Field>
    );
  }
  return (
    <Field id="ac-account" label={t('auth.phone')} error={error}>
      <button
        type="button"
        className="ac-area-button"
        aria-label={t('auth.areaCode', { code: `+${area.code}` })}
        onClick={() => navigate(pathOf('chooseAreaCode'))}
      >
        +{area.code}
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <TextInput
        id="ac-account"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('auth.phonePlaceholder')}
        value={phone}
        {...errorProps('ac-account', error)}
        onChange={(value) => {
          useAuthStore.setState({ phone: value });
          onEdit();
        }}
      />
    </Field>
  );
}
