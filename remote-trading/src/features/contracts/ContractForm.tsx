import { useEffect, useState } from 'react';
import { call } from '@h5/shared/api';
import { BASE_CURRENCY_DECIMALS, HIGH_LEVERAGE_ABOVE } from '@h5/shared/constants';
import { contract, type ContractsConfig, type PositionPlaced, type Ticker } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { PLACEHOLDER, formatAmount, formatLimit, plainAmount, ratePercent } from '@h5/shared/format';
import { FactList } from '@h5/shared/ui/facts';
import { AmountField, FieldMessage } from '@h5/shared/ui/form';
import { type Load } from '@h5/shared/data';
import { useForm } from '@h5/shared/form';
import { pairDecimalsOf, useCurrencyDecimals } from '@h5/shared/market';
import { isPositive } from '@h5/shared/money';
import { GuestButton } from '../../common/form/GuestButton';
import { Segmented } from '../../common/form/Segmented';
import { useConfirmsOrders } from './confirmSetting';
import { LeverageSlider } from './LeverageSlider';
import { checkContractOrder, contractFigures, type ContractDraft, type ContractOrderType } from './contractForm';
import { OrderConfirmSheet } from './OrderConfirmSheet';
import type { PositionSide } from './contractMath';
import { StopFields } from './StopFields';

interface ContractFormProps {
  symbol: string;
  ticker: Ticker | undefined;
  signedIn: boolean;
  /** `lever/deal` for the pair: multiples, contract size, fee rate, the contract account's balance. */
  config: Load<ContractsConfig>;
  /** The order went through: what it did at once. */
  onPlaced: (placed: PositionPlaced) => void;
}

const INSUFFICIENT = 'common:funds.insufficientBalance';

const emptyDraft = (): ContractDraft => ({ side: 'long', type: 'market', price: '', lots: '', multiple: null, take_profit: '', stop_loss: '' });

