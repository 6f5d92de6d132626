/**
 * The take-profit / stop-loss rules of the contract form, by side. The figures (margin, fee,
 * P/L) come from the kernel's formulas in `@h5/shared/money`.
 */
import { compareDecimal, decimalPlaces, isDecimal, isPositive, type LeverSide } from '@h5/shared/money';

export type { LeverSide };

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
