import Button from 'antd-mobile/es/components/button';
import { call } from '@h5/shared/api';
import { contract, type SignedIn } from '@h5/shared/contract';
import { schemaErrors, useForm, verdict } from '@h5/shared/form';
import { useTranslation } from '@h5/shared/i18n';
import { Page } from '../../common/Page';
import { Form } from '../../common/form/Form';
import { TwoFactorField } from '../../common/form/TwoFactorField';
import './auth.css';

export interface TwoFactorLoginProps {
  /** What the password step answered: the second step names it. */
  challenge: string;
  onSignedIn: (session: SignedIn) => void;
  /** Back to the password step (a challenge lives five minutes). */
  onBack: () => void;
}

/** The second step of a login with 2FA on: the app's code (or a backup code) opens the session. */
export function TwoFactorLogin({ challenge, onSignedIn, onBack }: TwoFactorLoginProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const form = useForm({
    initial: { code: '' },
    check: ({ code }) => {
      const request = { challenge, code: code.trim() };
      return verdict(request, schemaErrors<'code'>(contract.user.loginTwoFactor.request, request));
    },
    send: (request) => call(contract.user.loginTwoFactor, request, { loading: true }),
    done: false,
    onDone: onSignedIn,
  });
  return (
    <Page title={tc('page.login')}>
      <Form onSubmit={() => void form.submit()}>
        <h2 className="ac-form__title">{t('twoFactor.loginTitle')}</h2>
        <p className="ac-note">{t('twoFactor.loginNote')}</p>
        <TwoFactorField id="ac-login-2fa" value={form.values.code} error={form.errors.code} onChange={form.set('code')} />
        <Button block type="submit" color="primary" size="large" loading={form.busy} className="ac-form__submit">
          {t('twoFactor.verify')}
        </Button>
        <p className="ac-form__switch">
          <button type="button" className="h5-link" onClick={onBack}>
            {tc('action.back')}
          </button>
        </p>
      </Form>
    </Page>
  );
}
