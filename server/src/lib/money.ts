/**
 * The money arithmetic trading needs beyond `@h5/shared/format` (add, sub, mul, compare):
 * cutting to a currency's decimals in a stated direction, and exact division. Everything is
 * BigInt on decimal strings; no JS float ever stands for an amount or a price.
 *
 * The rounding rule of the whole server: what the user pays is rounded up (`ceil`), what the
 * user is paid is rounded down (`floor`), both to the currency's decimals.
 */
import type { Decimal } from '@h5/shared/contract';

export type Rounding = 'floor' | 'ceil';

interface Scaled {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

function parse(value: Decimal): Scaled {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`not a decimal: ${value}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  return { units: BigInt(whole + fraction) * (sign ? -1n : 1n), scale: fraction.length };
}

function format(units: bigint, scale: number): Decimal {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const body = fraction ? `${whole}.${fraction}` : whole;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/** `numerator / denominator` as a whole number, rounded toward -infinity or +infinity. */
function divideUnits(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  if (denominator < 0n) return divideUnits(-numerator, -denominator, rounding);
  const quotient = numerator / denominator; // truncates toward zero
  const exact = quotient * denominator === numerator;
  if (exact) return quotient;
  if (rounding === 'floor') return numerator < 0n ? quotient - 1n : quotient;
  return numerator > 0n ? quotient + 1n : quotient;
}

/** `value` with at most `decimals` places, rounded down (`floor`) or up (`ceil`). */
export function roundTo(value: Decimal, decimals: number, rounding: Rounding): Decimal {
  const { units, scale } = parse(value);
  if (scale <= decimals) return format(units, scale);
  return format(divideUnits(units, 10n ** BigInt(scale - decimals), rounding), decimals);
}

/** `a / b` with `decimals` places, rounded down (`floor`) or up (`ceil`): exact, never a float. */
export function divideTo(a: Decimal, b: Decimal, decimals: number, rounding: Rounding): Decimal {
  const x = parse(a);
  const y = parse(b);
  // a / b = (x.units / 10^x.scale) / (y.units / 10^y.scale); scaled by 10^decimals.
  const numerator = x.units * 10n ** BigInt(y.scale + decimals);
  const denominator = y.units * 10n ** BigInt(x.scale);
  return format(divideUnits(numerator, denominator, rounding), decimals);
}

/** The same number without trailing zeros ("48900.00" -> "48900"), as NUMERIC text comes back from the database. */
export function plainDecimal(value: Decimal): Decimal {
  const { units, scale } = parse(value);
  return format(units, scale);
}

export const isPositive = (value: Decimal): boolean => parse(value).units > 0n;
export const isNegative = (value: Decimal): boolean => parse(value).units < 0n;

export function maxDecimal(a: Decimal, b: Decimal): Decimal {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  const xs = x.units * 10n ** BigInt(scale - x.scale);
  const ys = y.units * 10n ** BigInt(scale - y.scale);
  return xs >= ys ? a : b;
}
