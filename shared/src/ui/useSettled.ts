import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `pauseMs` (a search asked for once typing pauses). */
export function useSettled<T>(value: T, pauseMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), pauseMs);
    return () => clearTimeout(timer);
  }, [value, pauseMs]);
  return settled;
}
