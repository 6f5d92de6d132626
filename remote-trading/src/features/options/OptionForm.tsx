import { useRef, useState } from 'react';
import { call } from '@h5/shared/api';
import { DEFAULT_AMOUNT_DECIMALS } from '@h5/shared/constants';
import { contract, type OptionPlaced, type OptionTerm, type PayableCurrency, type WalletList } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { Link, useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { toast } from '@h5/shared/toast';
import { EmptyState, LoadState } from '@h5/shared/ui';
import { GuestButton } from '../../common/form/GuestButton';
import { Segmented } from '../../common/form/Segmented';
import { PLACEHOLDER, formatAmount, formatLimit, ratePercent } from '@h5/shared/format';
import { type Load } from '@h5/shared/data';
import { limitText, useForm } from '@h5/shared/form';
import { useSignedIn } from '../../common/session';
import { useConfirm } from '@h5/shared/ui/confirm';
import { FactList } from '@h5/shared/ui/facts';
import { AmountField, FieldMessage } from '@h5/shared/ui/form';
import { availableIn } from '../../common/wallet';
import { formatDuration } from './duration';
import { checkOption, expectedReturnOf, failureAction, formOpen, payCurrencyFor, termOf, type OptionDirection, type OptionDraft } from './optionForm';
import { useCurrencyDecimals } from '@h5/shared/market';


interface OptionFormProps {
  symbol: string;
  /** `microtrade/seconds`: each time with its minimum and payout rate. */
  terms: Load<OptionTerm[]>;
  /** `microtrade/payable_currencies`. */
  currencies: Load<PayableCurrency[]>;
  /** The user's balances; the option account's is the one that pays. */
  wallet: Load<WalletList>;
  /** The option was bought: on which tick, and when it delivers. */
  onPlaced: (placed: OptionPlaced) => void;
}

const INSUFFICIENT = 'common:funds.insufficientBalance';

/** Buy a timed option: the time first, then the currency, the amount, and call or put. */
export function OptionForm({ symbol, terms, currencies, wallet, onPlaced }: OptionFormProps) {
  const { t, i18n } = useTranslation('trading');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const signedIn = useSignedIn();
  const [short, setShort] = useState(false);
  // The button tapped: what the purchase is, and which button shows it is under way.
  const [direction, setDirection] = useState<OptionDirection>('call');
  const chosen = useRef<OptionDirection>('call');

  const { reload: reloadWallet } = wallet;
  const form = useForm({
    initial: (): OptionDraft => ({ seconds: null, currencyId: null, amount: '' }),
    check: (d: OptionDraft) => {
      const checked = checkOption(d, terms.data ?? [], symbol, chosen.current, currency?.currency ?? '', signedIn ? available : undefined, decimals);
      setShort(!checked.ok && checked.errors.amount === INSUFFICIENT);
      return checked;
    },
    // Silent: a refusal is said below, in the way that fits it.
    send: (request) => call(contract.option.place, request, { silent: true, loading: true }),
    // The page's result sheet says what happened, not a toast.
    done: false,
    onDone: (placed) => {
      void reloadWallet();
      setDraft((d) => ({ ...d, amount: '' }));
      onPlaced(placed);
    },
    onRefused: (result) => {
      void reloadWallet();
      void sayRefusal(result);
    },
  });
  const { values: draft, setValues: setDraft, errors, setErrors, change } = form;
  const busy = form.busy ? direction : null;

  const open = formOpen(draft);
  const term = termOf(terms.data ?? [], draft.seconds);
  const payable = currencies.data ?? [];
  const currency = payable.find((c) => c.currency_id === draft.currencyId);
  const decimals = useCurrencyDecimals({ id: draft.currencyId }, DEFAULT_AMOUNT_DECIMALS);
  const available = currency ? availableIn(wallet.data, 'option', currency.currency) : undefined;
  const expected = term ? expectedReturnOf(draft.amount, term.payout_rate, decimals) : null;

  const chooseTime = (seconds: number) => {
    setDraft((d) => ({
      ...d,
      seconds,
      currencyId: d.currencyId ?? payCurrencyFor(payable, wallet.data),
    }));
    setErrors({});
    setShort(false);
  };

  const buy = (tapped: OptionDirection) => {
    if (form.busy) return;
    chosen.current = tapped;
    setDirection(tapped);
    void form.submit();
  };

  async function sayRefusal(result: Parameters<typeof failureAction>[0]) {
    const action = failureAction(result, tc('funds.insufficientBalance'));
    if (action === 'verify') {
      if (await confirm({ content: tc('funds.notVerified'), confirmText: tc('action.goVerify') })) navigate(pathOf('verification'));
    } else if (action === 'transfer') {
      setErrors({ amount: result.message });
      setShort(true);
    } else if (action === 'toast') toast(result.message);
  }

  let times;
  if (!terms.data) {
    times = <LoadState failed={terms.failed} failedText={t('options.timesFailed')} onRetry={() => void terms.reload()} />;
  } else if (terms.data.length === 0) {
    times = <EmptyState text={t('options.noTimes')} />;
  } else {
    times = (
      <div className="tr-option-times" role="radiogroup" aria-label={t('options.time')}>
        {terms.data.map((option) => {
          const chosen = option.seconds === draft.seconds;
          return (
            <button
              key={option.seconds}
              type="button"
              role="radio"
              aria-checked={chosen}
              className={`tr-option-time${chosen ? ' tr-option-time--on' : ''}`}
              onClick={() => chooseTime(option.seconds)}
            >
              <span className="tr-option-time__duration">{formatDuration(option.seconds, i18n.language)}</span>
              <span className="tr-option-time__rate">{t('options.payout', { rate: ratePercent(option.payout_rate) })}</span>
              <span className="tr-option-time__min">{t('options.min', { min: formatLimit(option.min_amount, decimals) })}</span>
            </button>
          );
        })}
      </div>
    );
  }

  return (
    <form className="h5-panel tr-option-form" noValidate aria-label={t('options.form')} onSubmit={(event) => event.preventDefault()}>
      <div className="h5-field">
        <span className="h5-field__label">{t('options.time')}</span>
        {times}
        {!open && terms.data?.length ? (
          <p className={`tr-option-form__gate${errors.seconds ? ' h5-field__error' : ''}`} role="status">
            {tc('validation.optionTimeRequired')}
          </p>
        ) : null}
      </div>
      <div className="h5-field">
        <span className="h5-field__label">{t('options.currency')}</span>
        {payable.length ? (
          <Segmented<string>
            label={t('options.currency')}
            className="tr-seg--wrap"
            disabled={!open}
            value={draft.currencyId === null ? null : String(draft.currencyId)}
            options={payable.map((c) => ({ value: String(c.currency_id), label: c.currency }))}
            onChange={(id) => {
              change({ currencyId: Number(id) }, 'currency');
            }}
          />
        ) : (
          <div className="h5-field__control">
            <span className="h5-field__input h5-field__input--static">{currencies.failed ? t('options.currenciesFailed') : PLACEHOLDER}</span>
          </div>
        )}
        <FieldMessage message={errors.currency} />
      </div>
      <AmountField
        id="tr-option-amount"
        label={t('options.amount')}
        value={draft.amount}
        decimals={decimals}
        unit={currency?.currency}
        disabled={!open}
        placeholder={term ? tc('trade.minPurchase', { min: limitText(term.min_amount, { currency: currency?.currency ?? '', decimals }).trim() }) : undefined}
        error={errors.amount}
        onChange={(amount) => {
          change({ amount }, 'amount');
          setShort(false);
        }}
      />
      {short ? (
        <Link className="tr-inline-link" to={pathOf('transfer', { from: 'coin', to: 'option', back: pathOf('options', { symbol }) })}>
          {t('funds.transferIn', { account: tc('account.option') })}
        </Link>
      ) : null}
      <FactList
        layout="dense"
        items={[
          {
            label: t('options.available', { account: tc('account.option') }),
            value: `${signedIn && currency ? formatAmount(available, decimals) : PLACEHOLDER} ${currency?.currency ?? ''}`.trim(),
            testId: 'option-available',
          },
          { label: t('options.payoutRate'), value: term ? `${ratePercent(term.payout_rate)}%` : PLACEHOLDER, testId: 'option-rate' },
          {
            label: t('options.expected'),
            value: `${expected ? formatAmount(expected, decimals) : PLACEHOLDER} ${currency?.currency ?? ''}`.trim(),
            testId: 'option-expected',
          },
        ]}
      />
      {signedIn ? (
        <div className="tr-option-form__buy">
          <button type="button" className="tr-submit tr-submit--up" disabled={!open || busy !== null} onClick={() => buy('call')}>
            {t('options.call')}
          </button>
          <button type="button" className="tr-submit tr-submit--down" disabled={!open || busy !== null} onClick={() => buy('put')}>
            {t('options.put')}
          </button>
        </div>
      ) : (
        <GuestButton />
      )}
    </form>
  );
}
