import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { Loaded } from '@h5/shared/data';
import { Page } from '../../common/Page';
import { useFundPassword } from '../../common/useFundPassword';
import { useLeave } from '../../common/useLeave';
import { Form } from '../../common/form/Form';
import { PasswordField } from '../../common/form/PasswordField';
import { SubmitButton } from '../../common/form/SubmitButton';
import { useForm } from '@h5/shared/form';
import { checkFundPassword, type FundPasswordMode } from './securityForms';

/** Six digits twice; to change one already set, the current six first. */
export function FundPasswordForm({ mode }: { mode: FundPasswordMode }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const leave = useLeave('security');
  const { values, errors, busy, set, submit } = useForm({
    initial: { old_password: '', password: '', re_password: '' },
    check: (v) => checkFundPassword(v, mode),
    send: (request) => call(contract.user.setFundPassword, request, { loading: true }),
    done: t(mode === 'set' ? 'security.fundSetDone' : 'security.fundChanged'),
    // Back to what asked for it: the security centre, a withdrawal, a new address.
    onDone: leave,
  });

  return (
    <Form onSubmit={() => void submit()}>
      <p className="ac-note">{t('security.fundNote')}</p>
      {mode === 'change' && (
        <PasswordField
          id="ac-fund-old"
          label={t('security.currentFund')}
          placeholder={t('form.fundPasswordPlaceholder')}
          autoComplete="current-password"
          fund
          value={values.old_password}
          error={errors.old_password}
          onChange={set('old_password')}
        />
      )}
      <PasswordField
        id="ac-fund-new"
        label={t('security.newFund')}
        placeholder={t('form.fundPasswordPlaceholder')}
        autoComplete="new-password"
        fund
        value={values.password}
        error={errors.password}
        onChange={set('password')}
      />
      <PasswordField
        id="ac-fund-repeat"
        label={t('security.repeatFund')}
        placeholder={t('form.fundPasswordPlaceholder')}
        autoComplete="new-password"
        fund
        value={values.re_password}
        error={errors.re_password}
        onChange={set('re_password')}
      />
      <SubmitButton busy={busy}>{tc('action.submit')}</SubmitButton>
    </Form>
  );
}

/** The fund password page: set a first one, or change it, as `user/has_password` says. */
export default function ChangePayPasswordPage() {
  const { t: tc } = useTranslation('common');
  const fund = useFundPassword();
  return (
    <Page title={tc('page.changePayPassword')}>
      <Loaded load={fund}>{({ has_password }) => <FundPasswordForm mode={has_password ? 'change' : 'set'} />}</Loaded>
    </Page>
  );
}
