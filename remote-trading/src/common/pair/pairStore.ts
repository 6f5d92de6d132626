/**
 * The pair the trading pages show, shared by spot, contracts and options and kept for the
 * browser session.
 */
import { create } from 'zustand';

export const DEFAULT_PAIR = 'BTC/USDT';
export const PAIR_STORAGE_KEY = 'h5.trading.pair';

function readStored(): string {
  try {
    return globalThis.sessionStorage?.getItem(PAIR_STORAGE_KEY) || DEFAULT_PAIR;
  } catch {
    return DEFAULT_PAIR;
  }
}

const usePairStore = create<{ symbol: string }>()(() => ({ symbol: readStored() }));

/** The chosen pair's symbol, e.g. "BTC/USDT". */
export const usePair = (): string => usePairStore((state) => state.symbol);

export function choosePair(symbol: string): void {
  if (symbol === usePairStore.getState().symbol) return;
  usePairStore.setState({ symbol });
  try {
    globalThis.sessionStorage?.setItem(PAIR_STORAGE_KEY, symbol);
  } catch {
    // Storage unavailable (private mode): the choice still holds for this page.
  }
}
