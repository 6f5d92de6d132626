import { useEffect, useState } from 'react';
import { call } from '@h5/shared/api';
import { BASE_CURRENCY_DECIMALS, SPOT_FEE_RATE } from '@h5/shared/constants';
import { contract, type SpotPlaced, type Ticker, type WalletList } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { GuestButton } from '../../common/form/GuestButton';
import { Segmented } from '../../common/form/Segmented';
import { PLACEHOLDER, formatAmount, plainAmount, ratePercent } from '@h5/shared/format';
import { type Load } from '@h5/shared/data';
import { useForm } from '@h5/shared/form';
import { useSearchParams } from '@h5/shared/router';
import { FactList } from '@h5/shared/ui/facts';
import { AmountField, Field } from '@h5/shared/ui/form';
import { useSignedIn } from '../../common/session';
import { availableIn } from '../../common/wallet';
import { byTotal, checkSpotOrder, estimateSpot, quantityForShare, totalForShare, type SpotDraft, type SpotMeasure, type SpotPair, type SpotSide, type SpotType } from './spotForm';
import { pairDecimalsOf, useCurrencyDecimals } from '@h5/shared/market';

const SHARES = [25, 50, 75, 100] as const;

export interface PickedPrice {
  price: string;
  /** Counts taps, so tapping the same price again still fills it in. */
  seq: number;
}

interface SpotOrderFormProps {
  symbol: string;
  ticker: Ticker | undefined;
  /** A price tapped in the book: the form switches to limit at that price. */
  picked: PickedPrice | null;
  /** The user's balances (`wallet/list`); the page reloads them when orders change. */
  wallet: Load<WalletList>;
  /** After an order was accepted (the lists refresh). */
  /** The order went through: what it did at once. */
  onPlaced: (placed: SpotPlaced) => void;
}

const emptyDraft = (side: SpotSide): SpotDraft => ({ side, type: 'limit', price: '', quantity: '', by: 'quantity', total: '' });

