/**
 * Money maths and display for the trading forms, on decimal strings only (never a JS number):
 * the kernel's exact sums and products, plus the division the forms need (margin, quantity
 * from an amount), floored like every figure shown.
 */
import { compareDecimal, floorDecimal, groupThousands, isDecimal, mulDecimal, plainAmount } from '@h5/shared/format';

const PLAIN = /^(-)?(\d+)(?:\.(\d+))?$/;

function scaled(value: string): { units: bigint; scale: number } {
  const m = PLAIN.exec(value.trim());
  if (!m) throw new RangeError(`not a decimal: ${value}`);
  const [, sign = '', int = '0', frac = ''] = m;
  return { units: BigInt(int + frac) * (sign ? -1n : 1n), scale: frac.length };
}

/**
 * `a / b` at `places` decimals, cut toward zero (`down`) or, for what the user pays, rounded
 * away from zero (`up`), as a plain decimal string without trailing zeros. Division by zero
 * gives null.
 */
export function divDecimal(a: string, b: string, places: number, rounding: 'down' | 'up' = 'down'): string | null {
  const x = scaled(a);
  const y = scaled(b);
  if (y.units === 0n) return null;
  // a / b = (xu / 10^xs) / (yu / 10^ys); scaled by 10^places: xu * 10^(places + ys - xs) / yu.
  const shift = places + y.scale - x.scale;
  const numerator = shift >= 0 ? x.units * 10n ** BigInt(shift) : x.units;
  const denominator = shift >= 0 ? y.units : y.units * 10n ** BigInt(-shift);
  let units = numerator / denominator; // BigInt division truncates toward zero
  if (rounding === 'up' && numerator % denominator !== 0n) units += (numerator < 0n) !== (denominator < 0n) ? -1n : 1n;
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const int = digits.slice(0, digits.length - places);
  const frac = digits.slice(digits.length - places).replace(/0+$/, '');
  const body = frac ? `${int}.${frac}` : int;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/**
 * `value` with at most `places` decimals, rounded up (away from zero for positives): how the
 * server reckons what the user pays, so the forms show the same figure it will charge.
 */
export const ceilDecimal = (value: string, places: number): string => divDecimal(value, '1', places, 'up') ?? value;

/** `value` with at most `places` decimals, rounded toward zero (what the user is paid). */
export const floorTo = (value: string, places: number): string => divDecimal(value, '1', places) ?? value;

/** `value × percent / 100` exactly ("25" of "80" is "20"). */
export const percentOf = (value: string, percent: number): string => mulDecimal(value, String(percent / 100));

/**
 * A money figure for display: floored to `decimals`, trailing zeros dropped down to two
 * places, grouped in thousands ("95.0012", "1,234.50", "0.00"). Exact: nothing is rounded up.
 */
export function formatMoney(value: string | null | undefined, decimals: number): string {
  if (!isDecimal(value)) return '--';
  const floored = floorDecimal(value, decimals);
  if (floored === '--') return floored;
  const [int = '0', frac = ''] = floored.split('.');
  const kept = frac.replace(/0+$/, '').padEnd(Math.min(2, decimals), '0');
  return groupThousands(kept ? `${int}.${kept}` : int);
}

/** A signed money figure: "+12.50", "-3.00", "0.00". */
export function formatSigned(value: string | null | undefined, decimals: number): string {
  const shown = formatMoney(value, decimals);
  if (shown === '--' || shown.startsWith('-') || !/[1-9]/.test(shown)) return shown;
  return `+${shown}`;
}

/** Up, down or flat, for colouring a signed figure. */
export function signOf(value: string | null | undefined): 'up' | 'down' | 'flat' {
  if (!isDecimal(value)) return 'flat';
  const order = compareDecimal(value, '0');
  return order > 0 ? 'up' : order < 0 ? 'down' : 'flat';
}

/** Whether a typed amount is a positive decimal. */
export const isPositive = (value: string): boolean => isDecimal(value) && compareDecimal(value, '0') > 0;

/** A rate as a percentage, exactly ("0.001" -> "0.1", "0.85" -> "85"). */
export const ratePercent = (rate: string | null | undefined): string =>
  isDecimal(rate) ? plainAmount(mulDecimal(rate, '100'), 8) || '0' : '--';
