/**
 * Paging through a newest-first list (records, transfers), as pure steps: which page comes
 * next, and what the list holds once a page arrives.
 */
import type { ApiResult } from '@h5/shared/api';
import { PAGE_SIZE } from '@h5/shared/constants';
import type { Page } from '@h5/shared/contract';

export interface Paged<T> {
  items: T[];
  /** Pages loaded so far; the next one asked for is this plus one. */
  loaded: number;
  /** Nothing more to ask for. */
  done: boolean;
}

export const emptyPaged = <T>(): Paged<T> => ({ items: [], loaded: 0, done: false });

export const nextPage = (paged: Paged<unknown>): number => paged.loaded + 1;

/**
 * The list with `page` appended. Rows already shown are skipped: when new records arrive at
 * the top while paging, the older pages shift and would repeat their first rows. The list is
 * done on a short page or once it holds the server's total.
 */
export function withPage<T extends { id: number }>(paged: Paged<T>, page: Page<T>, limit: number = PAGE_SIZE): Paged<T> {
  const seen = new Set(paged.items.map((item) => item.id));
  const items = [...paged.items, ...page.list.filter((item) => !seen.has(item.id))];
  return { items, loaded: paged.loaded + 1, done: page.list.length < limit || items.length >= page.total };
}

/** Asks the server for one page of a list. */
export type FetchPage<T> = (page: number, limit: number) => Promise<ApiResult<Page<T>>>;

/**
 * Looks for one row by id, page after page (a detail page that has only the list to read
 * from), stopping at the end of the list or after `maxPages`. Null when it is not there.
 */
export async function findInPages<T extends { id: number }>(
  fetchPage: FetchPage<T>,
  id: number,
  limit = 50,
  maxPages = 20,
): Promise<ApiResult<T | null>> {
  let paged = emptyPaged<T>();
  while (!paged.done && paged.loaded < maxPages) {
    const result = await fetchPage(nextPage(paged), limit);
    if (!result.ok) return result;
    const found = result.data.list.find((item) => item.id === id);
    if (found) return { ...result, data: found };
    paged = withPage(paged, result.data, limit);
  }
  return { ok: true, data: null, message: '' };
}
