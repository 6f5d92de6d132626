import '../../common/common.css';
import Button from 'antd-mobile/es/components/button';
import { call, type ApiResult } from '@h5/shared/api';
import { contract, type RequestOf, type SignedIn } from '@h5/shared/contract';
import { useForm } from '@h5/shared/form';
import { useTranslation } from '@h5/shared/i18n';
import { Link, useNavigate, useSearchParams } from '@h5/shared/router';
import { LOGIN_PATH } from '@h5/shared/routes';
import { useSession } from '@h5/shared/session';
import { TextInput } from '../../common/TextInput';
import { AccountForm } from './components/AccountForm';
import { Agreements } from './components/Agreements';
import { CodeField } from '../../common/form/CodeField';
import { Field, errorProps } from '@h5/shared/ui/form';
import { PasswordField } from '../../common/form/PasswordField';
import { checkAccount, checkForget, checkRegister, type Checked, type Field as FormField, type RegisterValues } from './authForm';
import { useAuthStore } from './authStore';
import { afterLoginPath, withRedirect } from './redirect';
import { sendCode, type CodeScene } from './sendCode';
import './auth.css';

/** How a checked form is sent: each scene has its own call; sign-up answers a session, reset nothing. */
type Send = () => Promise<ApiResult<SignedIn | null>>;

type CodeCall = typeof contract.user.register | typeof contract.user.forget;
const sendable = <C extends CodeCall>(checked: Checked<RequestOf<C>>, spec: C): Checked<Send> =>
  checked.ok ? { ok: true, request: () => call(spec, checked.request, { loading: true }) } : checked;

const scenes: Record<CodeScene, (values: RegisterValues) => Checked<Send>> = {
  register: (values) => sendable(checkRegister(values), contract.user.register),
  forget: (values) => sendable(checkForget(values), contract.user.forget),
};

interface CodeValues {
  code: string;
  password: string;
  re_password: string;
  invite_code: string;
  /** The one box for both documents. */
  agreements: boolean;
}

/**
 * Sign-up and password reset: the account, a code sent to it and a new password typed twice;
 * sign-up adds the invitation code and one box for the user agreement and the privacy policy.
 * Sign-up signs in and goes on to the page the login guard kept; reset ends on login, the
 * account filled in and that page still kept.
 */
export function CodeForm({ scene }: { scene: CodeScene }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const isRegister = scene === 'register';
  const loginPath = withRedirect(LOGIN_PATH, search);
  // The account itself lives in the auth store, shared with login.
  const form = useForm<CodeValues, FormField, Send, SignedIn | null>({
    initial: { code: '', password: '', re_password: '', invite_code: useAuthStore.getState().inviteCode, agreements: false },
    check: ({ agreements, ...values }) =>
      // Reset has no agreement to tick.
      scenes[scene]({ ...useAuthStore.getState(), ...values, agreed: !isRegister || agreements }),
    send: (send) => send(),
    onDone: (session) => {
      if (!session) return navigate(loginPath, { replace: true });
      useSession.getState().signIn(session.token, session.user);
      return navigate(afterLoginPath(search), { replace: true });
    },
  });
  const { values, errors, setErrors, clear, set } = form;

  const requestCode = async () => {
    const credentials = useAuthStore.getState();
    const accountError = checkAccount(credentials);
    if (accountError) {
      setErrors((e) => ({ ...e, account: accountError }));
      return null;
    }
    return sendCode(credentials, scene);
  };

  return (
    <AccountForm
      title={tc(isRegister ? 'page.register' : 'page.forgetPassword')}
      heading={t(isRegister ? 'auth.registerTitle' : 'auth.forgetTitle')}
      accountError={errors.account}
      onAccountEdit={() => clear('account')}
      onModeSwitch={() => setErrors({})}
      onSubmit={() => void form.submit()}
    >
      <CodeField
        value={values.code}
        error={errors.code}
        onSend={requestCode}
        onChange={set('code')}
      />
      <PasswordField
        id="ac-password"
        label={t(isRegister ? 'auth.password' : 'auth.newPassword')}
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
      {isRegister && (
        <>
          <Field id="ac-invite" label={t('auth.inviteCode')} error={errors.invite_code}>
            <TextInput
              id="ac-invite"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={t('auth.invitePlaceholder')}
              value={values.invite_code}
              {...errorProps('ac-invite', errors.invite_code)}
              onChange={(value: string) => {
                set('invite_code')(value);
                useAuthStore.setState({ inviteCode: value });
              }}
            />
          </Field>
          <Agreements
            value={values.agreements}
            error={errors.agreements}
            onChange={set('agreements')}
          />
        </>
      )}
      <Button block type="submit" color="primary" size="large" loading={form.busy} className="ac-form__submit">
        {isRegister ? tc('action.signUp') : t('auth.resetPassword')}
      </Button>
      <p className="ac-form__switch">
        {isRegister && `${t('auth.haveAccount')} `}
        <Link to={loginPath} replace className="h5-link">
          {tc('action.logIn')}
        </Link>
      </p>
    </AccountForm>
  );
}
