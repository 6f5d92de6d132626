/**
 * The k-line chart of a pair and period inside `container`: owns the chart instance (created
 * at mount with the theme's colours, removed at unmount) and runs one session per pair and
 * period, so switching either unsubscribes the old channel and starts afresh. Live candles go
 * from the socket straight to the chart; React hears only of status changes (loading, error…).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ChartPeriod } from '@h5/shared/constants';
import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { subscribe } from '@h5/shared/market';
import { createChartView, type ChartPriceLine, type ChartView } from './chartView';
import { KlineSession, type ChartStatus, type LoadCandles } from './klineSession';
import { createLegendStore, type LegendStore } from './legendStore';
import { readKlineTheme, type KlineTheme } from './klineTheme';

const NO_LINES: readonly ChartPriceLine[] = [];

/** Pages of candles from the server; a failure is shown on the chart, not toasted. */
export const loadCandles: LoadCandles = async (request) => {
  const result = await call(contract.market.timeshare, request, { silent: true });
  return result.ok ? result.data.candles : null;
};

export interface KlineChartOptions {
  symbol: string;
  period: ChartPeriod;
  /** The pair's price decimals, for the price scale. */
  priceDecimals: number;
  /** The page's language as a BCP 47 tag, for month names on the time axis. */
  locale: string;
  load?: LoadCandles;
  /** The small chart beside a trading form (see `ChartViewOptions`); fixed at mount. */
  compact?: boolean;
  /** Levels drawn across the chart (an option's purchase price). */
  priceLines?: readonly ChartPriceLine[];
}

export interface KlineChart {
  status: ChartStatus;
  /** The candle under the crosshair, or the newest. */
  legend: LegendStore;
  /** Loads the pair and period again (after a failure). */
  retry: () => void;
}

export function useKlineChart(container: RefObject<HTMLElement | null>, options: KlineChartOptions): KlineChart {
  const { symbol, period, priceDecimals, locale, load = loadCandles, compact = false, priceLines = NO_LINES } = options;
  const view = useRef<ChartView | null>(null);
  const theme = useRef<KlineTheme | null>(null);
  const session = useRef<KlineSession | null>(null);
  const [legend] = useState(createLegendStore);
  const [status, setStatus] = useState<ChartStatus>({ phase: 'loading', older: false });
  const [attempt, setAttempt] = useState(0);
  // The mount effect reads the latest locale without being re-run by it.
  const initialLocale = useRef(locale);
  const initialCompact = useRef(compact);

  // The chart instance: once per mount.
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    theme.current = readKlineTheme(element);
    const chart = createChartView(element, theme.current, initialLocale.current, { compact: initialCompact.current });
    view.current = chart;
    const offRange = chart.onVisibleRangeChange(() => session.current?.onRangeChange());
    const offCrosshair = chart.onCrosshair((index) => session.current?.showIndex(index));
    return () => {
      offRange();
      offCrosshair();
      chart.remove();
      view.current = null;
    };
  }, [container]);

  // One session per pair and period (and retry).
  useEffect(() => {
    const chart = view.current;
    const colors = theme.current;
    if (!chart || !colors) return undefined;
    const current = new KlineSession(chart, symbol, period, { up: colors.volumeUp, down: colors.volumeDown }, {
      load,
      subscribe,
      onStatus: setStatus,
      legend,
    });
    session.current = current;
    current.start();
    return () => {
      current.stop();
      if (session.current === current) session.current = null;
    };
  }, [symbol, period, attempt, load, legend]);

  useEffect(() => view.current?.setPriceDecimals(priceDecimals), [priceDecimals]);
  useEffect(() => view.current?.setLocale(locale), [locale]);
  // Redrawn when a level changes, not on every render that builds an equal list.
  const levelsKey = JSON.stringify(priceLines);
  useEffect(() => view.current?.setPriceLines(priceLines), [levelsKey]);

  return { status, legend, retry: () => setAttempt((n) => n + 1) };
}
