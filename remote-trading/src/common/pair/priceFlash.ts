import { useEffect, useRef, useState } from 'react';
import { compareDecimal, isDecimal } from '@h5/shared/money';

export type TickDirection = 'up' | 'down';

/** Which way a tick moved the price, or null when it did not move (or is not a price). */
export function tickDirection(previous: string | undefined, next: string | undefined): TickDirection | null {
  if (!isDecimal(previous) || !isDecimal(next)) return null;
  const order = compareDecimal(next, previous);
  return order > 0 ? 'up' : order < 0 ? 'down' : null;
}

export interface PriceFlash {
  direction: TickDirection | null;
  /** Counts flashes, so an element keyed by it restarts its animation on every tick. */
  seq: number;
}

/**
 * The flash of the last tick that moved `price`. Switching pairs is not a tick: the first
 * price of a new symbol never flashes.
 */
export function usePriceFlash(symbol: string, price: string | undefined): PriceFlash {
  const [flash, setFlash] = useState<PriceFlash>({ direction: null, seq: 0 });
  const last = useRef({ symbol, price });

  useEffect(() => {
    const previous = last.current;
    last.current = { symbol, price };
    if (previous.symbol !== symbol) {
      setFlash((f) => ({ direction: null, seq: f.seq }));
      return;
    }
    const direction = tickDirection(previous.price, price);
    if (direction) setFlash((f) => ({ direction, seq: f.seq + 1 }));
  }, [symbol, price]);

  return flash;
}
