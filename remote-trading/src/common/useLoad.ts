import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { ApiResult } from '@h5/shared/api';

export interface Load<T> {
  /** The last reply's data, or null until the first one arrives. */
  data: T | null;
  /** The last try failed (the API client has already said why, unless silent). */
  failed: boolean;
  reload: () => Promise<void>;
}

/**
 * One thing a page shows, fetched when `deps` change and again on `reload`; nothing is fetched
 * while `enabled` is false. A reply to an older request never overwrites a newer one, and a
 * reload keeps the data on screen until the new reply comes.
 */
export function useLoad<T>(load: () => Promise<ApiResult<T>>, deps: DependencyList, enabled = true): Load<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  // The caller names what `load` depends on, as with useCallback itself.
  const reload = useCallback(async () => {
    if (!enabled) return;
    const mine = ++latest.current;
    const result = await load();
    if (mine !== latest.current) return;
    if (result.ok) setData(result.data);
    setFailed(!result.ok);
  }, [enabled, ...deps]);

  useEffect(() => {
    setData(null);
    setFailed(false);
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { data, failed, reload };
}
