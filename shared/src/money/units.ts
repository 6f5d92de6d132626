/**
 * Fixed-point units: a price as a whole number of the pair's tick (0.01 USDT for BTC), an amount
 * as a whole number of its smallest lot, so the market simulator walks integers and no float
 * ever stands for a price; text is made only at the edges.
 */

/** "95000.5" at 2 decimals -> 9500050. Throws on anything that is not a plain decimal that fits. */
export function toUnits(decimal: string, decimals: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal);
  const fraction = match?.[2] ?? '';
  if (!match || fraction.length > decimals) throw new Error(`"${decimal}" is not a decimal with at most ${decimals} places`);
  const units = BigInt(match[1] + fraction.padEnd(decimals, '0'));
  if (units > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`"${decimal}" is too large`);
  return Number(units);
}

/** 9500050 at 2 decimals -> "95000.50"; `shown` cuts (never rounds) to fewer places. */
export function formatUnits(units: number | bigint, decimals: number, shown = decimals): string {
  const value = BigInt(units);
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals, digits.length - decimals + shown);
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** (to - from) / from in percent with two decimals, rounded half away from zero: "-1.25". */
export function percentChange(from: number, to: number): string {
  if (from === 0) return '0.00';
  const scaled = BigInt(to - from) * 20_000n / BigInt(from);
  const hundredths = scaled >= 0n ? (scaled + 1n) / 2n : (scaled - 1n) / 2n;
  return formatUnits(hundredths, 2);
}

/** Σ a x b over integer units, exactly (tick prices times lots outgrow a safe integer within a day). */
export function sumOfProducts(pairs: Iterable<readonly [number, number]>): bigint {
  let total = 0n;
  for (const [a, b] of pairs) total += BigInt(a) * BigInt(b);
  return total;
}
