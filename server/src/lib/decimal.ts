/**
 * Exact decimal arithmetic for money: decimal strings in and out, BigInt counts of 10^-18 in
 * between (the scale of every money column). Never a JS float.
 */
export type Decimal = string;

const SCALE = 18;
const ONE = 10n ** BigInt(SCALE);
const DECIMAL_RE = /^(-)?(\d+)(?:\.(\d+))?$/;

function toUnits(value: Decimal): bigint {
  const match = DECIMAL_RE.exec(value);
  if (!match || (match[3]?.length ?? 0) > SCALE) throw new Error(`not a decimal of at most ${SCALE} places: "${value}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole) * ONE + BigInt(fraction.padEnd(SCALE, '0'));
  return sign ? -units : units;
}

function fromUnits(units: bigint): Decimal {
  const size = units < 0n ? -units : units;
  const fraction = (size % ONE).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${units < 0n ? '-' : ''}${size / ONE}${fraction ? `.${fraction}` : ''}`;
}

export const addDecimals = (...values: Decimal[]): Decimal => fromUnits(values.reduce((total, value) => total + toUnits(value), 0n));

export const negate = (value: Decimal): Decimal => fromUnits(-toUnits(value));

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const difference = toUnits(a) - toUnits(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** Places after the point as written ("1.50" has two). */
export const decimalPlaces = (value: Decimal): number => value.split('.')[1]?.length ?? 0;

/** Digits before the point as written, sign left out. */
export const integerDigits = (value: Decimal): number => (value.replace(/^-/, '').split('.')[0] ?? '').length;
