import { useState } from 'react';
import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { toast } from '@h5/shared/toast';
import { Loaded } from '@h5/shared/data';
import { Page } from '../../common/Page';
import { useFundPassword } from '../../common/useFundPassword';
import { useLeave } from '../../common/useLeave';
import { Form } from '../../common/form/Form';
import { PasswordField } from '../../common/form/PasswordField';
import { SubmitButton } from '../../common/form/SubmitButton';
import { useFieldErrors } from '../../common/form/useFieldErrors';
import { checkFundPassword, type FundPasswordMode, type PasswordField as Field, type PasswordValues } from './securityForms';

/** Six digits twice; to change one already set, the current six first. */
export function FundPasswordForm({ mode }: { mode: FundPasswordMode }) {
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
    const checked = checkFundPassword(values, mode);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    const result = await call(contract.user.setFundPassword, checked.request, { loading: true });
    setBusy(false);
    if (!result.ok) return;
    toast(t(mode === 'set' ? 'security.fundSetDone' : 'security.fundChanged'));
    // Back to what asked for it: the security centre, a withdrawal, a new address.
    leave();
  };

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
