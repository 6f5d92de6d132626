import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { useForm } from '@h5/shared/form';
import { useTranslation } from '@h5/shared/i18n';
import { useSession } from '@h5/shared/session';
import { Page } from '../../common/Page';
import { refreshProfile } from '../../common/profile';
import { useLeave } from '../../common/useLeave';
import { Form } from '../../common/form/Form';
import { SubmitButton } from '../../common/form/SubmitButton';
import { TextField } from '../../common/form/TextField';
import { checkCode } from './securityForms';

/** The code every message from the platform starts with: set or changed here. */
export default function AntiPhishingPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const leave = useLeave('security');
  const current = useSession((s) => s.user?.anti_phishing_code ?? '');
  const { values, errors, busy, set, submit } = useForm({
    initial: { code: '' },
    check: checkCode(contract.user.setAntiPhishing),
    send: (request) => call(contract.user.setAntiPhishing, request, { loading: true }),
    done: t('antiPhishing.saved'),
    onDone: () => {
      void refreshProfile();
      leave();
    },
  });
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
        <SubmitButton busy={busy}>{tc('action.submit')}</SubmitButton>
      </Form>
    </Page>
  );
}
