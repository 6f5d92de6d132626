/**
 * The contract form's take-profit / stop-loss check. The rule of sides and the figures (margin,
 * fee, P/L) come from the kernel's `@h5/shared/money`, the server's too.
 */
import { decimalPlaces, isDecimal, isPositive, misplacedStop, type PositionSide, type StopField } from '@h5/shared/money';

export type { PositionSide };

export type { StopField };

const STOP_MESSAGES = {
  take_profit: { above: 'trading:contracts.tpAbove', below: 'trading:contracts.tpBelow' },
  stop_loss: { above: 'trading:contracts.slAbove', below: 'trading:contracts.slBelow' },
} as const;

/**
 * The form's take-profit and stop-loss check: each level typed is a positive price on the pair's
 * grid, on the side of `reference` the kernel's `misplacedStop` (the server's rule) wants. Empty
 * means not set. Returns the first field that breaks it, with its message key.
 */
export function checkStops(
  side: PositionSide,
  reference: string,
  stops: { take_profit: string; stop_loss: string },
  priceDecimals: number,
): { field: StopField; message: string } | null {
  for (const field of ['take_profit', 'stop_loss'] as const) {
    const value = stops[field];
    if (!value) continue;
    if (!isPositive(value)) return { field, message: 'trading:contracts.stopInvalid' };
    if (decimalPlaces(value) > priceDecimals) return { field, message: 'common:validation.amountDecimals' };
  }
  if (!isDecimal(reference)) return null;
  const wrong = misplacedStop(side, reference, { take_profit: stops.take_profit || null, stop_loss: stops.stop_loss || null });
  return wrong ? { field: wrong.field, message: STOP_MESSAGES[wrong.field][wrong.must] } : null;
}
