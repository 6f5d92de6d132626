import { call } from '@h5/shared/api';
import { contract, type Currency } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { UploadField } from '@h5/shared/ui/upload';
import { AmountField } from '@h5/shared/ui/form';
import { Form } from '../../common/form/Form';
import { SubmitButton } from '../../common/form/SubmitButton';
import { useForm, useMessageText } from '@h5/shared/form';
import { formatLimit } from '@h5/shared/format';
import { checkDeposit, type DepositKind } from './depositForm';

/**
 * What both deposit pages ask once the money is sent: the amount and a picture proving it.
 * The request waits for review; the deposit records show it from then on.
 */
export function DepositForm({ kind, currency, chain }: { kind: DepositKind; currency: Currency; chain?: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const text = useMessageText();
  const navigate = useNavigate();
  const { values, errors, busy, set, submit } = useForm({
    initial: { amount: '', proof: '' },
    check: (v) => checkDeposit(v, kind, currency, chain),
    send: (request) => call(contract.wallet.depositRequest, request, { loading: true }),
    done: t('deposit.submitted'),
    onDone: () => navigate(pathOf('records', { tab: 'deposit' }), { replace: true }),
  });

  return (
    <Form onSubmit={() => void submit()}>
      <AmountField
        id="ac-deposit-amount"
        label={t('deposit.amount')}
        placeholder={t('deposit.minimum', { min: formatLimit(currency.min_deposit, currency.decimals), currency: currency.code })}
        unit={currency.code}
        decimals={currency.decimals}
        value={values.amount}
        error={errors.amount}
        onChange={set('amount')}
      />
      <UploadField
        id="ac-deposit-proof"
        label={t(kind === 'chain' ? 'deposit.proof' : 'deposit.voucher')}
        purpose="deposit"
        value={values.proof}
        error={errors.proof && text(errors.proof)}
        onChange={set('proof')}
      />
      <SubmitButton busy={busy}>{tc('action.submit')}</SubmitButton>
    </Form>
  );
}
