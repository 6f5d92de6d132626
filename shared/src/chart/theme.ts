/**
 * A chart's colours, read once at mount from the host's theme variables on the chart's
 * container, so the canvas matches the page (a chart cannot use CSS variables itself).
 */

export interface ChartTheme {
  background: string;
  text: string;
  grid: string;
  border: string;
  crosshair: string;
  crosshairLabel: string;
  up: string;
  down: string;
  /** A line that is neither a rise nor a fall (the time-share line). */
  line: string;
  fontFamily: string;
}

/** What the host's theme.css sets, for a page without it (unit tests). */
const FALLBACK: Readonly<Record<string, string>> = {
  '--h5-bg': '#0e1117',
  '--h5-surface-2': '#1e232d',
  '--h5-border': '#262c37',
  '--h5-text': '#eaecef',
  '--h5-text-3': '#9098a6',
  '--h5-up': '#0ecb81',
  '--h5-down': '#f95f75',
};

/** `color` with `alpha` opacity (hex or rgb colours; anything else is returned as it is). */
export function withAlpha(color: string, alpha: number): string {
  const text = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(text);
  return rgb ? `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})` : text;
}

/** Reads CSS variables as computed on `element`; one it lacks reads as its `fallback` (or empty). */
export function cssVariables(element: Element, fallback: Readonly<Record<string, string>>): (name: string) => string {
  const style = getComputedStyle(element);
  return (name) => style.getPropertyValue(name).trim() || (fallback[name] ?? '');
}

/** The theme as computed on `element` (the chart's container). */
export function readTheme(element: Element): ChartTheme {
  const read = cssVariables(element, FALLBACK);
  return {
    background: read('--h5-bg'),
    text: read('--h5-text-3'),
    grid: withAlpha(read('--h5-border'), 0.6),
    border: read('--h5-border'),
    crosshair: read('--h5-text-3'),
    crosshairLabel: read('--h5-surface-2'),
    up: read('--h5-up'),
    down: read('--h5-down'),
    line: read('--h5-text'),
    fontFamily: getComputedStyle(element).fontFamily || 'sans-serif',
  };
}
