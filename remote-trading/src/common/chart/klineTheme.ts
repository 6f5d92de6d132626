/**
 * The k-line chart's colours: the kernel's chart theme, with the volume columns (the up and down
 * colours, see-through) and the moving averages' colours, defined beside the host's in kline.css.
 */
import { cssVariables, readTheme, withAlpha, type ChartTheme } from '@h5/shared/chart';

export interface KlineTheme extends ChartTheme {
  volumeUp: string;
  volumeDown: string;
  /** One per MA length, in MA_LENGTHS order. */
  ma: [string, string, string];
}

/** What kline.css sets, for a page without it (unit tests). */
const MA_FALLBACK: Readonly<Record<string, string>> = { '--tr-ma5': '#f0b90b', '--tr-ma10': '#d16ee6', '--tr-ma30': '#3fa7f5' };

/** The k-line theme as computed on `element` (the chart's container). */
export function readKlineTheme(element: Element): KlineTheme {
  const theme = readTheme(element);
  const read = cssVariables(element, MA_FALLBACK);
  return {
    ...theme,
    volumeUp: withAlpha(theme.up, 0.45),
    volumeDown: withAlpha(theme.down, 0.45),
    ma: [read('--tr-ma5'), read('--tr-ma10'), read('--tr-ma30')],
  };
}
