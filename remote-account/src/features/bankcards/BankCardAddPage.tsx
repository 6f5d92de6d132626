import { useState } from 'react';
import { call } from '@h5/shared/api';
import { useTranslation } from '@h5/shared/i18n';
import { contract } from '@h5/shared/contract';
import { Page } from '../../common/Page';
import { useLeave } from '../../common/useLeave';
import { Form } from '../../common/form/Form';
import { SubmitButton } from '../../common/form/SubmitButton';
import { TextField } from '../../common/form/TextField';
import { useForm } from '@h5/shared/form';
import { BANK_CARD_FIELDS, checkBankCard, emptyBankCard, type BankCardField, type BankCardRequest } from './bankCard';

/** Fields typed on the number pad or in capitals. */
const INPUT_HINTS: Partial<Record<BankCardField, { inputMode?: 'numeric'; autoCapitalize?: 'characters' }>> = {
  card_number: { inputMode: 'numeric' },
  swift: { autoCapitalize: 'characters' },
  iban: { autoCapitalize: 'characters' },
};

/** A new bank card: every field of the spec, all required; "Binding failed" with the reason when refused. */
export default function BankCardAddPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const leave = useLeave('bankCards');
  const [refusal, setRefusal] = useState('');
  const { values, errors, busy, set, submit } = useForm({
    initial: emptyBankCard,
    check: checkBankCard,
    // Silent: a refusal is said under the form, after "Binding failed".
    send: (request: BankCardRequest) => {
      setRefusal('');
      return call(contract.user.cashSave, request, { loading: true, silent: true });
    },
    onDone: leave,
    onRefused: ({ message }) => setRefusal(message),
  });

  return (
    <Page title={tc('page.bankCardAdd')}>
      <Form onSubmit={() => void submit()}>
        {BANK_CARD_FIELDS.map((field) => (
          <TextField
            key={field}
            id={`ac-card-${field}`}
            label={t(`card.${field}`)}
            placeholder={t(`card.${field}Placeholder`)}
            autoComplete="off"
            {...INPUT_HINTS[field]}
            value={values[field]}
            error={errors[field]}
            onChange={set(field)}
          />
        ))}
        {refusal && (
          <p className="ac-form__error" role="alert">
            {tc('upload.bindingFailed')} · {refusal}
          </p>
        )}
        <SubmitButton busy={busy}>{tc('action.submit')}</SubmitButton>
      </Form>
    </Page>
  );
}
