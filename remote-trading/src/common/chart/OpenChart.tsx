/**
 * The compact chart once unfolded: its own chunk, with the chart library (lightweight-charts),
 * so a trading page that keeps its chart folded never downloads it.
 */
import { useRef } from 'react';
import { ChartCredit, useChartLocale } from '@h5/shared/chart';
import { usePairDecimals } from '@h5/shared/market';
import { ChartFrame } from './ChartFrame';
import type { CompactChartProps } from './PriceChart';
import { useKlineChart } from './useKlineChart';

export default function OpenChart({ symbol, period, priceLines, children }: Required<Pick<CompactChartProps, 'symbol' | 'period'>> & Pick<CompactChartProps, 'priceLines' | 'children'>) {
  const priceDecimals = usePairDecimals(symbol).price;
  const locale = useChartLocale();
  const container = useRef<HTMLDivElement>(null);
  const chart = useKlineChart(container, { symbol, period, priceDecimals, locale, compact: true, priceLines });
  return (
    <>
      <ChartFrame chart={chart} container={container} symbol={symbol} className="tr-chart--compact" quiet>
        {children}
      </ChartFrame>
      {/* Below the chart, where it covers neither the time axis nor the prices. */}
      <ChartCredit />
    </>
  );
}
