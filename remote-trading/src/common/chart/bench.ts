/**
 * The benchmark's handle on the chart (bench/kline.ts), and nothing else's.
 *
 * Installed only when `localStorage['h5.bench'] === '1'`, which nothing in the app ever sets
 * (the benchmark sets it before it loads the page), as `window.__h5KlineBench`:
 * - `setBars(candles)`: shows exactly these wire candles through the page's own path
 *   (conversion, moving averages, `setData` on every series) and resolves with the ms from
 *   the start to: `setData` returned (`sync`), the next animation frame, in which the chart
 *   draws (`drawn`), and the one after, once that frame is painted (`painted`).
 * - `updateLast(count)`: feeds `count` ticks of the newest candle through the socket handler's
 *   path (conversion, the newest point of each average, `update` on every series) and returns
 *   the mean ms per tick.
 */
import type { Candle } from '@h5/shared/contract';
import type { KlineSession } from './klineSession';

export const BENCH_FLAG = 'h5.bench';

export interface KlineBench {
  setBars(candles: Candle[]): Promise<{ bars: number; sync: number; drawn: number; painted: number }>;
  updateLast(count: number): number;
}

declare global {
  interface Window {
    __h5KlineBench?: KlineBench;
  }
}

export function benchEnabled(): boolean {
  try {
    return globalThis.localStorage?.getItem(BENCH_FLAG) === '1';
  } catch {
    return false;
  }
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));

/** Installs the handle on whichever session is current; returns its removal. */
export function installBench(current: () => KlineSession | null): () => void {
  const session = () => {
    const found = current();
    if (!found) throw new Error('no chart session');
    return found;
  };
  window.__h5KlineBench = {
    async setBars(candles) {
      const start = performance.now();
      session().replaceAll(candles);
      const sync = performance.now() - start;
      const drawn = (await nextFrame()) - start;
      const painted = (await nextFrame()) - start;
      return { bars: session().data.length, sync, drawn, painted };
    },
    updateLast(count) {
      const live = session();
      const last = live.data.candles[live.data.length - 1];
      if (!last) throw new Error('no candles');
      const prices = [last.low, last.open, last.high, last.close];
      const ticks = Array.from({ length: count }, (_, i) => ({ ...last, close: prices[i % prices.length] as string }));
      const start = performance.now();
      for (const tick of ticks) live.onLive(tick);
      return (performance.now() - start) / count;
    },
  };
  return () => {
    delete window.__h5KlineBench;
  };
}
