import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { Page } from '../../common/Page';
import { useLeave } from '../../common/useLeave';
import { Form } from '../../common/form/Form';
import { PasswordField } from '../../common/form/PasswordField';
import { SubmitButton } from '../../common/form/SubmitButton';
import { useForm } from '@h5/shared/form';
import { checkLoginPassword } from './securityForms';

/**
 * Change the login password: the original, then the new one twice. The server keeps this
 * session and signs out every other device, so the user stays here.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const leave = useLeave('security');
  const { values, errors, busy, set, submit } = useForm({
    initial: { old_password: '', password: '', re_password: '' },
    check: checkLoginPassword,
    send: (request) => call(contract.user.updatePassword, request, { loading: true }),
    done: t('security.passwordChanged'),
    onDone: leave,
  });

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
