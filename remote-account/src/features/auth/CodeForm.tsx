import '../../common/common.css';
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { call, type ApiResult } from '@h5/shared/api';
import { contract, type CallSpec, type RequestOf } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { Link, useNavigate, useSearchParams } from '@h5/shared/router';
import { LOGIN_PATH } from '@h5/shared/routes';
import { toast } from '@h5/shared/toast';
import { TextInput } from '../../common/TextInput';
import { AccountForm } from './components/AccountForm';
import { Agreements, type AgreementTicks } from './components/Agreements';
import { CodeField } from '../../common/form/CodeField';
import { Field, errorProps } from '../../common/form/Field';
import { PasswordField } from '../../common/form/PasswordField';
import { checkAccount, checkForget, checkRegister, type Checked, type FieldErrors, type Field as FormField, type RegisterValues } from './authForm';
import { useAuthStore } from './authStore';
import { withRedirect } from './redirect';
import { sendCode, type CodeScene } from './sendCode';
import { useFieldErrors } from '@h5/shared/form';
import './auth.css';

/** Either what is wrong with the form, or how to send it. */
type Submission = { errors: FieldErrors } | { send: () => Promise<ApiResult<unknown>> };

const submission = <C extends CallSpec>(checked: Checked<RequestOf<C>>, spec: C): Submission =>
  checked.ok ? { send: () => call(spec, checked.request, { loading: true }) } : { errors: checked.errors };

const submissions: Record<CodeScene, (values: RegisterValues) => Submission> = {
  register: (values) => submission(checkRegister(values), contract.user.register),
  forget: (values) => submission(checkForget(values), contract.user.forget),
};

/**
 * Sign-up and password reset: the account, a code sent to it and a new password typed twice;
 * sign-up adds the invitation code and the agreements. Both end on login, the account filled
 * in and the login redirect kept.
 */
export function CodeForm({ scene }: { scene: CodeScene }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [rePassword, setRePassword] = useState('');
  const [invite, setInvite] = useState('');
  const [agreements, setAgreements] = useState<AgreementTicks>({ user: false, privacy: false });
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, clear, clearAll } = useFieldErrors<FormField>();
  const isRegister = scene === 'register';
  const loginPath = withRedirect(LOGIN_PATH, search);

  const requestCode = async () => {
    const credentials = useAuthStore.getState();
    const accountError = checkAccount(credentials);
    if (accountError) {
      setErrors((e) => ({ ...e, account: accountError }));
      return null;
    }
    return sendCode(credentials, scene);
  };

  const submit = async () => {
    const values = {
      ...useAuthStore.getState(),
      code,
      password,
      re_password: rePassword,
      invite_code: invite,
      // Reset has no agreements to tick.
      agreed: !isRegister || (agreements.user && agreements.privacy),
    };
    const prepared = submissions[scene](values);
    if ('errors' in prepared) {
      setErrors(prepared.errors);
      return;
    }
    setBusy(true);
    const result = await prepared.send();
    setBusy(false);
    if (!result.ok) return;
    toast(result.message || tc('status.operationSuccessful'));
    navigate(loginPath, { replace: true });
  };

  return (
    <AccountForm
      title={tc(isRegister ? 'page.register' : 'page.forgetPassword')}
      heading={t(isRegister ? 'auth.registerTitle' : 'auth.forgetTitle')}
      accountError={errors.account}
      onAccountEdit={() => clear('account')}
      onModeSwitch={clearAll}
      onSubmit={() => void submit()}
    >
      <CodeField
        value={code}
        error={errors.code}
        onSend={requestCode}
        onChange={(value) => {
          setCode(value);
          clear('code');
        }}
      />
      <PasswordField
        id="ac-password"
        label={t(isRegister ? 'auth.password' : 'auth.newPassword')}
        placeholder={t('auth.newPasswordPlaceholder')}
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={(value) => {
          setPassword(value);
          clear('password');
        }}
      />
      <PasswordField
        id="ac-re-password"
        label={t('auth.confirmPassword')}
        placeholder={t('auth.confirmPlaceholder')}
        autoComplete="new-password"
        value={rePassword}
        error={errors.re_password}
        onChange={(value) => {
          setRePassword(value);
          clear('re_password');
        }}
      />
      {isRegister && (
        <>
          <Field id="ac-invite" label={t('auth.inviteCode')} error={errors.invite_code}>
            <TextInput
              id="ac-invite"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={t('auth.invitePlaceholder')}
              value={invite}
              {...errorProps('ac-invite', errors.invite_code)}
              onChange={(value) => {
                setInvite(value);
                clear('invite_code');
              }}
            />
          </Field>
          <Agreements
            value={agreements}
            error={errors.agreements}
            onChange={(value) => {
              setAgreements(value);
              clear('agreements');
            }}
          />
        </>
      )}
      <Button block type="submit" color="primary" size="large" loading={busy} className="ac-form__submit">
        {isRegister ? tc('action.signUp') : t('auth.resetPassword')}
      </Button>
      <p className="ac-form__switch">
        {isRegister && `${t('auth.haveAccount')} `}
        <Link to={loginPath} replace className="ac-link">
          {tc('action.logIn')}
        </Link>
      </p>
    </AccountForm>
  );
}
