/**
 * The spot order form's rules, as pure functions: what an order costs and earns before it is
 * sent, which message a draft gets, and the quantity a percentage shortcut fills in. The
 * figures come from the kernel's formulas, the ones the server charges with. Messages are i18n
 * keys with their namespace.
 */
import { plainAmount } from '@h5/shared/format';
import { compareDecimal, decimalPlaces, isDecimal, isPositive, largestBuy, percentOf, spotAmounts, type SpotSide } from '@h5/shared/money';
import { faultAt, type Checked } from '@h5/shared/form';

export type { SpotSide };
export type SpotType = 'market' | 'limit';

export interface SpotDraft {
  side: SpotSide;
  type: SpotType;
  /** The limit price as typed (ignored for market orders). */
  price: string;
  quantity: string;
}

export interface SpotPair {
  symbol: string;
  base: string;
  quote: string;
  /** The live price, which a market order is estimated at. */
  livePrice: string | undefined;
  priceDecimals: number;
  amountDecimals: number;
  /** Places of the quote currency, which amounts and fees are rounded to. */
  quoteDecimals: number;
  /** Fee as a fraction of the order's amount, charged in the quote currency. */
  feeRate: string;
}

export interface SpotEstimate {
  /** The price the estimate uses: the limit price, or the live one for a market order. */
  price: string;
  /** quantity × price in the quote currency: rounded up on a buy, down on a sell. */
  amount: string;
  /** The exact value × fee rate, rounded up, in the quote currency. */
  fee: string;
  /** What the order takes from the quote balance (buy: amount + fee) or pays into it (sell: amount − fee). */
  total: string;
}

/** The price an order is reckoned at, or null while there is none. */
export function orderPrice(draft: SpotDraft, pair: SpotPair): string | null {
  const price = draft.type === 'limit' ? draft.price : pair.livePrice;
  return price !== undefined && isPositive(price) ? price : null;
}

/** Amount, fee and total at `price` for `quantity`: the kernel's `spotAmounts`, which the server charges. */
function spotFigures(side: SpotSide, quantity: string, price: string, pair: Pick<SpotPair, 'quoteDecimals' | 'feeRate'>): Omit<SpotEstimate, 'price'> {
  const { amount, fee, quoteTotal } = spotAmounts(side, price, quantity, pair.feeRate, pair.quoteDecimals);
  return { amount, fee, total: quoteTotal };
}

/** Amount and fee of the draft as it stands; null until it has a price and a quantity. */
export function estimateSpot(draft: SpotDraft, pair: SpotPair): SpotEstimate | null {
  const price = orderPrice(draft, pair);
  if (!price || !isPositive(draft.quantity)) return null;
  return { price, ...spotFigures(draft.side, draft.quantity, price, pair) };
}

export type SpotField = 'price' | 'quantity';

export type SpotCheck = Checked<{ symbol: string; side: SpotSide; type: SpotType; price?: string; quantity: string }, SpotField>;

/**
 * The first thing wrong with the draft, or the request to send. `available` is the balance
 * the order spends: the quote currency on a buy (amount + fee), the base currency on a sell
 * (undefined while it loads: the server checks again either way).
 */
export function checkSpotOrder(draft: SpotDraft, pair: SpotPair, available: string | undefined): SpotCheck {
  const fail = (field: SpotField, message: string): SpotCheck => faultAt(field, message);
  if (draft.type === 'limit') {
    if (!draft.price) return fail('price', 'trading:spot.priceRequired');
    if (!isPositive(draft.price)) return fail('price', 'trading:spot.priceInvalid');
    if (decimalPlaces(draft.price) > pair.priceDecimals) return fail('price', 'common:validation.amountDecimals');
  }
  if (!draft.quantity) return fail('quantity', draft.side === 'buy' ? 'trading:spot.buyQuantityRequired' : 'trading:spot.sellQuantityRequired');
  if (!isPositive(draft.quantity)) return fail('quantity', 'common:validation.amountPositive');
  if (decimalPlaces(draft.quantity) > pair.amountDecimals) return fail('quantity', 'common:validation.amountDecimals');
  const price = orderPrice(draft, pair);
  if (!price) return fail('price', 'trading:spot.noPrice');
  if (available !== undefined && isDecimal(available)) {
    if (draft.side === 'buy' && compareDecimal(spotFigures('buy', draft.quantity, price, pair).total, available) > 0) {
      return fail('quantity', 'common:funds.insufficientBalance');
    }
    if (draft.side === 'sell' && compareDecimal(draft.quantity, available) > 0) {
      return fail('quantity', 'common:funds.insufficientSellable');
    }
  }
  return {
    ok: true,
    request: {
      symbol: pair.symbol,
      side: draft.side,
      type: draft.type,
      ...(draft.type === 'limit' ? { price: draft.price } : {}),
      quantity: draft.quantity,
    },
  };
}

/**
 * The quantity a percentage shortcut fills in: that share of the available base coin on a
 * sell; on a buy, the most that share of the available quote currency pays for, fee included,
 * at the order's price. Floored to the pair's amount decimals; "" when there is nothing to
 * reckon with.
 */
export function quantityForShare(draft: SpotDraft, pair: SpotPair, available: string | undefined, percent: number): string {
  if (available === undefined || !isDecimal(available)) return '';
  const share = percentOf(available, percent);
  if (draft.side === 'sell') return plainAmount(share, pair.amountDecimals);
  const price = orderPrice(draft, pair);
  if (!price) return '';
  return plainAmount(largestBuy(share, price, pair.feeRate, pair.amountDecimals, pair.quoteDecimals), pair.amountDecimals);
}
