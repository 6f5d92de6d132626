/**
 * FNV-1a (32 bits) over a text's code points: a short number that is the same for the same text on
 * every page, build and machine. For naming and spreading (a colour per name, a cache per build),
 * never for checking: it is neither secret nor free of collisions.
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}
