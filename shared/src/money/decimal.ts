/**
 * Exact decimal arithmetic on decimal strings: the one implementation the server, the kernel and
 * every remote use for money, prices and quantities. It stands on big.js in strict mode, so a JS
 * number can never slip in (big.js throws on one); values travel as plain decimal strings
 * ("-12.5", never "1e-7"), and every cut to N places names its direction.
 */
import BigBase from 'big.js';
import type { Decimal } from '@h5/shared/contract';

export type { Decimal };

/**
 * `floor` toward minus infinity (what the user is paid), `ceil` toward plus infinity (what the
 * user pays), `down` toward zero (a figure cut for display).
 */
export type Rounding = 'floor' | 'ceil' | 'down';

// Our own constructor, so its settings never leak into (or from) another user of big.js.
const Big = BigBase();
Big.strict = true;
// Plain notation whatever the size: toFixed() never switches to exponents, and neither may toString().
Big.NE = -1_000_000;
Big.PE = 1_000_000;

const ZERO = Big('0');
const PLAIN = /^-?\d+(?:\.\d+)?$/;

/** Whether `value` is a plain decimal string (surrounding spaces allowed). */
export const isDecimal = (value: unknown): value is Decimal => typeof value === 'string' && PLAIN.test(value.trim());

function big(value: Decimal): BigBase.Big {
  const text = typeof value === 'string' ? value.trim() : value;
  if (!isDecimal(text)) throw new RangeError(`not a decimal: ${String(value)}`);
  return Big(text);
}

const text = (value: BigBase.Big): Decimal => value.toFixed();

// big.js's modes: 0 cuts toward zero, 3 goes away from it.
const TOWARD_ZERO = 0;
const AWAY_FROM_ZERO = 3;
function modeFor(rounding: Rounding, negative: boolean): BigBase.RoundingMode {
  if (rounding === 'down') return TOWARD_ZERO;
  return (rounding === 'ceil') !== negative ? AWAY_FROM_ZERO : TOWARD_ZERO;
}

export const addDecimal = (a: Decimal, b: Decimal): Decimal => text(big(a).plus(big(b)));
export const subDecimal = (a: Decimal, b: Decimal): Decimal => text(big(a).minus(big(b)));
export const mulDecimal = (a: Decimal, b: Decimal): Decimal => text(big(a).times(big(b)));
export const negateDecimal = (a: Decimal): Decimal => text(big(a).neg());
export const sumDecimals = (values: readonly Decimal[]): Decimal => text(values.reduce((total, v) => total.plus(big(v)), ZERO));

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export const compareDecimal = (a: Decimal, b: Decimal): -1 | 0 | 1 => big(a).cmp(big(b)) as -1 | 0 | 1;

export const isPositive = (value: Decimal): boolean => isDecimal(value) && big(value).gt(ZERO);
export const isNegative = (value: Decimal): boolean => isDecimal(value) && big(value).lt(ZERO);

export const maxDecimal = (a: Decimal, b: Decimal): Decimal => (compareDecimal(a, b) >= 0 ? plainDecimal(a) : plainDecimal(b));
export const minDecimal = (a: Decimal, b: Decimal): Decimal => (compareDecimal(a, b) <= 0 ? plainDecimal(a) : plainDecimal(b));

/** The same number without trailing zeros or a minus on zero ("48900.00" -> "48900"), as NUMERIC text comes back. */
export const plainDecimal = (value: Decimal): Decimal => text(big(value));

/** `value` with at most `places` decimals, cut in the stated direction. */
export function roundTo(value: Decimal, places: number, rounding: Rounding): Decimal {
  const x = big(value);
  return text(x.round(places, modeFor(rounding, x.lt(ZERO))));
}

/** `value` written with exactly `places` decimals, cut in the stated direction ("12" -> "12.000"); zero has no minus. */
export function fixedTo(value: Decimal, places: number, rounding: Rounding): Decimal {
  const x = big(value);
  const cut = x.round(places, modeFor(rounding, x.lt(ZERO)));
  return (cut.eq(ZERO) ? cut.abs() : cut).toFixed(places);
}

/** `a / b` with at most `places` decimals, cut in the stated direction: exact, never a float. Throws on division by zero. */
export function divideTo(a: Decimal, b: Decimal, places: number, rounding: Rounding): Decimal {
  const x = big(a);
  const y = big(b);
  if (y.eq(ZERO)) throw new RangeError('division by zero');
  const negative = x.lt(ZERO) !== y.lt(ZERO) && !x.eq(ZERO);
  // big.js divides to Big.DP places with Big.RM, rounding on the exact remainder: set both for this one call.
  const { DP, RM } = Big;
  Big.DP = places;
  Big.RM = modeFor(rounding, negative);
  try {
    return text(x.div(y));
  } finally {
    Big.DP = DP;
    Big.RM = RM;
  }
}

/** Places after the point as written ("1.50" has two). */
export const decimalPlaces = (value: Decimal): number => value.trim().split('.')[1]?.length ?? 0;


/** One unit of the last of `places` decimals: 2 -> "0.01", 0 -> "1". */
export const unitOf = (places: number): Decimal => (places > 0 ? `0.${'0'.repeat(places - 1)}1` : '1');

/** `percent` % of `value`, exactly ("25" of "80" is "20"). */
export const percentOf = (value: Decimal, percent: number | Decimal): Decimal => mulDecimal(mulDecimal(value, String(percent)), '0.01');
