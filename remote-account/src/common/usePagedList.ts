import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE } from '@h5/shared/constants';
import { emptyPaged, nextPage, withPage, type FetchPage, type Paged } from './paging';

export interface PagedList<T> extends Paged<T> {
  loading: boolean;
  /** The last page asked for did not arrive. */
  failed: boolean;
  loadMore: () => Promise<void>;
  /** Starts over from the first page (pull-to-refresh). */
  refresh: () => Promise<void>;
}

/**
 * A paged list that starts loading once `enabled` (a tab first shown), grows on demand, and
 * starts over when `fetchPage` changes (keep it stable with useCallback).
 */
export function usePagedList<T extends { id: number }>(fetchPage: FetchPage<T>, enabled = true): PagedList<T> {
  const [paged, setPaged] = useState<Paged<T>>(emptyPaged);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // The latest state for the callbacks, and a generation that a refresh moves on, so pages
  // of an abandoned run are dropped.
  const current = useRef({ paged, loading: false, generation: 0 });
  current.current.paged = paged;

  const load = useCallback(
    async (from: Paged<T>) => {
      const { generation } = current.current;
      current.current.loading = true;
      setLoading(true);
      setFailed(false);
      const result = await fetchPage(nextPage(from), PAGE_SIZE);
      if (generation !== current.current.generation) return;
      current.current.loading = false;
      setLoading(false);
      if (result.ok) setPaged(withPage(from, result.data));
      else setFailed(true);
    },
    [fetchPage],
  );

  const loadMore = useCallback(async () => {
    const { paged: now, loading: busy } = current.current;
    if (!busy && !now.done) await load(now);
  }, [load]);

  const refresh = useCallback(async () => {
    current.current.generation += 1;
    current.current.loading = false;
    const fresh = emptyPaged<T>();
    setPaged(fresh);
    await load(fresh);
  }, [load]);

  // Another list (a filter changed): start over with it.
  const shown = useRef(fetchPage);
  useEffect(() => {
    if (shown.current === fetchPage) return;
    shown.current = fetchPage;
    current.current = { paged: emptyPaged<T>(), loading: false, generation: current.current.generation + 1 };
    setPaged(current.current.paged);
    setLoading(false);
    setFailed(false);
  }, [fetchPage]);

  const started = paged.loaded > 0 || loading || failed;
  useEffect(() => {
    if (enabled && !started) void loadMore();
  }, [enabled, started, loadMore]);

  return { ...paged, loading, failed, loadMore, refresh };
}
