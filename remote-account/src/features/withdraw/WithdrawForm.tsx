import { call } from '@h5/shared/api';
import { WITHDRAWALS_PER_DAY } from '@h5/shared/constants';
import { contract, type WithdrawInfo, type WithdrawalAddress } from '@h5/shared/contract';
import { formatAmount, formatLimit } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { Link, useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { FactList } from '@h5/shared/ui/facts';
import { shortAddress } from '../../common/text';
import { AmountField } from '@h5/shared/ui/form';
import { Form } from '../../common/form/Form';
import { PasswordField } from '../../common/form/PasswordField';
import { SelectField } from '../../common/form/SelectField';
import { SubmitButton } from '../../common/form/SubmitButton';
import { TextField } from '../../common/form/TextField';
import { TwoFactorField } from '../../common/form/TwoFactorField';
import { useForm } from '@h5/shared/form';
import { checkWithdraw, maxWithdrawal, withdrawalTotal, type WithdrawValues } from './withdrawForm';
import { isDecimal } from '@h5/shared/money';

export interface WithdrawFormProps {
  info: WithdrawInfo;
  addresses: readonly WithdrawalAddress[];
  decimals: number;
  /** The server refused the request: the page finds out whether a blocker is why. */
  onRefused: (message: string) => void;
}

const EMPTY: WithdrawValues = { address: '', amount: '', fund_password: '', remark: '', two_factor_code: '' };

/** The withdrawal itself: address, amount (fee and what arrives shown), fund password, the app's code with 2FA on, remark. */
export function WithdrawForm({ info, addresses, decimals, onRefused }: WithdrawFormProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const { values, errors, busy, set, submit } = useForm({
    initial: (): WithdrawValues => ({ ...EMPTY, address: addresses.length === 1 ? String(addresses[0]?.id) : '' }),
    check: (v) => checkWithdraw(v, info, decimals),
    // Silent: the page says why, once it knows whether a blocker is the reason.
    send: (request) => call(contract.wallet.withdraw, request, { loading: true, silent: true }),
    done: t('withdraw.submitted'),
    onDone: ({ id }) => navigate(pathOf('withdrawDetail', { id }), { replace: true }),
    onRefused: ({ message }) => onRefused(message),
  });
  const noneLeft = info.remaining_today <= 0;

  const amount = (value: string) => `${formatAmount(value, decimals)} ${info.currency}`;
  return (
    <Form onSubmit={() => void submit()}>
      <SelectField
        id="ac-withdraw-address"
        label={t('withdraw.address')}
        placeholder={t('withdraw.chooseAddress')}
        choices={addresses.map((a) => ({ value: String(a.id), label: shortAddress(a.address, 8), extra: a.chain, text: a.address }))}
        value={values.address}
        error={errors.address}
        onChange={set('address')}
      />
      <div className="ac-form__aside">
        <Link to={pathOf('addressCreate', { currency_id: info.currency_id })} className="h5-link">
          {tc('page.addressCreate')}
        </Link>
      </div>
      <AmountField
        id="ac-withdraw-amount"
        label={t('withdraw.amount')}
        placeholder={t('withdraw.minimum', { min: formatLimit(info.min_withdraw, decimals), currency: info.currency })}
        unit={info.currency}
        decimals={decimals}
        balance={{ available: info.available, currency: info.currency, max: maxWithdrawal(info.available, info.fee) }}
        value={values.amount}
        error={errors.amount}
        onChange={set('amount')}
      />
      <FactList
        layout="rows"
        items={[
          { label: t('withdraw.fee'), value: amount(info.fee) },
          { label: t('withdraw.received'), value: <strong>{amount(isDecimal(values.amount) ? values.amount : '0')}</strong> },
          { label: t('withdraw.total'), value: amount(withdrawalTotal(values.amount, info.fee)) },
          { label: t('withdraw.arrival'), value: t('withdraw.arrivalWithin', { hours: info.arrival_hours }) },
          { label: t('withdraw.left'), value: t('withdraw.leftOf', { left: info.remaining_today, max: WITHDRAWALS_PER_DAY }) },
        ]}
      />
      <PasswordField
        id="ac-withdraw-password"
        label={t('form.fundPassword')}
        placeholder={t('form.fundPasswordPlaceholder')}
        autoComplete="current-password"
        fund
        value={values.fund_password}
        error={errors.fund_password}
        onChange={set('fund_password')}
      />
      {info.two_factor && (
        <TwoFactorField id="ac-withdraw-2fa" value={values.two_factor_code} error={errors.two_factor_code} onChange={set('two_factor_code')} />
      )}
      <TextField
        id="ac-withdraw-remark"
        label={t('withdraw.remark')}
        placeholder={t('withdraw.remarkPlaceholder')}
        maxLength={200}
        value={values.remark}
        error={errors.remark}
        onChange={set('remark')}
      />
      {noneLeft && (
        <p className="ac-note ac-note--warn" role="status">
          {t('withdraw.noneLeft', { max: WITHDRAWALS_PER_DAY })}
        </p>
      )}
      <SubmitButton busy={busy} disabled={noneLeft}>
        {tc('page.withdraw')}
      </SubmitButton>
      <p className="ac-note">{t('withdraw.frozenNote')}</p>
    </Form>
  );
}
