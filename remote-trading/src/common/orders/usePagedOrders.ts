import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { ApiResult } from '@h5/shared/api';
import { PAGE_SIZE } from '@h5/shared/constants';
import type { Page } from '@h5/shared/contract';

export interface PagedOrders<T> {
  /** Null until the first page arrives. */
  items: T[] | null;
  failed: boolean;
  loading: boolean;
  /** Every order there is has been loaded. */
  done: boolean;
  loadMore: () => Promise<void>;
  /**
   * Loads the first pages again (as many as are shown), keeping the list on screen meanwhile:
   * what a poll, a submit or a cancel calls.
   */
  refresh: () => Promise<void>;
}

/**
 * A list of orders fetched page by page, newest first, when `enabled` (signed in, tab shown).
 * Starts over when `deps` change; a reply to an abandoned run is dropped.
 */
export function usePagedOrders<T extends { id: number }>(
  fetchPage: (page: number, limit: number) => Promise<ApiResult<Page<T>>>,
  deps: DependencyList,
  enabled: boolean,
): PagedOrders<T> {
  const [items, setItems] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);
  const state = useRef({ generation: 0, pages: 0, busy: false });
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const loadMore = useCallback(async () => {
    const run = state.current;
    if (run.busy) return;
    run.busy = true;
    const { generation } = run;
    setLoading(true);
    const page = run.pages + 1;
    const result = await fetchRef.current(page, PAGE_SIZE);
    if (generation !== state.current.generation) return;
    run.busy = false;
    setLoading(false);
    if (!result.ok) {
      setFailed(true);
      return;
    }
    run.pages = page;
    setFailed(false);
    setItems((shown) => {
      const known = new Set((page === 1 ? [] : (shown ?? [])).map((item) => item.id));
      return [...(page === 1 ? [] : (shown ?? [])), ...result.data.list.filter((item) => !known.has(item.id))];
    });
    setDone(page * PAGE_SIZE >= result.data.total || result.data.list.length < PAGE_SIZE);
  }, []);

  const refresh = useCallback(async () => {
    const { generation } = state.current;
    const limit = Math.max(1, state.current.pages) * PAGE_SIZE;
    const result = await fetchRef.current(1, limit);
    if (generation !== state.current.generation || !result.ok) return;
    setFailed(false);
    setItems(result.data.list);
    setDone(result.data.list.length >= result.data.total || result.data.list.length < limit);
  }, []);

  useEffect(() => {
    state.current = { generation: state.current.generation + 1, pages: 0, busy: false };
    setItems(null);
    setFailed(false);
    setLoading(false);
    setDone(false);
    if (enabled) void loadMore();
  }, [enabled, loadMore, ...deps]);

  return { items, failed, loading, done, loadMore, refresh };
}
