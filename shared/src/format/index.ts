/**
 * Amount and price formatting on decimal strings. It reads them through the money module
 * (`@h5/shared/money`, where the arithmetic lives), which refuses a JS number, so no binary
 * rounding can creep in; money is always floored: never shown as more than it is.
 */
import { DEFAULT_LANGUAGE, NUMBER_SEPARATORS, type Language } from '@h5/shared/constants';
import { fixedTo, isDecimal, isNegative, isPositive, mulDecimal, plainDecimal, type Decimal } from '@h5/shared/money/decimal';

/** What a figure shows while it is unknown or missing. */
export const PLACEHOLDER = '--';

let numberLanguage: () => Language = () => DEFAULT_LANGUAGE;

/**
 * The language numbers are written in: the page's (the i18n module keeps it in step), or where it
 * is read from (the server's: the language of the reply being written).
 */
export function setNumberLanguage(lang: Language | (() => Language)): void {
  numberLanguage = typeof lang === 'function' ? lang : () => lang;
}

/** `value` cut toward zero to `decimals` places and padded with zeros ("12" -> "12.000"), or the placeholder. */
export function floorDecimal(value: Decimal | null | undefined, decimals: number): string {
  return isDecimal(value) ? fixedTo(value, decimals, 'down') : PLACEHOLDER;
}

/**
 * A plain decimal written the reader's way: the integer part grouped in thousands and the
 * decimal point as the language writes it ("1234567.5" -> "1,234,567.5"; Spanish "1.234.567,5").
 */
export function groupThousands(plain: string): string {
  const { group, decimal, groupFrom } = NUMBER_SEPARATORS[numberLanguage()];
  const [int = '', frac] = plain.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.length >= groupFrom ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, group) : digits;
  return frac === undefined ? sign + grouped : `${sign}${grouped}${decimal}${frac}`;
}

/** An amount for display: floored to `decimals`, grouped in thousands. */
export function formatAmount(value: Decimal | null | undefined, decimals: number): string {
  const floored = floorDecimal(value, decimals);
  return floored === PLACEHOLDER ? floored : groupThousands(floored);
}

/** A signed percentage with two decimals and its sign: "+1.25%", "-0.40%". */
export function formatPercent(value: Decimal | null | undefined): string {
  const floored = floorDecimal(value, 2);
  if (floored === PLACEHOLDER) return floored;
  const shown = `${groupThousands(floored)}%`;
  return floored.startsWith('-') || /^0\.00$/.test(floored) ? shown : `+${shown}`;
}

/** The direction of a signed decimal string, for colouring rises and falls. */
export function trendOf(value: Decimal | null | undefined): 'up' | 'down' | 'flat' {
  if (isPositive(value ?? '')) return 'up';
  return isNegative(value ?? '') ? 'down' : 'flat';
}

/** Compact volume for tickers: 12.5K, 3.4M, 1.2B (floored, like every figure here). */
export function formatCompact(value: Decimal | null | undefined): string {
  const plain = floorDecimal(value, 8);
  if (plain === PLACEHOLDER) return plain;
  const int = plain.split('.')[0] ?? '0';
  const units: Array<[number, string]> = [
    [9, 'B'],
    [6, 'M'],
    [3, 'K'],
  ];
  for (const [digits, unit] of units) {
    if (int.replace('-', '').length > digits) {
      const whole = int.slice(0, int.length - digits);
      const part = int.slice(int.length - digits, int.length - digits + 2);
      return `${groupThousands(`${whole}.${part}`)}${unit}`;
    }
  }
  return groupThousands(floorDecimal(plain, 2));
}

/** Whole seconds from `now` until `at` (an ISO time), rounded up so 0 means it is due; never negative. */
export function secondsLeft(at: string, now: number): number {
  const due = Date.parse(at);
  if (Number.isNaN(due)) return 0;
  return Math.max(0, Math.ceil((due - now) / 1000));
}

/** A countdown's clock: "0:45", "2:05", "1:00:00" (hours as many as there are). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** U+2011, a hyphen no line breaks after. */
const DATE_HYPHEN = '\u2011';

/** Local date "YYYY-MM-DD" of an epoch (ms) or ISO string. */
export function formatDate(value: number | string | Date): string {
  const time = formatDateTime(value);
  return time === PLACEHOLDER ? time : time.slice(0, 10);
}

/** Local time of day "HH:mm" of an epoch (ms) or ISO string (a chat message's, under its day). */
export function formatTime(value: number | string | Date): string {
  const time = formatDateTime(value);
  return time === PLACEHOLDER ? time : time.slice(11, 16);
}

/** Local date-time "YYYY-MM-DD HH:mm:ss" of an epoch (ms) or ISO string. */
export function formatDateTime(value: number | string | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return PLACEHOLDER;
  const p = (n: number) => String(n).padStart(2, '0');
  // Non-breaking hyphens: a narrow column may break between the date and the time, never inside the date.
  return `${d.getFullYear()}${DATE_HYPHEN}${p(d.getMonth() + 1)}${DATE_HYPHEN}${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
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

/**
 * A term or a limit for display (a minimum, a cap, a quoted price): floored to `decimals`,
 * without trailing zeros, written the reader's way ("10,000", "0.05"). An amount held or moved
 * is `formatAmount`, at the currency's places.
 */
export const formatLimit = (value: Decimal | null | undefined, decimals: number): string =>
  isDecimal(value) ? groupThousands(plainAmount(value, decimals) || '0') : PLACEHOLDER;

/** A figure as an amount to fill in ("All"): floored to `decimals`, no trailing zeros ("" when none). */
export function plainAmount(value: string | null | undefined, decimals: number): string {
  const floored = floorDecimal(value, decimals);
  if (floored === PLACEHOLDER) return '';
  return floored.includes('.') ? floored.replace(/\.?0+$/, '') : floored;
}

/** A signed amount at exactly the currency's `decimals` (as `formatAmount`): "+12.500000", "-3.00". */
export function formatSignedAmount(value: string | null | undefined, decimals: number): string {
  return signed(formatAmount(value, decimals));
}

function signed(shown: string): string {
  return shown === PLACEHOLDER || shown.startsWith('-') || !/[1-9]/.test(shown) ? shown : `+${shown}`;
}

/**
 * A rate sent as a fraction as the percent shown, at every place it has, trailing zeros dropped
 * ("0.004" -> "0.4", "0.00456789" -> "0.456789", "0.85" -> "85"): a rate cut short would not be
 * the one its figures are computed with.
 */
/** A figure and its currency, kept on one line ("12.50 USDT", a no-break space between). */
export const withCurrency = (figure: string, currency: string): string => `${figure}\u00a0${currency}`;

export const ratePercent = (rate: string | null | undefined): string => (isDecimal(rate) ? groupThousands(plainDecimal(mulDecimal(rate, '100'))) : PLACEHOLDER);