/** Buy or sell the chosen pair at market or at a limit, with the figures before it is sent. */
export function SpotOrderForm({ symbol, ticker, picked, wallet, onPlaced }: SpotOrderFormProps) {
  const { t } = useTranslation('trading');
  const signedIn = useSignedIn();
  // Whether the user typed a price: until then the limit price follows the live one.
  const [priceTouched, setPriceTouched] = useState(false);

  const [base = '', quote = ''] = symbol.split('/');
  const quoteDecimals = useCurrencyDecimals(ticker?.quote ?? quote, BASE_CURRENCY_DECIMALS);
  const pair: SpotPair = {
    symbol,
    base: ticker?.base ?? base,
    quote: ticker?.quote ?? quote,
    livePrice: ticker?.price,
    priceDecimals: pairDecimalsOf(ticker).price,
    amountDecimals: pairDecimalsOf(ticker).amount,
    quoteDecimals,
    feeRate: SPOT_FEE_RATE,
  };
  const { reload: reloadWallet } = wallet;
  const form = useForm({
    initial: () => emptyDraft('buy'),
    check: (d: SpotDraft) => checkSpotOrder(d, pair, signedIn ? available : undefined),
    send: (request) => call(contract.spot.place, request, { loading: true }),
    // The page's result sheet says what happened, not a toast.
    done: false,
    onDone: (placed) => {
      setDraft((d) => ({ ...d, quantity: '', total: '' }));
      onPlaced(placed);
    },
    onRefused: () => void reloadWallet(),
  });
  const { values: draft, setValues: setDraft, errors, setErrors, busy, change } = form;
  const spends = draft.side === 'buy' ? pair.quote : pair.base;
  const available = availableIn(wallet.data, 'coin', spends);
  const spendsDecimals = useCurrencyDecimals(spends, BASE_CURRENCY_DECIMALS);

  // A link may choose the side (the k-line page's Buy and Sell: `?side=sell`).
  const [search] = useSearchParams();
  const linkedSide = search.get('side');
  useEffect(() => {
    if (linkedSide === 'buy' || linkedSide === 'sell') setDraft((d) => (d.side === linkedSide ? d : { ...d, side: linkedSide, quantity: '', total: '' }));
  }, [linkedSide]);

  // A new pair starts a new order.
  useEffect(() => {
    setDraft((d) => ({ ...emptyDraft(d.side), type: d.type, by: d.by }));
    setErrors({});
    setPriceTouched(false);
  }, [symbol]);

  // The limit price defaults to the live price, until the user sets one.
  const live = ticker ? plainAmount(ticker.price, ticker.price_decimals) : '';
  useEffect(() => {
    if (!priceTouched && live) setDraft((d) => (d.price === live ? d : { ...d, price: live }));
  }, [live, priceTouched]);

  useEffect(() => {
    if (!picked) return;
    setPriceTouched(true);
    setDraft((d) => ({ ...d, type: 'limit', price: plainAmount(picked.price, pair.priceDecimals) }));
    form.clear('price');
    // Only a new tap fills the price in.
  }, [picked]);

  const estimate = estimateSpot(draft, pair);

  const buying = draft.side === 'buy';
  const totalMode = byTotal(draft);
  return (
    <form
      className="tr-spot-form"
      noValidate
      aria-label={t('spot.form')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Segmented<SpotSide>
        label={t('spot.side')}
        className="tr-seg--sides"
        value={draft.side}
        options={[
          { value: 'buy', label: t('spot.buy'), tone: 'up' },
          { value: 'sell', label: t('spot.sell'), tone: 'down' },
        ]}
        onChange={(side) => {
          setDraft((d) => ({ ...d, side, quantity: '', total: '' }));
          setErrors({});
        }}
      />
      <Segmented<SpotType>
        label={t('spot.type')}
        value={draft.type}
        options={[
          { value: 'limit', label: t('spot.limit') },
          { value: 'market', label: t('spot.market') },
        ]}
        onChange={(type) => change({ type }, 'price')}
      />
      {draft.type === 'limit' ? (
        <AmountField
          id="tr-spot-price"
          label={t('spot.price')}
          value={draft.price}
          decimals={pair.priceDecimals}
          unit={pair.quote}
          error={errors.price}
          onChange={(price) => {
            setPriceTouched(true);
            change({ price }, 'price');
          }}
        />
      ) : (
        <Field id="tr-spot-price" label={t('spot.price')} error={errors.price}>
          <output id="tr-spot-price" className="h5-field__input h5-field__input--static">
            {t('spot.marketPrice')}
          </output>
        </Field>
      )}
      {buying && draft.type === 'market' ? (
        <Segmented<SpotMeasure>
          label={t('spot.measure')}
          className="tr-seg--small"
          value={draft.by}
          options={[
            { value: 'quantity', label: t('spot.byQuantity') },
            { value: 'total', label: t('spot.byTotal') },
          ]}
          onChange={(by) => change({ by }, 'quantity', 'total')}
        />
      ) : null}
      {totalMode ? (
        <AmountField
          id="tr-spot-total"
          label={t('spot.total')}
          value={draft.total}
          decimals={quoteDecimals}
          unit={pair.quote}
          placeholder={t('spot.totalPlaceholder', { quote: pair.quote })}
          error={errors.total}
          onChange={(total) => change({ total }, 'total')}
        />
      ) : (
        <AmountField
          id="tr-spot-quantity"
          label={t('spot.quantity')}
          value={draft.quantity}
          decimals={pair.amountDecimals}
          unit={pair.base}
          placeholder={t('spot.quantityPlaceholder', { base: pair.base })}
          error={errors.quantity}
          onChange={(quantity) => change({ quantity }, 'quantity')}
        />
      )}
      <div className="tr-shares" role="group" aria-label={t('spot.shares')}>
        {SHARES.map((share) => (
          <button
            key={share}
            type="button"
            className="tr-shares__item"
            disabled={!signedIn || available === undefined}
            onClick={() =>
              totalMode
                ? change({ total: totalForShare(pair, available, share) }, 'total')
                : change({ quantity: quantityForShare(draft, pair, available, share) }, 'quantity')
            }
          >
            {share}%
          </button>
        ))}
      </div>
      <FactList
        layout="dense"
        items={[
          {
            label: t('spot.available'),
            value: `${signedIn ? formatAmount(available, spendsDecimals) : PLACEHOLDER} ${spends}`,
            testId: 'spot-available',
          },
          totalMode
            ? { label: t('spot.estimatedSpend'), value: `${estimate ? formatAmount(estimate.total, quoteDecimals) : PLACEHOLDER} ${pair.quote}`, testId: 'spot-amount' }
            : {
                label: draft.type === 'market' ? t('spot.estimatedAmount') : t('spot.amount'),
                value: `${estimate ? formatAmount(estimate.amount, quoteDecimals) : PLACEHOLDER} ${pair.quote}`,
                testId: 'spot-amount',
              },
          {
            label: t('spot.fee', { rate: `${ratePercent(SPOT_FEE_RATE)}%` }),
            value: `${estimate ? formatAmount(estimate.fee, quoteDecimals) : PLACEHOLDER} ${pair.quote}`,
            testId: 'spot-fee',
          },
          {
            label: draft.type === 'market' ? t('spot.estimatedReceive') : t('spot.receive'),
            // A buy receives the base coin; a sell the quote currency, the fee taken off.
            value: buying
              ? `${estimate ? formatAmount(estimate.quantity, pair.amountDecimals) : PLACEHOLDER} ${pair.base}`
              : `${estimate ? formatAmount(estimate.total, quoteDecimals) : PLACEHOLDER} ${pair.quote}`,
            testId: 'spot-receive',
          },
        ]}
      />
      {signedIn ? (
        <button type="submit" className={`tr-submit tr-submit--${buying ? 'up' : 'down'}`} disabled={busy}>
          {buying ? t('spot.buyBase', { base: pair.base }) : t('spot.sellBase', { base: pair.base })}
        </button>
      ) : (
        <GuestButton />
      )}
    </form>
  );
}
