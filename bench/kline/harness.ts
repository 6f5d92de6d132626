/**
 * The k-line benchmark's page (bundled for the browser by bench/kline.ts): the trading remote's
 * own chart engine (`createChartView` and `KlineSession`, what the k-line page runs) in a
 * phone-sized box, exposed as `window.__h5KlineBench`:
 * - `setBars(candles)`: shows exactly these wire candles through the session's own path
 *   (conversion, moving averages, `setData` on every series) and resolves with the ms from the
 *   start to: `setData` returned (`sync`), the next animation frame, in which the chart draws
 *   (`drawn`), and the one after, once that frame is painted (`painted`).
 * - `updateLast(count)`: feeds `count` ticks of the newest candle through the socket handler's
 *   path (conversion, the newest point of each average, `update` on every series) and returns
 *   the mean ms per tick.
 * The app itself carries no benchmark code.
 */
import type { Candle } from '@h5/shared/contract';
import { createChartView } from '../../remote-trading/src/common/chart/chartView';
import { KlineSession } from '../../remote-trading/src/common/chart/klineSession';
import { createLegendStore } from '../../remote-trading/src/common/chart/legendStore';
import { readKlineTheme } from '../../remote-trading/src/common/chart/klineTheme';

export interface KlineBench {
  /** Starts a session on `candles` (its first page), resolved once it has drawn them. */
  start(symbol: string, candles: Candle[]): Promise<void>;
  setBars(candles: Candle[]): Promise<{ bars: number; sync: number; drawn: number; painted: number }>;
  updateLast(count: number): number;
}

declare global {
  interface Window {
    __h5KlineBench?: KlineBench;
  }
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));

let session: KlineSession | null = null;
const current = (): KlineSession => {
  if (!session) throw new Error('no chart session');
  return session;
};

window.__h5KlineBench = {
  async start(symbol, candles) {
    const element = document.getElementById('chart') as HTMLElement;
    const theme = readKlineTheme(element);
    const chart = createChartView(element, theme, 'en-US');
    const started = new Promise<void>((resolve) => {
      session = new KlineSession(chart, symbol, '1min', { up: theme.volumeUp, down: theme.volumeDown }, {
        load: async () => candles,
        // Live ticks come from updateLast, not from a socket.
        subscribe: () => () => undefined,
        onStatus: (status) => {
          if (status.phase === 'ready') resolve();
        },
        legend: createLegendStore(),
      });
    });
    current().start();
    await started;
    await nextFrame();
  },
  async setBars(candles) {
    const start = performance.now();
    current().replaceAll(candles);
    const sync = performance.now() - start;
    const drawn = (await nextFrame()) - start;
    const painted = (await nextFrame()) - start;
    return { bars: current().data.length, sync, drawn, painted };
  },
  updateLast(count) {
    const live = current();
    const last = live.data.candles[live.data.length - 1];
    if (!last) throw new Error('no candles');
    const prices = [last.low, last.open, last.high, last.close];
    const ticks = Array.from({ length: count }, (_, i) => ({ ...last, close: prices[i % prices.length] as string }));
    const start = performance.now();
    for (const tick of ticks) live.onLive(tick);
    return (performance.now() - start) / count;
  },
};