/** Open a long or short position: lots, multiple, market or limit, optional TP/SL, with its margin and fee. */
export function ContractForm({ symbol, ticker, signedIn, config, onPlaced }: ContractFormProps) {
  const { t } = useTranslation('trading');
  const { t: tc } = useTranslation('common');
  const [stopsOpen, setStopsOpen] = useState(false);
  // The balance cannot cover it: offer the way to move funds in.
  const [shortOfFunds, setShortOfFunds] = useState(false);
  const settings = config.data && config.data.symbol === symbol ? config.data : null;
  const priceDecimals = pairDecimalsOf(ticker).price;
  const [base = '', quote = ''] = symbol.split('/');
  const amountDecimals = useCurrencyDecimals(ticker?.quote ?? quote, BASE_CURRENCY_DECIMALS);
  const [confirms, setConfirms] = useConfirmsOrders();
  // The confirmation sheet is open over the form.
  const [reviewing, setReviewing] = useState(false);
  const form = useForm({
    initial: emptyDraft,
    check: (d: ContractDraft) => {
      // The form is sent only once the pair's settings are here (see onSubmit).
      const checked = checkContractOrder(d, settings as ContractsConfig, ticker?.price, priceDecimals);
      setShortOfFunds(!checked.ok && checked.errors.lots === INSUFFICIENT);
      if (!checked.ok && (checked.errors.take_profit || checked.errors.stop_loss)) setStopsOpen(true);
      return checked;
    },
    send: (request) => call(contract.contracts.open, request, { loading: true }),
    // The page's result sheet says what happened, not a toast.
    done: false,
    onDone: (placed) => {
      setDraft((d) => ({ ...d, lots: '', take_profit: '', stop_loss: '' }));
      onPlaced(placed);
    },
    // The balance may have moved meanwhile (what the server answered is already shown).
    onRefused: () => void config.reload(),
  });
  const { values: draft, setValues: setDraft, errors, setErrors, busy, change } = form;

  // A new pair starts a new order; the first multiple is chosen once the pair's are known.
  useEffect(() => {
    setDraft((d) => ({ ...emptyDraft(), side: d.side, type: d.type }));
    setErrors({});
  }, [symbol]);
  useEffect(() => {
    if (settings && (draft.multiple === null || !settings.multiples.includes(draft.multiple))) {
      setDraft((d) => ({ ...d, multiple: settings.multiples[0] ?? null }));
    }
  }, [settings, draft.multiple]);

  const figures = contractFigures(draft, settings, ticker?.price, priceDecimals);

  const long = draft.side === 'long';
  return (
    <form
      className="h5-panel tr-contract-form"
      noValidate
      aria-label={t('contracts.form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!settings) return;
        // A sendable order is read on the sheet first (unless the user turned it off); anything
        // else goes through submit, which shows what is wrong.
        if (confirms && checkContractOrder(draft, settings, ticker?.price, priceDecimals).ok) setReviewing(true);
        else void form.submit();
      }}
    >
      <Segmented<PositionSide>
        label={t('contracts.side')}
        value={draft.side}
        options={[
          { value: 'long', label: t('contracts.long'), tone: 'up' },
          { value: 'short', label: t('contracts.short'), tone: 'down' },
        ]}
        onChange={(side) => change({ side }, 'take_profit', 'stop_loss')}
      />
      <Segmented<ContractOrderType>
        label={t('spot.type')}
        value={draft.type}
        options={[
          { value: 'market', label: t('spot.market') },
          { value: 'limit', label: t('spot.limit') },
        ]}
        onChange={(type) => change({ type, price: type === 'limit' && !draft.price && ticker ? plainAmount(ticker.price, priceDecimals) : draft.price }, 'price')}
      />
      {draft.type === 'limit' ? (
        <AmountField
          id="tr-contract-price"
          label={t('spot.price')}
          value={draft.price}
          decimals={priceDecimals}
          unit={quote}
          error={errors.price}
          onChange={(price) => change({ price }, 'price')}
        />
      ) : (
        <FieldMessage message={errors.price} />
      )}
      <div className="h5-field">
        <span className="h5-field__label" id="tr-contract-multiple-label">
          {t('contracts.multiple')}
        </span>
        {settings ? (
          <LeverageSlider
            multiples={settings.multiples}
            value={draft.multiple}
            highAbove={HIGH_LEVERAGE_ABOVE}
            onChange={(multiple) => change({ multiple }, 'multiple')}
          />
        ) : (
          <div className="h5-field__control">
            <span className="h5-field__input h5-field__input--static">{signedIn && !config.failed ? tc('status.loading') : PLACEHOLDER}</span>
          </div>
        )}
        <FieldMessage message={errors.multiple} />
        {draft.multiple !== null && draft.multiple > HIGH_LEVERAGE_ABOVE ? (
          <p className="tr-warning" role="note" data-testid="contract-high-leverage">
            {t('contracts.highLeverage', { max: HIGH_LEVERAGE_ABOVE })}
          </p>
        ) : null}
      </div>
      <AmountField
        id="tr-contract-lots"
        label={t('contracts.lots')}
        value={draft.lots}
        decimals={0}
        unit={t('contracts.lotUnit')}
        placeholder={t('contracts.lotsPlaceholder')}
        error={errors.lots}
        hint={settings ? t('contracts.lotSize', { size: formatLimit(settings.contract_size, 8), base }) : undefined}
        onChange={(lots) => change({ lots }, 'lots')}
      />
      {(shortOfFunds && errors.lots) || (settings && !isPositive(settings.balance)) ? (
        <Link className="tr-inline-link" to={pathOf('transfer', { from: 'coin', to: 'contract', back: pathOf('contracts', { symbol }) })}>
          {t('funds.transferIn', { account: tc('account.contract') })}
        </Link>
      ) : null}
      <button
        type="button"
        className="tr-toggle"
        aria-expanded={stopsOpen}
        aria-controls="tr-contract-stops"
        onClick={() => setStopsOpen((o) => !o)}
      >
        <span>{t('contracts.stops')}</span>
        <span className="tr-toggle__hint">{t('contracts.optional')}</span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={stopsOpen ? 'tr-toggle__open' : undefined}>
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {stopsOpen ? (
        <div id="tr-contract-stops" className="tr-contract-form__stops">
          <StopFields
            idBase="tr-contract"
            side={draft.side}
            values={draft}
            errors={errors}
            priceDecimals={priceDecimals}
            quote={quote}
            onChange={(field, value) => change({ [field]: value }, field)}
          />
        </div>
      ) : null}
      <FactList
        layout="dense"
        items={[
          { label: t('contracts.positionValue'), value: `${figures ? formatAmount(figures.value, amountDecimals) : PLACEHOLDER} ${quote}`, testId: 'contract-value' },
          { label: t('contracts.margin'), value: `${figures ? formatAmount(figures.margin, amountDecimals) : PLACEHOLDER} ${quote}`, testId: 'contract-margin' },
          {
            label: t('contracts.fee', { rate: settings ? `${ratePercent(settings.fee_rate)}%` : PLACEHOLDER }),
            value: `${figures ? formatAmount(figures.fee, amountDecimals) : PLACEHOLDER} ${quote}`,
            testId: 'contract-fee',
          },
          {
            label: t('contracts.liquidationEstimate'),
            value: figures?.liquidation ? `${formatAmount(figures.liquidation, priceDecimals)} ${quote}` : PLACEHOLDER,
            testId: 'contract-liquidation',
          },
          {
            label: t('contracts.balance'),
            value: `${settings ? formatAmount(settings.balance, amountDecimals) : PLACEHOLDER} ${quote}`,
            testId: 'contract-balance',
          },
        ]}
      />
      {signedIn ? (
        <label className="tr-check tr-check--switch">
          <input type="checkbox" role="switch" checked={confirms} onChange={(event) => setConfirms(event.target.checked)} data-testid="contract-confirm-switch" />
          <span>{t('contracts.confirmOrders')}</span>
        </label>
      ) : null}
      {signedIn ? (
        <button type="submit" className={`tr-submit tr-submit--${long ? 'up' : 'down'}`} disabled={busy || !settings}>
          {long ? t('contracts.openLong') : t('contracts.openShort')}
        </button>
      ) : (
        <GuestButton />
      )}
      {reviewing && figures ? (
        <OrderConfirmSheet
          symbol={symbol}
          draft={draft}
          figures={figures}
          priceDecimals={priceDecimals}
          amountDecimals={amountDecimals}
          busy={busy}
          onCancel={() => setReviewing(false)}
          onConfirm={(stopAsking) => {
            setReviewing(false);
            if (stopAsking) setConfirms(false);
            void form.submit();
          }}
        />
      ) : null}
    </form>
  );
}
