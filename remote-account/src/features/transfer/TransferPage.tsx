import { call } from '@h5/shared/api';
import { ACCOUNT_TYPES, BASE_CURRENCY_ID, type AccountType } from '@h5/shared/constants';
import { contract, type Currency } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { Link, useNavigate, useSearchParams } from '@h5/shared/router';
import { pathOf, returnablePath } from '@h5/shared/routes';
import { EmptyState, LoadState } from '@h5/shared/ui';
import { useCall } from '@h5/shared/data';
import { Page } from '../../common/Page';
import { accountTypeOf, isAccountType } from '../../common/accounts';
import { AmountField } from '@h5/shared/ui/form';
import { Form } from '../../common/form/Form';
import { SelectField } from '../../common/form/SelectField';
import { SubmitButton } from '../../common/form/SubmitButton';
import { useForm } from '@h5/shared/form';
import { isDecimal, isPositive } from '@h5/shared/money';
import { checkTransfer, chooseAccount, type Accounts } from './transferForm';
import './transfer.css';
import { currencyOf, useCurrencies } from '@h5/shared/market';

/** The first account after `from`, as the other side of a new transfer. */
const otherThan = (from: AccountType): AccountType => ACCOUNT_TYPES.find((type) => type !== from) ?? 'option';

interface TransferValues {
  pair: Accounts;
  currencyId: number;
  amount: string;
}

export interface TransferFormProps {
  currencies: readonly Currency[];
  from: AccountType;
  to?: AccountType | null;
  /** The amount to start with (what a purchase lacked). */
  amount?: string;
  /** The page that sent the user here (a purchase), returned to once the money has moved. */
  back?: string | null;
}

/** The two accounts, the currency and the amount, checked against the first account's balance. */
export function TransferForm({ currencies, from, to, amount: startAmount = '', back = null }: TransferFormProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const { values, setValues, errors, busy, change, set, submit } = useForm({
    initial: (): TransferValues => ({ pair: { from, to: to && to !== from ? to : otherThan(from) }, currencyId: BASE_CURRENCY_ID, amount: startAmount }),
    // The form is shown only with a currency (below).
    check: (v: TransferValues): ReturnType<typeof checkTransfer> => checkTransfer(v.pair, currency as Currency, v.amount, available),
    send: (request) => call(contract.wallet.transfer, request, { loading: true }),
    onDone: () => {
      if (back) {
        navigate(back, { replace: true });
        return;
      }
      setValues((v) => ({ ...v, amount: '' }));
      void balance.reload();
    },
  });
  const { pair, currencyId, amount } = values;
  const currency = currencyOf(currencies, currencyId);
  const balance = useCall(contract.wallet.detail, { account: pair.from, currency_id: currencyId });
  const available = balance.data?.available;

  const accountChoices = ACCOUNT_TYPES.map((type) => ({ value: type, label: tc(`account.${type}`) }));
  const choose = (side: keyof Accounts) => (value: string) =>
    change({ pair: chooseAccount(pair, side, accountTypeOf(value)) }, 'from', 'to', 'amount');

  if (!currency) return <EmptyState />;
  return (
    <Form onSubmit={() => void submit()}>
      <div className="ac-transfer-pair">
        <div className="ac-transfer-pair__fields">
          <SelectField
            id="ac-transfer-from"
            label={t('transfer.from')}
            placeholder={t('transfer.chooseAccount')}
            choices={accountChoices}
            value={pair.from}
            error={errors.from}
            onChange={choose('from')}
          />
          <SelectField
            id="ac-transfer-to"
            label={t('transfer.to')}
            placeholder={t('transfer.chooseAccount')}
            choices={accountChoices}
            value={pair.to}
            error={errors.to}
            onChange={choose('to')}
          />
        </div>
        <button
          type="button"
          className="ac-transfer-pair__swap"
          aria-label={t('transfer.swap')}
          onClick={() => change({ pair: { from: pair.to, to: pair.from } })}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M8 4v16m0 0l-4-4m4 4l4-4M16 20V4m0 0l-4 4m4-4l4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <SelectField
        id="ac-transfer-currency"
        label={t('form.coin')}
        placeholder={t('form.chooseCoin')}
        choices={currencies.map((c) => ({ value: String(c.id), label: c.code }))}
        value={String(currency.id)}
        onChange={(id) => change({ currencyId: Number(id), amount: '' }, 'amount')}
      />
      <AmountField
        id="ac-transfer-amount"
        label={t('transfer.amount')}
        placeholder={t('transfer.amountPlaceholder')}
        unit={currency.code}
        decimals={currency.decimals}
        balance={{ available, currency: currency.code }}
        value={amount}
        error={errors.amount}
        onChange={set('amount')}
      />
      <SubmitButton busy={busy}>{tc('page.transfer')}</SubmitButton>
    </Form>
  );
}

/**
 * Transfer between two of the user's accounts: `?from=` and `?to=` preselect them, `?amount=` fills
 * the amount, and `?back=` (a purchase that lacked the money) is returned to once it has moved.
 */
export default function TransferPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [search] = useSearchParams();
  const { currencies, failed, reload } = useCurrencies();
  const to = search.get('to');
  const toAccount = isAccountType(to) ? to : null;

  const from = accountTypeOf(search.get('from'));
  const amount = search.get('amount');
  let body;
  // Keyed by the query: opened again with other accounts (from a page's own link), the form starts over with them.
  if (currencies) {
    body = (
      <TransferForm
        key={search.toString()}
        currencies={currencies}
        from={from}
        to={toAccount}
        amount={amount && isDecimal(amount) && isPositive(amount) ? amount : ''}
        back={returnablePath(search.get('back'))}
      />
    );
  }
  else body = <LoadState failed={failed} onRetry={() => void reload()} />;

  return (
    <Page
      title={tc('page.transfer')}
      right={
        <Link to={pathOf('transferRecord')} className="ac-nav-link">
          {t('transfer.history')}
        </Link>
      }
    >
      {body}
    </Page>
  );
}
