/**
 * The page's one copy of lightweight-charts, as the kernel holds the one router and i18n. A
 * remote takes the library's series and types from `@h5/shared/chart`, never from the package:
 * the chart the kernel creates and the series a remote adds to it then come from the same copy,
 * whichever remote's build of the kernel the page happens to run (.dependency-cruiser.cjs).
 */
export { AreaSeries, CandlestickSeries, HistogramSeries, LineSeries, LineStyle, customSeriesDefaultOptions } from 'lightweight-charts';
export type * from 'lightweight-charts';
