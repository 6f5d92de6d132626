import '../../common/common.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { call } from '@h5/shared/api';
import { contract, type LoginReply, type SignedIn } from '@h5/shared/contract';
import { useForm } from '@h5/shared/form';
import { useTranslation } from '@h5/shared/i18n';
import { Link, useNavigate, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { useSession } from '@h5/shared/session';
import type { LoginRequest } from '@h5/shared/validation';
import { AccountForm } from './components/AccountForm';
import { PasswordField } from '../../common/form/PasswordField';
import { checkLogin, type Field } from './authForm';
import { useAuthStore } from './authStore';
import { afterLoginPath, withRedirect } from './redirect';
import { TwoFactorLogin } from './TwoFactorLogin';
import './auth.css';

function LanguageEntry() {
  const { t } = useTranslation('common');
  return (
    <Link to={pathOf('language')} className="h5-icon-button" aria-label={t('page.language')}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </Link>
  );
}

/** Log in by phone or email (and, with 2FA on, the app's code), then back to the page that asked for it. */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Set when the password was right but 2FA is on: the second step is shown instead.
  const [challenge, setChallenge] = useState<string | null>(null);
  const signedIn = (session: SignedIn) => {
    useSession.getState().signIn(session.token, session.user);
    navigate(afterLoginPath(search), { replace: true });
  };
  // The account itself lives in the auth store, shared with sign-up and reset.
  const form = useForm<{ password: string }, Field, LoginRequest, LoginReply>({
    initial: { password: '' },
    check: ({ password }) => checkLogin({ ...useAuthStore.getState(), password }),
    send: (request) => call(contract.user.login, request, { loading: true }),
    done: false,
    onDone: (reply) => ('token' in reply ? signedIn(reply) : setChallenge(reply.challenge)),
  });
  const { errors, clear } = form;

  if (challenge) return <TwoFactorLogin challenge={challenge} onSignedIn={signedIn} onBack={() => setChallenge(null)} />;

  return (
    <AccountForm
      title={tc('page.login')}
      heading={t('auth.loginTitle')}
      right={<LanguageEntry />}
      accountError={errors.account}
      onAccountEdit={() => clear('account')}
      onModeSwitch={() => form.setErrors({})}
      onSubmit={() => void form.submit()}
    >
      <PasswordField
        id="ac-password"
        label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="current-password"
        value={form.values.password}
        error={errors.password}
        onChange={form.set('password')}
      />
      <div className="ac-form__aside">
        <Link to={withRedirect(pathOf('forgetPassword'), search)} className="h5-link">
          {t('auth.forgotLink')}
        </Link>
      </div>
      <Button block type="submit" color="primary" size="large" loading={form.busy} className="ac-form__submit">
        {tc('action.logIn')}
      </Button>
      <p className="ac-form__switch">
        {t('auth.noAccount')}{' '}
        <Link to={withRedirect(pathOf('register'), search)} className="h5-link">
          {tc('action.signUp')}
        </Link>
      </p>
    </AccountForm>
  );
}
