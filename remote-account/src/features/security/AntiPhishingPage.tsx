import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { useForm } from '@h5/shared/form';
import { useTranslation } from '@h5/shared/i18n';
import { useSession } from '@h5/shared/session';
import { toast } from '@h5/shared/toast';
import { Page } from '../../common/Page';
import { refreshProfile, useTwoFactorOn } from '../../common/profile';
import { useLeave } from '../../common/useLeave';
import { CodeField } from '../../common/form/CodeField';
import { Form } from '../../common/form/Form';
import { SubmitButton } from '../../common/form/SubmitButton';
import { TextField } from '../../common/form/TextField';
import { TwoFactorField } from '../../common/form/TwoFactorField';
import { checkAntiPhishing, type AntiPhishingValues } from './securityForms';

/**
 * The code every message from the platform starts with: set or changed here, proven like an
 * address change by a code sent to the user's own phone or email and, with 2FA on, the app's code.
 */
export default function AntiPhishingPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const leave = useLeave('security');
  const current = useSession((s) => s.user?.anti_phishing_code ?? '');
  const twoFactor = useTwoFactorOn();
  const { values, errors, busy, set, submit } = useForm({
    initial: (): AntiPhishingValues => ({ code: '', verify_code: '', two_factor_code: '' }),
    check: (v) => checkAntiPhishing(v, twoFactor),
    send: (request) => call(contract.user.setAntiPhishing, request, { loading: true }),
    done: t('antiPhishing.saved'),
    onDone: () => {
      void refreshProfile();
      leave();
    },
  });

  const sendCode = async () => {
    const result = await call(contract.user.smsOtherMail, { scene: 'security' }, { loading: true });
    if (!result.ok) return null;
    toast(result.message);
    return result.data.resend_in;
  };

  return (
    <Page title={tc('page.antiPhishing')}>
      <Form onSubmit={() => void submit()}>
        <p className="ac-note">{t('antiPhishing.note')}</p>
        {current && <p className="ac-note">{t('antiPhishing.current', { code: current })}</p>}
        <TextField
          id="ac-anti-phishing"
          label={t('antiPhishing.label')}
          placeholder={t('antiPhishing.placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={20}
          value={values.code}
          error={errors.code}
          onChange={set('code')}
        />
        <p className="ac-note">{t(twoFactor ? 'antiPhishing.proveTwoFactor' : 'antiPhishing.prove')}</p>
        <CodeField value={values.verify_code} error={errors.verify_code} onSend={sendCode} onChange={set('verify_code')} />
        {twoFactor && (
          <TwoFactorField id="ac-anti-phishing-2fa" value={values.two_factor_code} error={errors.two_factor_code} onChange={set('two_factor_code')} />
        )}
        <SubmitButton busy={busy}>{tc('action.submit')}</SubmitButton>
      </Form>
    </Page>
  );
}
