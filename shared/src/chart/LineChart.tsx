/**
 * Amounts over time as a line over its area (a lead trader's equity over 90 days), drawn by
 * lightweight-charts in the page's theme: its scale labelled as amounts at the currency's
 * places, dates along the bottom, a vertical swipe scrolling the page. A canvas says nothing to
 * a screen reader, so the chart is an image labelled with `label`, a summary in words.
 */
import { useEffect, useMemo, useRef } from 'react';
import { ChartCredit } from './ChartCredit';
import { createLineView, type LineView } from './lineView';
import { readTheme, type ChartTheme } from './theme';
import { useChartLocale } from './useChartLocale';
import { drawnPoints, type ValuePoint } from './values';
import './chart.css';

export interface LineChartProps {
  /** Times in seconds (drawn as UTC dates), values as decimal strings. */
  points: readonly ValuePoint[];
  /** The amounts' places (their currency's). */
  decimals: number;
  /** The line's colour: the theme's rise or fall colour, or its text colour. */
  tone: 'up' | 'down' | 'neutral';
  /** What the chart shows, in words, for screen readers. */
  label: string;
  className?: string;
}

export function LineChart({ points, decimals, tone, label, className }: LineChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<LineView | null>(null);
  const theme = useRef<ChartTheme | null>(null);
  const locale = useChartLocale();
  // The mount effect reads the latest locale without being re-run by it.
  const initialLocale = useRef(locale);
  const drawn = useMemo(() => drawnPoints(points), [points]);

  // The chart itself: once per mount (declared first, so it exists when the line is drawn).
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    theme.current = readTheme(element);
    const created = createLineView(element, theme.current, initialLocale.current);
    view.current = created;
    return () => {
      created.remove();
      view.current = null;
    };
  }, []);

  useEffect(() => view.current?.setLocale(locale), [locale]);

  useEffect(() => {
    const colors = theme.current;
    if (colors) view.current?.show(drawn, { color: tone === 'neutral' ? colors.line : colors[tone], decimals });
  }, [drawn, tone, decimals]);

  return (
    <div className={`h5-line-chart${className ? ` ${className}` : ''}`}>
      <div ref={container} className="h5-line-chart__plot" role="img" aria-label={label} />
      <ChartCredit />
    </div>
  );
}
