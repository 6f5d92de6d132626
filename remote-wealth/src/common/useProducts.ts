import { useCallback, useEffect, useState } from 'react';
import { call } from '@h5/shared/api';
import type { CallSpec } from '@h5/shared/contract';

export interface Products<T> {
  status: 'loading' | 'ready' | 'failed';
  items: T[];
  retry: () => void;
}

/**
 * Fetches a product list once per mount (and again on `retry`). Failures are toasted by the
 * API client; the page only needs to know it failed, to offer a retry.
 */
export function useProducts<T>(spec: CallSpec<CallSpec['request'], T[]>): Products<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<Products<T>, 'retry'>>({ status: 'loading', items: [] });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading', items: [] });
    void call(spec).then((result) => {
      if (!live) return;
      if (result.ok) setState({ status: 'ready', items: Array.isArray(result.data) ? result.data : [] });
      else setState({ status: 'failed', items: [] });
    });
    return () => {
      live = false;
    };
  }, [spec, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
