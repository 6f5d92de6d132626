/** Amount text as typed and as filled in, on decimal strings only. */
import { floorDecimal } from '@h5/shared/format';

/**
 * What an amount box keeps of what was typed: digits and one decimal point, at most
 * `decimals` places, no leading zeros ("007" -> "7"), a comma taken as the point (some
 * keyboards only offer that).
 */
export function typedAmount(text: string, decimals: number): string {
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  let int = point < 0 ? cleaned : cleaned.slice(0, point);
  const frac = point < 0 ? null : cleaned.slice(point + 1).replace(/\./g, '').slice(0, decimals);
  int = int.replace(/^0+(?=\d)/, '');
  if (frac === null || decimals === 0) return int;
  return `${int || '0'}.${frac}`;
}

/** A balance as an amount to fill in ("All"): floored to `decimals`, no trailing zeros. */
export function plainAmount(value: string, decimals: number): string {
  const floored = floorDecimal(value, decimals);
  if (floored === '--') return '';
  return floored.includes('.') ? floored.replace(/\.?0+$/, '') : floored;
}
