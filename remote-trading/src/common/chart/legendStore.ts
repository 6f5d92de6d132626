/**
 * The candle the legend shows (under the crosshair, or the newest), outside React state: the
 * chart session writes it on every tick and crosshair move, and only the legend re-renders.
 */
import { useSyncExternalStore } from 'react';
import type { Candle } from '@h5/shared/contract';

export interface LegendState {
  candle: Candle;
  /** The candle's start on the chart's clock (see `timeShift`). */
  chartTime: number;
  /** Its moving averages, in MA_LENGTHS order; null where too few bars lead up to it. */
  ma: Array<number | null>;
  /** The newest candle (no crosshair on the chart). */
  latest: boolean;
}

export interface LegendStore {
  get(): LegendState | null;
  set(state: LegendState | null): void;
  subscribe(listener: () => void): () => void;
}

export function createLegendStore(): LegendStore {
  let state: LegendState | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const useLegend = (store: LegendStore): LegendState | null => useSyncExternalStore(store.subscribe, store.get, store.get);
