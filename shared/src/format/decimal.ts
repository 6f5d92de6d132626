/**
 * Exact arithmetic on decimal strings through BigInt, for the few sums and products the
 * screens make (totals, values at a price). Results are plain decimal strings.
 */

interface Scaled {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

function parse(value: string): Scaled {
  const m = DECIMAL.exec(value.trim());
  if (!m) throw new RangeError(`not a decimal: ${value}`);
  const [, sign = '', int = '0', frac = ''] = m;
  const units = BigInt(int + frac) * (sign ? -1n : 1n);
  return { units, scale: frac.length };
}

function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}

function format({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  const body = frac ? `${int}.${frac}` : int;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

export const isDecimal = (value: unknown): value is string => typeof value === 'string' && DECIMAL.test(value.trim());

export function addDecimal(a: string, b: string): string {
  const [x, y, scale] = align(parse(a), parse(b));
  return format({ units: x + y, scale });
}

export function subDecimal(a: string, b: string): string {
  const [x, y, scale] = align(parse(a), parse(b));
  return format({ units: x - y, scale });
}

export function mulDecimal(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return format({ units: x.units * y.units, scale: x.scale + y.scale });
}

export const negateDecimal = (a: string): string => subDecimal('0', a);

/** Places after the point as written ("1.50" has two). */
export const decimalPlaces = (value: string): number => value.split('.')[1]?.length ?? 0;

/** Digits before the point as written, sign left out. */
export const integerDigits = (value: string): number => (value.replace(/^-/, '').split('.')[0] ?? '').length;

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = align(parse(a), parse(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

export const sumDecimals = (values: readonly string[]): string => values.reduce((total, v) => addDecimal(total, v), '0');
