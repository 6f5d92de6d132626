/**
 * The chart's colours, read once at mount from the host's theme variables (and the k-line
 * page's own MA colours, defined beside them in kline.css), so the canvas matches the page.
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
  /** The time-share line (apart from the averages' colours). */
  line: string;
  /** The volume columns: the up and down colours, see-through. */
  volumeUp: string;
  volumeDown: string;
  /** One per MA length, in MA_LENGTHS order. */
  ma: [string, string, string];
  fontFamily: string;
}

/** What the host's theme.css sets, for a page without it (unit tests). */
const FALLBACK: Record<string, string> = {
  '--h5-bg': '#0e1117',
  '--h5-surface-2': '#1e232d',
  '--h5-border': '#262c37',
  '--h5-text': '#eaecef',
  '--h5-text-2': '#b4bac4',
  '--h5-text-3': '#9098a6',
  '--h5-up': '#0ecb81',
  '--h5-down': '#f95f75',
  '--tr-ma5': '#f0b90b',
  '--tr-ma10': '#d16ee6',
  '--tr-ma30': '#3fa7f5',
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

/** The theme as computed on `element` (the chart's container). */
export function readTheme(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim() || (FALLBACK[name] as string);
  const up = read('--h5-up');
  const down = read('--h5-down');
  return {
    background: read('--h5-bg'),
    text: read('--h5-text-3'),
    grid: withAlpha(read('--h5-border'), 0.6),
    border: read('--h5-border'),
    crosshair: read('--h5-text-3'),
    crosshairLabel: read('--h5-surface-2'),
    up,
    down,
    line: read('--h5-text'),
    volumeUp: withAlpha(up, 0.45),
    volumeDown: withAlpha(down, 0.45),
    ma: [read('--tr-ma5'), read('--tr-ma10'), read('--tr-ma30')],
    fontFamily: style.fontFamily || 'sans-serif',
  };
}
