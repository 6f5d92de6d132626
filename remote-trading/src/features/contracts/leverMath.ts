/**
 * Contract figures on decimal strings: a position's value, margin and fee before it opens,
 * its live profit and value once open, and the take-profit / stop-loss rules by side.
 */
import { compareDecimal, decimalPlaces, isDecimal, mulDecimal, negateDecimal, subDecimal } from '@h5/shared/format';
import { ceilDecimal, divDecimal, isPositive } from '../../common/money';

export type LeverSide = 'long' | 'short';

/** USDT's places, which margins and fees are rounded up to, as the server charges them. */
export const USDT_PLACES = 6;

/** lots × contract size × price: the position's value in the quote currency. */
export const positionValue = (lots: string | number, contractSize: string, price: string): string =>
  mulDecimal(mulDecimal(String(lots), contractSize), price);

/** lots × contract size × price / multiple, rounded up to USDT's places. */
export const marginOf = (lots: string | number, contractSize: string, price: string, multiple: string | number): string =>
  divDecimal(positionValue(lots, contractSize, price), String(multiple), USDT_PLACES, 'up') ?? '0';

/** The opening fee: the position's value × the fee rate, rounded up to USDT's places. */
export const openFeeOf = (lots: string | number, contractSize: string, price: string, feeRate: string): string =>
  ceilDecimal(mulDecimal(positionValue(lots, contractSize, price), feeRate), USDT_PLACES);

/** Profit (negative: loss) of a position at `current`: the move in its favour × lots × contract size. */
export function profitOf(side: LeverSide, lots: string | number, contractSize: string, open: string, current: string): string {
  const move = subDecimal(current, open);
  return mulDecimal(mulDecimal(side === 'long' ? move : negateDecimal(move), String(lots)), contractSize);
}

/** Profit as a share of the margin, in percent with two places ("12.5" for 12.5 %). */
export const returnRateOf = (profit: string, margin: string): string | null =>
  isPositive(margin) ? divDecimal(mulDecimal(profit, '100'), margin, 2) : null;

export type StopField = 'take_profit' | 'stop_loss';

/**
 * The take-profit and stop-loss rule, the server's too: a long takes profit above `reference`
 * and stops its loss below it; a short the reverse. Empty means not set. Returns the first
 * field that breaks it, with its message key.
 */
export function checkStops(
  side: LeverSide,
  reference: string,
  stops: { take_profit: string; stop_loss: string },
  priceDecimals: number,
): { field: StopField; message: string } | null {
  const check = (field: StopField, value: string, wantAbove: boolean) => {
    if (!value) return null;
    if (!isPositive(value)) return { field, message: 'trading:lever.stopInvalid' };
    if (decimalPlaces(value) > priceDecimals) return { field, message: 'common:validation.amountDecimals' };
    if (!isDecimal(reference)) return null;
    const order = compareDecimal(value, reference);
    if (wantAbove && order <= 0) return { field, message: field === 'take_profit' ? 'trading:lever.tpAbove' : 'trading:lever.slAbove' };
    if (!wantAbove && order >= 0) return { field, message: field === 'take_profit' ? 'trading:lever.tpBelow' : 'trading:lever.slBelow' };
    return null;
  };
  const long = side === 'long';
  return check('take_profit', stops.take_profit, long) ?? check('stop_loss', stops.stop_loss, !long);
}
