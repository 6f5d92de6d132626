import { useState } from 'react';
import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { toast } from '@h5/shared/toast';
import { Page } from '../../common/Page';
import { useLeave } from '../../common/useLeave';
import { Form } from '../../common/form/Form';
import { PasswordField } from '../../common/form/PasswordField';
import { SubmitButton } from '../../common/form/SubmitButton';
import { useFieldErrors } from '../../common/form/useFieldErrors';
import { checkLoginPassword, type PasswordField as Field, type PasswordValues } from './securityForms';

/**
 * Change the login password: the original, then the new one twice. The server keeps this
 * session and signs out every other device, so the user stays here.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const leave = useLeave('security');
  const [values, setValues] = useState<PasswordValues>({ old_password: '', password: '', re_password: '' });
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, clear } = useFieldErrors<Field>();
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  const submit = async () => {
    const checked = checkLoginPassword(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    const result = await call(contract.user.updatePassword, checked.request, { loading: true });
    setBusy(false);
    if (!result.ok) return;
    toast(t('security.passwordChanged'));
    leave();
  };

  return (
    <Page title={tc('page.changePassword')}>
      <Form onSubmit={() => void submit()}>
        <PasswordField
          id="ac-old-password"
          label={t('security.oldPassword')}
          placeholder={t('security.oldPasswordPlaceholder')}
          autoComplete="current-password"
          value={values.old_password}
          error={errors.old_password}
          onChange={set('old_password')}
        />
        <PasswordField
          id="ac-password"
          label={t('auth.newPassword')}
          placeholder={t('auth.newPasswordPlaceholder')}
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={set('password')}
        />
        <PasswordField
          id="ac-re-password"
          label={t('auth.confirmPassword')}
          placeholder={t('auth.confirmPlaceholder')}
          autoComplete="new-password"
          value={values.re_password}
          error={errors.re_password}
          onChange={set('re_password')}
        />
        <p className="ac-note">{t('security.othersSignedOut')}</p>
        <SubmitButton busy={busy}>{tc('action.submit')}</SubmitButton>
      </Form>
    </Page>
  );
}
