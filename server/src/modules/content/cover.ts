/**
 * The seeded articles' covers: drawn here as small SVGs (a dark field, a glow in the theme's
 * colour, a faint grid and the theme's line icon) rather than shipped as photos. Each is a few
 * hundred bytes, has no script, text or link, and is served from our origin like any cover.
 */

export const COVER_THEMES = {
  notice: { colour: '#f0b90b', icon: 'M4 10v4h3l5 4V6L7 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11' },
  market: { colour: '#0ecb81', icon: 'M3 19h18M5 15l4-5 3 3 6-8M15 5h3v3' },
  wallet: { colour: '#3d8bfd', icon: 'M3 7h16v12H3zM3 7l12-3v3M15 13h4' },
  security: { colour: '#8b5cf6', icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4' },
  rwa: { colour: '#14b8a6', icon: 'M4 20h16M6 20V9l6-5 6 5v11M10 20v-6h4v6' },
  ai: { colour: '#ec4899', icon: 'M9 3v3M15 3v3M9 18v3M15 18v3M3 9h3M3 15h3M18 9h3M18 15h3M6 6h12v12H6zM10 10h4v4h-4z' },
  copy: { colour: '#f97316', icon: 'M8 8h11v11H8zM5 16V5h11' },
  launch: { colour: '#eab308', icon: 'M12 3l2.5 5.5L20 9l-4 4 1 6-5-3-5 3 1-6-4-4 5.5-.5z' },
  wealth: { colour: '#22c55e', icon: 'M12 3v18M16 7H10a3 3 0 0 0 0 6h4a3 3 0 0 1 0 6H7' },
} as const;
export type CoverTheme = keyof typeof COVER_THEMES;

export const isCoverTheme = (name: string): name is CoverTheme => Object.hasOwn(COVER_THEMES, name);

/** A 16:9 cover in the theme's colour. */
export function coverSvg(theme: CoverTheme): string {
  const { colour, icon } = COVER_THEMES[theme];
  const grid = Array.from({ length: 7 }, (_, i) => `M${(i + 1) * 80} 0V360`).join('') + Array.from({ length: 3 }, (_, i) => `M0 ${(i + 1) * 90}H640`).join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">' +
    '<defs><radialGradient id="g" cx="0.72" cy="0.4" r="0.7">' +
    `<stop offset="0" stop-color="${colour}" stop-opacity="0.55"/><stop offset="1" stop-color="#0b0e11" stop-opacity="0"/>` +
    '</radialGradient></defs>' +
    '<rect width="640" height="360" fill="#12161c"/><rect width="640" height="360" fill="url(#g)"/>' +
    `<path d="${grid}" stroke="#ffffff" stroke-opacity="0.05"/>` +
    `<g transform="translate(352 72) scale(9)" fill="none" stroke="${colour}" stroke-width="1.2" stroke-linecap="round" stroke-linejoin="round"><path d="${icon}"/></g>` +
    '</svg>'
  );
}
