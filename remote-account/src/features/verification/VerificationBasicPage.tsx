import { useMemo } from 'react';
import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { LOCALE_TAGS, currentLanguage, useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { Loaded } from '@h5/shared/data';
import { Page } from '../../common/Page';
import { Form } from '../../common/form/Form';
import { SelectField } from '../../common/form/SelectField';
import { SubmitButton } from '../../common/form/SubmitButton';
import { TextField } from '../../common/form/TextField';
import { useForm } from '@h5/shared/form';
import { countries } from './countries';
import { LevelState } from './LevelState';
import { basicAccess, checkBasic, type BasicRequest } from './verification';
import { useVerification } from './useVerification';

/** Country, name, ID number and contact address, sent for review. */
export function BasicForm() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const { values, errors, busy, set, submit } = useForm({
    initial: (): BasicRequest => ({ country: '', name: '', id_number: '', address: '' }),
    check: checkBasic,
    send: (request) => call(contract.user.realName, request, { loading: true }),
    done: t('verify.submitted'),
    onDone: () => navigate(pathOf('verification'), { replace: true }),
  });
  // The translation hooks re-render the form on a language change, so the names follow it.
  const localeTag = LOCALE_TAGS[currentLanguage()];
  const choices = useMemo(() => countries(localeTag).map((c) => ({ value: c.iso, label: c.name })), [localeTag]);

  return (
    <Form onSubmit={() => void submit()}>
      <SelectField
        id="ac-kyc-country"
        label={t('verify.country')}
        placeholder={t('verify.chooseCountry')}
        searchPlaceholder={t('verify.searchCountry')}
        choices={choices}
        value={values.country}
        error={errors.country}
        onChange={set('country')}
      />
      <TextField id="ac-kyc-name" label={t('verify.name')} placeholder={t('verify.namePlaceholder')} autoComplete="name" value={values.name} error={errors.name} onChange={set('name')} />
      <TextField
        id="ac-kyc-id"
        label={t('verify.idNumber')}
        placeholder={t('verify.idNumberPlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        value={values.id_number}
        error={errors.id_number}
        onChange={set('id_number')}
      />
      <TextField
        id="ac-kyc-address"
        label={t('verify.address')}
        placeholder={t('verify.addressPlaceholder')}
        autoComplete="street-address"
        value={values.address}
        error={errors.address}
        onChange={set('address')}
      />
      <SubmitButton busy={busy}>{tc('action.submit')}</SubmitButton>
    </Form>
  );
}

/** Basic verification, unless it is already under review or done. */
export default function VerificationBasicPage() {
  const { t: tc } = useTranslation('common');
  const load = useVerification();
  return (
    <Page title={tc('page.verificationBasic')}>
      <Loaded load={load}>
        {(info) => {
          const access = basicAccess(info);
          return access === 'open' ? <BasicForm /> : <LevelState access={access} />;
        }}
      </Loaded>
    </Page>
  );
}
