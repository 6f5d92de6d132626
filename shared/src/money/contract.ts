/**
 * Contract (lever) figures, shown by the form and charged by the server from these functions
 * alone. Q = lots x contract size (base units), value = Q x price. What the user pays is rounded
 * up to the settlement currency's decimals, what they get back rounded down; the liquidation
 * price is rounded so that, for prices on the pair's tick grid, "the live price reached it" is
 * exactly "equity fell to the maintenance margin".
 *
 *   margin            = ceil(value / multiple)
 *   fee               = ceil(value x fee_rate)                     (charged when the position opens)
 *   P/L               = (exit - open) x Q  for a long,  (open - exit) x Q  for a short
 *   liquidation price = floor((open x Q - margin) / (Q x (1 - mr)))  long:  liquidated when price <= it
 *                       ceil((open x Q + margin) / (Q x (1 + mr)))   short: liquidated when price >= it
 *   paid back on close = max(0, floor(margin + P/L))               (isolated: never more than the margin lost)
 */
import type { Decimal } from '@h5/shared/contract';
import { addDecimal, compareDecimal, divideTo, maxDecimal, mulDecimal, negateDecimal, roundTo, subDecimal } from '@h5/shared/money/decimal';

export type PositionSide = 'long' | 'short';

export interface PositionSize {
  lots: number | Decimal;
  contractSize: Decimal;
}

export interface PositionTerms extends PositionSize {
  side: PositionSide;
  multiple: number | Decimal;
  feeRate: Decimal;
  maintenanceRate: Decimal;
}

/** lots x contract size, in the base currency. */
export const quantityOf = (size: PositionSize): Decimal => mulDecimal(String(size.lots), size.contractSize);

/** The position's value in the quote currency at `price`. */
export const positionValue = (size: PositionSize, price: Decimal): Decimal => mulDecimal(quantityOf(size), price);

export const marginOf = (terms: PositionSize & Pick<PositionTerms, 'multiple'>, price: Decimal, decimals: number): Decimal =>
  divideTo(positionValue(terms, price), String(terms.multiple), decimals, 'ceil');

export const feeOf = (terms: PositionSize & Pick<PositionTerms, 'feeRate'>, price: Decimal, decimals: number): Decimal =>
  roundTo(mulDecimal(positionValue(terms, price), terms.feeRate), decimals, 'ceil');

/** Null when no price can liquidate the position (a long whose margin covers all of it). */
export function liquidationPrice(
  terms: PositionSize & Pick<PositionTerms, 'side' | 'maintenanceRate'>,
  open: Decimal,
  margin: Decimal,
  priceDecimals: number,
): Decimal | null {
  const quantity = quantityOf(terms);
  const openValue = mulDecimal(open, quantity);
  if (terms.side === 'long') {
    const price = divideTo(subDecimal(openValue, margin), mulDecimal(quantity, subDecimal('1', terms.maintenanceRate)), priceDecimals, 'floor');
    return compareDecimal(price, '0') > 0 ? price : null;
  }
  return divideTo(addDecimal(openValue, margin), mulDecimal(quantity, addDecimal('1', terms.maintenanceRate)), priceDecimals, 'ceil');
}

/** Profit (negative: loss) of a position closed at `exit`: the move in its favour x Q. */
export function profitAndLoss(terms: PositionSize & Pick<PositionTerms, 'side'>, open: Decimal, exit: Decimal): Decimal {
  const move = subDecimal(exit, open);
  return mulDecimal(terms.side === 'long' ? move : negateDecimal(move), quantityOf(terms));
}

/** Margin plus P/L, never below zero, rounded down. */
export const payoutOf = (margin: Decimal, pnl: Decimal, decimals: number): Decimal => roundTo(maxDecimal('0', addDecimal(margin, pnl)), decimals, 'floor');

/** Profit as a share of the margin in percent, two places toward zero ("12.5" for 12.5 %); null without a margin. */
export const returnRateOf = (profit: Decimal, margin: Decimal): Decimal | null =>
  compareDecimal(margin, '0') > 0 ? divideTo(mulDecimal(profit, '100'), margin, 2, 'down') : null;

export type StopField = 'take_profit' | 'stop_loss';

/**
 * The take-profit / stop-loss rule of both the form and the server: a long takes profit above
 * `reference` and stops its loss below it; a short the reverse. The first level that stands on
 * the wrong side, and where it must stand; null when both are fine or unset.
 */
export function misplacedStop(
  side: PositionSide,
  reference: Decimal,
  levels: { take_profit: Decimal | null; stop_loss: Decimal | null },
): { field: StopField; must: 'above' | 'below' } | null {
  const long = side === 'long';
  const wrong = (field: StopField, mustBeAbove: boolean) => {
    const level = levels[field];
    if (level === null) return null;
    const order = compareDecimal(level, reference);
    return (mustBeAbove ? order <= 0 : order >= 0) ? { field, must: mustBeAbove ? ('above' as const) : ('below' as const) } : null;
  };
  return wrong('take_profit', long) ?? wrong('stop_loss', !long);
}
