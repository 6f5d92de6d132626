/** A trader's avatar drawn from the name alone: no pictures to fetch. */
import { fnv1a } from '@h5/shared/hash';

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

/** A stable hue (0-330) per name, so each trader keeps a colour of their own. */
export const hueOf = (name: string): number => (fnv1a(name) % HUES) * (360 / HUES);
