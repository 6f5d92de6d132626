/**
 * Charts: lightweight-charts in the page's theme (colours read from the host's variables, time
 * axis in the page's language, a vertical swipe scrolling the page), the line chart of amounts
 * over time, the credit the library's licence asks for, and the page's one copy of the library
 * for a remote's own series (remote-trading's candles).
 */
export * from './library';
export { ChartCredit } from './ChartCredit';
export { LineChart, type LineChartProps } from './LineChart';
export { type LineLook, type LineView } from './lineView';
export { cssVariables, readTheme, withAlpha, type ChartTheme } from './theme';
export { createThemedChart, setChartLocale, showTimesOfDay, type ThemedChartOptions } from './themedChart';
export { formatChartTime, formatTick, type TickWeight } from './timeFormat';
export { useChartLocale } from './useChartLocale';
export { amountScale, drawn, drawnPoints, type ChartPoint, type ValuePoint } from './values';
