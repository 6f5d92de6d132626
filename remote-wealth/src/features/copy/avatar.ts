/** A trader's avatar drawn from the name alone: no pictures to fetch. */

/** Up to two letters: the first of the first two words ("Alpha Quant" -> "AQ", "王小明" -> "王"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** Twelve hues 30 degrees apart: fewer, clearly different colours rather than near shades. */
const HUES = 12;

/** A stable hue (0-330) per name (FNV-1a), so each trader keeps a colour of their own. */
export function hueOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return (hash % HUES) * (360 / HUES);
}
