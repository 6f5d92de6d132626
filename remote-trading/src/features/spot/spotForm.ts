/**
 * The spot order form's rules, as pure functions: what an order costs and earns before it is
 * sent, which message a draft gets, and the quantity a percentage shortcut fills in. The
 * figures come from the kernel's formulas, the ones the server charges with. Messages are i18n
 * keys with their namespace.
 */
import { plainAmount } from '@h5/shared/format';
import { compareDecimal, decimalPlaces, isDecimal, isPositive, largestBuy, percentOf, spotAmounts, spotBuyByTotal, type SpotSide } from '@h5/shared/money';
import { faultAt, type Checked } from '@h5/shared/form';

export type { SpotSide };
export type SpotType = 'market' | 'limit';
/** What a market buy is typed in: a quantity of the base coin, or a total of the quote currency to spend. */
export type SpotMeasure = 'quantity' | 'total';

export interface SpotDraft {
  side: SpotSide;
  type: SpotType;
  /** The limit price as typed (ignored for market orders). */
  price: string;
  quantity: string;
  /** How a market buy is typed; other orders always go by quantity. */
  by: SpotMeasure;
  /** The quote total to spend, as typed (a market buy by total). */
  total: string;
}

/** Whether the draft is a market buy by total (the only order a total applies to). */
export const byTotal = (draft: Pick<SpotDraft, 'side' | 'type' | 'by'>): boolean => draft.side === 'buy' && draft.type === 'market' && draft.by === 'total';

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
  /** The base coin bought or sold: as typed, or (by total) the most the total buys. */
  quantity: string;
}

/** The price an order is reckoned at, or null while there is none. */
export function orderPrice(draft: SpotDraft, pair: SpotPair): string | null {
  const price = draft.type === 'limit' ? draft.price : pair.livePrice;
  return price !== undefined && isPositive(price) ? price : null;
}

/** Amount, fee and total at `price` for `quantity`: the kernel's `spotAmounts`, which the server charges. */
function spotFigures(side: SpotSide, quantity: string, price: string, pair: Pick<SpotPair, 'quoteDecimals' | 'feeRate'>): Omit<SpotEstimate, 'price'> {
  const { amount, fee, quoteTotal } = spotAmounts(side, price, quantity, pair.feeRate, pair.quoteDecimals);
  return { amount, fee, total: quoteTotal, quantity };
}

/**
 * Amount, fee, total and quantity of the draft as it stands; null until it has a price and a
 * quantity (or, by total, a total). By total: the kernel's `spotBuyByTotal`, which the server
 * fills the order with.
 */
export function estimateSpot(draft: SpotDraft, pair: SpotPair): SpotEstimate | null {
  const price = orderPrice(draft, pair);
  if (!price) return null;
  if (byTotal(draft)) {
    if (!isPositive(draft.total)) return null;
    const bought = spotBuyByTotal(draft.total, price, pair.feeRate, pair.amountDecimals, pair.quoteDecimals);
    return { price, amount: bought.amount, fee: bought.fee, total: bought.quoteTotal, quantity: bought.quantity };
  }
  if (!isPositive(draft.quantity)) return null;
  return { price, ...spotFigures(draft.side, draft.quantity, price, pair) };
}

export type SpotField = 'price' | 'quantity' | 'total';

export type SpotCheck = Checked<{ symbol: string; side: SpotSide; type: SpotType; price?: string; quantity?: string; total?: string }, SpotField>;

/** A market buy by total: the total typed, on the quote's places, buying at least one unit, within the balance. */
function checkTotal(draft: SpotDraft, pair: SpotPair, available: string | undefined): SpotCheck {
  const fail = (message: string): SpotCheck => faultAt('total', message);
  if (!draft.total) return fail('trading:spot.totalRequired');
  if (!isPositive(draft.total)) return fail('common:validation.amountPositive');
  if (decimalPlaces(draft.total) > pair.quoteDecimals) return fail('common:validation.amountDecimals');
  const estimate = estimateSpot(draft, pair);
  if (!estimate) return faultAt('price', 'trading:spot.noPrice');
  if (!isPositive(estimate.quantity)) return fail('common:trade.orderTooSmall');
  if (available !== undefined && isDecimal(available) && compareDecimal(estimate.total, available) > 0) return fail('common:funds.insufficientBalance');
  return { ok: true, request: { symbol: pair.symbol, side: 'buy', type: 'market', total: draft.total } };
}

/**
 * The first thing wrong with the draft, or the request to send. `available` is the balance
 * the order spends: the quote currency on a buy (amount + fee), the base currency on a sell
 * (undefined while it loads: the server checks again either way).
 */
export function checkSpotOrder(draft: SpotDraft, pair: SpotPair, available: string | undefined): SpotCheck {
  const fail = (field: SpotField, message: string): SpotCheck => faultAt(field, message);
  if (byTotal(draft)) return checkTotal(draft, pair, available);
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

/** The total a percentage shortcut fills in on a buy by total: that share of the quote balance, floored to its places. */
export function totalForShare(pair: Pick<SpotPair, 'quoteDecimals'>, available: string | undefined, percent: number): string {
  return available !== undefined && isDecimal(available) ? plainAmount(percentOf(available, percent), pair.quoteDecimals) : '';
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
