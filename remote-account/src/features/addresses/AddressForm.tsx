import { call } from '@h5/shared/api';
import { contract, type Currency } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { toast } from '@h5/shared/toast';
import { useLeave } from '../../common/useLeave';
import { CodeField } from '../../common/form/CodeField';
import { Form } from '../../common/form/Form';
import { PasswordField } from '../../common/form/PasswordField';
import { SelectField } from '../../common/form/SelectField';
import { SubmitButton } from '../../common/form/SubmitButton';
import { TextField } from '../../common/form/TextField';
import { TwoFactorField } from '../../common/form/TwoFactorField';
import { useTwoFactorOn } from '../../common/profile';
import { useForm } from '@h5/shared/form';
import { checkAddress, type AddressField, type AddressValues } from './addressForm';

/** A coin's first network (its own; TRC20 for USDT) is chosen for the user, who may pick another. */
const firstChain = (currency: Currency | undefined) => currency?.chains[0] ?? '';

export interface AddressFormProps {
  currencies: readonly Currency[];
  /** The coin to start with (a withdrawal asked for an address of it). */
  initial: Currency | undefined;
}

/** A new withdrawal address: coin, chain, address, fund password, a code sent to the user and, with 2FA on, the app's code. */
export function AddressForm({ currencies, initial }: AddressFormProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const leave = useLeave('addresses');
  const twoFactor = useTwoFactorOn();
  const { values, errors, busy, set, change, submit } = useForm({
    initial: (): AddressValues => ({
      currency_id: initial ? String(initial.id) : '',
      chain: firstChain(initial),
      address: '',
      fund_password: '',
      code: '',
      two_factor_code: '',
    }),
    check: (v) => checkAddress(v, twoFactor),
    send: (request) => call(contract.wallet.addAddress, request, { loading: true }),
    // Back to where the address was wanted: the list, or the withdrawal that asked for it.
    onDone: leave,
    fieldOf: (key): AddressField => (key === 'currency_id' ? 'currency' : key),
  });
  const currency = currencies.find((c) => String(c.id) === values.currency_id);

  const sendCode = async () => {
    const result = await call(contract.user.smsOtherMail, { scene: 'address' }, { loading: true });
    if (!result.ok) return null;
    toast(result.message);
    return result.data.resend_in;
  };

  return (
    <Form onSubmit={() => void submit()}>
      <SelectField
        id="ac-address-coin"
        label={t('form.coin')}
        placeholder={t('form.chooseCoin')}
        choices={currencies.map((c) => ({ value: String(c.id), label: c.code }))}
        value={values.currency_id}
        error={errors.currency}
        onChange={(id) => change({ currency_id: id, chain: firstChain(currencies.find((c) => String(c.id) === id)) }, 'currency', 'chain')}
      />
      <SelectField
        id="ac-address-chain"
        label={t('address.chain')}
        placeholder={t('address.chooseChain')}
        choices={(currency?.chains ?? []).map((chain) => ({ value: chain, label: chain }))}
        value={values.chain}
        error={errors.chain}
        onChange={set('chain')}
      />
      <TextField
        id="ac-address-address"
        label={t('address.address')}
        placeholder={t('address.addressPlaceholder')}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        value={values.address}
        error={errors.address}
        onChange={set('address')}
      />
      <PasswordField
        id="ac-address-password"
        label={t('form.fundPassword')}
        placeholder={t('form.fundPasswordPlaceholder')}
        autoComplete="current-password"
        fund
        value={values.fund_password}
        error={errors.fund_password}
        onChange={set('fund_password')}
      />
      <CodeField value={values.code} error={errors.code} onSend={sendCode} onChange={set('code')} />
      {twoFactor && (
        <TwoFactorField id="ac-address-2fa" value={values.two_factor_code} error={errors.two_factor_code} onChange={set('two_factor_code')} />
      )}
      <SubmitButton busy={busy}>{tc('action.submit')}</SubmitButton>
    </Form>
  );
}
