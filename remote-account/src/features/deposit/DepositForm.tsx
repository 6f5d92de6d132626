import { useState } from 'react';
import { call } from '@h5/shared/api';
import { contract, type Currency } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { toast } from '@h5/shared/toast';
import { UploadField } from '@h5/shared/ui/upload';
import { AmountField } from '../../common/form/AmountField';
import { useMessageText } from '@h5/shared/form';
import { Form } from '../../common/form/Form';
import { SubmitButton } from '../../common/form/SubmitButton';
import { useFieldErrors } from '@h5/shared/form';
import { plainAmount } from '@h5/shared/format';
import { checkDeposit, type DepositField, type DepositKind } from './depositForm';

/**
 * What both deposit pages ask once the money is sent: the amount and a picture proving it.
 * The request waits for review; the deposit records show it from then on.
 */
export function DepositForm({ kind, currency }: { kind: DepositKind; currency: Currency }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const text = useMessageText();
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, clear } = useFieldErrors<DepositField>();

  const submit = async () => {
    const checked = checkDeposit({ amount, proof }, kind, currency);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    const result = await call(contract.wallet.depositRequest, checked.request, { loading: true });
    setBusy(false);
    if (!result.ok) return;
    toast(t('deposit.submitted'));
    navigate(pathOf('records', { tab: 'deposit' }), { replace: true });
  };

  return (
    <Form onSubmit={() => void submit()}>
      <AmountField
        id="ac-deposit-amount"
        label={t('deposit.amount')}
        placeholder={t('deposit.minimum', { min: plainAmount(currency.min_deposit, currency.decimals), currency: currency.code })}
        currency={currency.code}
        decimals={currency.decimals}
        value={amount}
        error={errors.amount}
        onChange={(value) => {
          setAmount(value);
          clear('amount');
        }}
      />
      <UploadField
        id="ac-deposit-proof"
        label={t(kind === 'chain' ? 'deposit.proof' : 'deposit.voucher')}
        purpose="deposit"
        value={proof}
        error={errors.proof && text(errors.proof)}
        onChange={(id) => {
          setProof(id);
          clear('proof');
        }}
      />
      <SubmitButton busy={busy}>{tc('action.submit')}</SubmitButton>
    </Form>
  );
}
