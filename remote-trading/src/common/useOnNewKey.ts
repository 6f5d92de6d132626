import { useEffect, useRef } from 'react';

/**
 * Runs `run` each time `key` takes a new value, not on the first render: how a list learns
 * that something was placed, cancelled or closed beside it and fetches itself again.
 */
export function useOnNewKey(key: unknown, run: () => void): void {
  const seen = useRef(key);
  useEffect(() => {
    if (Object.is(seen.current, key)) return;
    seen.current = key;
    run();
  }, [key, run]);
}
