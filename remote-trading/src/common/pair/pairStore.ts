/**
 * The pair the trading pages show, shared by spot, contracts and options and kept for the
 * browser session. A tiny external store rather than zustand: the remote cannot resolve
 * zustand (it is not one of its dependencies), and one string needs no more than this.
 */
import { useSyncExternalStore } from 'react';

export const DEFAULT_PAIR = 'BTC/USDT';
export const PAIR_STORAGE_KEY = 'h5.trading.pair';

function readStored(): string {
  try {
    return globalThis.sessionStorage?.getItem(PAIR_STORAGE_KEY) || DEFAULT_PAIR;
  } catch {
    return DEFAULT_PAIR;
  }
}

let chosen = readStored();
const listeners = new Set<() => void>();

function listen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = (): string => chosen;

/** The chosen pair's symbol, e.g. "BTC/USDT". */
export function usePair(): string {
  return useSyncExternalStore(listen, current, current);
}

export function choosePair(symbol: string): void {
  if (symbol === chosen) return;
  chosen = symbol;
  try {
    globalThis.sessionStorage?.setItem(PAIR_STORAGE_KEY, symbol);
  } catch {
    // Storage unavailable (private mode): the choice still holds for this page.
  }
  listeners.forEach((listener) => listener());
}
