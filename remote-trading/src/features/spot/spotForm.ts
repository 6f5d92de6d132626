/**
 * The spot order form's rules, as pure functions: what an order costs and earns before it is
 * sent, which message a draft gets, and the quantity a percentage shortcut fills in. Decimal
 * strings throughout, rounded as the server rounds (what the user pays up, what the user is
 * paid down, to the quote currency's decimals). Messages are i18n keys with their namespace.
 */
import { addDecimal, compareDecimal, decimalPlaces, isDecimal, mulDecimal, plainAmount, subDecimal } from '@h5/shared/format';
import { ceilDecimal, divDecimal, floorTo, isPositive, percentOf } from '../../common/money';

export type SpotSide = 'buy' | 'sell';
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
  /** amount × fee rate, rounded up, in the quote currency. */
  fee: string;
  /** What the order takes from the quote balance (buy: amount + fee) or pays into it (sell: amount − fee). */
  total: string;
}

/** The price an order is reckoned at, or null while there is none. */
export function orderPrice(draft: SpotDraft, pair: SpotPair): string | null {
  const price = draft.type === 'limit' ? draft.price : pair.livePrice;
  return price !== undefined && isPositive(price) ? price : null;
}

/** Amount, fee and total at `price` for `quantity`. */
export function spotFigures(side: SpotSide, quantity: string, price: string, pair: Pick<SpotPair, 'quoteDecimals' | 'feeRate'>): Omit<SpotEstimate, 'price'> {
  const exact = mulDecimal(quantity, price);
  const amount = side === 'buy' ? ceilDecimal(exact, pair.quoteDecimals) : floorTo(exact, pair.quoteDecimals);
  const fee = ceilDecimal(mulDecimal(amount, pair.feeRate), pair.quoteDecimals);
  return { amount, fee, total: side === 'buy' ? addDecimal(amount, fee) : subDecimal(amount, fee) };
}

/** Amount and fee of the draft as it stands; null until it has a price and a quantity. */
export function estimateSpot(draft: SpotDraft, pair: SpotPair): SpotEstimate | null {
  const price = orderPrice(draft, pair);
  if (!price || !isPositive(draft.quantity)) return null;
  return { price, ...spotFigures(draft.side, draft.quantity, price, pair) };
}

export type SpotField = 'price' | 'quantity';

export type SpotCheck =
  | { ok: true; request: { symbol: string; side: SpotSide; type: SpotType; price?: string; quantity: string } }
  | { ok: false; field: SpotField; message: string };

/**
 * The first thing wrong with the draft, or the request to send. `available` is the balance
 * the order spends: the quote currency on a buy (amount + fee), the base currency on a sell
 * (undefined while it loads: the server checks again either way).
 */
export function checkSpotOrder(draft: SpotDraft, pair: SpotPair, available: string | undefined): SpotCheck {
  const fail = (field: SpotField, message: string): SpotCheck => ({ ok: false, field, message });
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
  let quantity = divDecimal(share, mulDecimal(price, addDecimal('1', pair.feeRate)), pair.amountDecimals) ?? '0';
  // Rounding the amount and fee up may still push the total past the share by a unit: step down.
  const unit = pair.amountDecimals > 0 ? `0.${'0'.repeat(pair.amountDecimals - 1)}1` : '1';
  while (isPositive(quantity) && compareDecimal(spotFigures('buy', quantity, price, pair).total, share) > 0) {
    quantity = subDecimal(quantity, unit);
  }
  return plainAmount(quantity, pair.amountDecimals);
}
