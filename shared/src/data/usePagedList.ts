import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { dataClient } from './client';
import { emptyPaged, withPage, type FetchPage, type Paged } from './paging';
import { dataOf, type LoadOptions } from './useLoad';
import { PAGE_SIZE } from '@h5/shared/constants';
import type { Page } from '@h5/shared/contract';

export interface PagedList<T> extends Paged<T> {
  /** A page is on its way (the first, the next, or a refresh). */
  loading: boolean;
  /** The last page asked for did not arrive. */
  failed: boolean;
  loadMore: () => Promise<void>;
  /** Loads the pages shown again, keeping them on screen meanwhile (pull-to-refresh, a change). */
  refresh: () => Promise<void>;
}

const merged = <T extends { id: number }>(pages: ReadonlyArray<Page<T>>): Paged<T> =>
  pages.reduce<Paged<T>>((paged, page) => withPage(paged, page), emptyPaged<T>());

/**
 * A newest-first list loaded page by page under `key`, once `enabled` (a tab first shown), and
 * grown on demand (infinite scroll). A new key is another list, started from its first page.
 */
export function usePagedList<T extends { id: number }>(
  key: QueryKey,
  fetchPage: FetchPage<T>,
  { enabled = true }: LoadOptions = {},
): PagedList<T> {
  const query = useInfiniteQuery(
    {
      queryKey: key,
      queryFn: ({ pageParam }) => dataOf(fetchPage(pageParam, PAGE_SIZE)),
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => (merged(pages).done ? undefined : pages.length + 1),
      enabled,
    },
    dataClient,
  );
  const { isFetching, isError, hasNextPage, fetchNextPage, refetch } = query;
  // Pages an earlier view left are not shown: the list starts from what the server says now.
  const data = query.isFetchedAfterMount ? query.data : undefined;
  const paged = useMemo(() => merged(data?.pages ?? []), [data]);

  const loadMore = useCallback(async () => {
    if (isFetching) return;
    // No page yet (the first failed): start again; otherwise the next page, or the same one again.
    if (!data?.pages.length) await refetch();
    else if (hasNextPage) await fetchNextPage();
  }, [isFetching, data, hasNextPage, refetch, fetchNextPage]);

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  return { ...paged, loading: isFetching, failed: isError && !isFetching, loadMore, refresh };
}
