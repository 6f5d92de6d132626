import { useEffect, useState } from 'react';

/**
 * Seconds left until a moment `start(seconds)` sets. Counted from the clock, not from ticks, so
 * a throttled background tab still ends on time.
 */
export function useCountdown(): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!endsAt) return undefined;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(seconds);
      if (!seconds) setEndsAt(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return [left, (seconds) => setEndsAt(Date.now() + seconds * 1000)];
}
