import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { useSession } from '@h5/shared/session';
import { toast } from '@h5/shared/toast';
import { Page } from '../../common/Page';
import { refreshProfile } from '../../common/profile';
import { useLeave } from '../../common/useLeave';
import { CodeField } from '../../common/form/CodeField';
import { Form } from '../../common/form/Form';
import { SubmitButton } from '../../common/form/SubmitButton';
import { TextField } from '../../common/form/TextField';
import { useForm } from '@h5/shared/form';
import { checkEmail, emailIssue, type EmailRequest } from './securityForms';

/** Changes the email; once it is changed, the session's copy of the profile follows. */
async function changeEmail(request: EmailRequest) {
  const result = await call(contract.user.changeEmail, request, { loading: true });
  if (result.ok) await refreshProfile();
  return result;
}

/** A new email, proven by a code sent to it; the stored profile follows. */
export default function ChangeEmailPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const leave = useLeave('security');
  const current = useSession((s) => s.user?.email ?? '');
  const { values, errors, setErrors, busy, set, submit } = useForm({
    initial: { email: '', code: '' },
    check: checkEmail,
    send: changeEmail,
    done: t('security.emailChanged'),
    onDone: leave,
  });

  const sendCode = async () => {
    const issue = emailIssue(values.email);
    if (issue) {
      setErrors((e) => ({ ...e, email: issue }));
      return null;
    }
    const result = await call(contract.user.smsMail, { email: values.email.trim(), scene: 'email' }, { loading: true });
    if (!result.ok) return null;
    toast(result.message);
    return result.data.resend_in;
  };

  return (
    <Page title={tc('page.changeEmail')}>
      <Form onSubmit={() => void submit()}>
        {current && <p className="ac-note">{t('security.currentEmail', { email: current })}</p>}
        <TextField
          id="ac-new-email"
          label={t('security.newEmail')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        <CodeField value={values.code} error={errors.code} onSend={sendCode} onChange={set('code')} />
        <SubmitButton busy={busy}>{tc('action.submit')}</SubmitButton>
      </Form>
    </Page>
  );
}
