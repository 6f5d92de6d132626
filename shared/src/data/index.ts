/**
 * The one way a page loads data: `useCall` / `useLoad` for one thing, `usePagedList` for a
 * newest-first list, and `Loaded` / `PagedListView` to show them in every state.
 * Built on TanStack Query, which lives only here (see client.ts for the measured bytes).
 */
export { dataClient, forgetLoadedData } from './client';
// Loaded replies follow the live account channel: imported for its effect (package.json sideEffects).
import './refresh';
export { useCall, useLoad, cacheKey, dataOf, LoadError, type Load, type LoadOptions } from './useLoad';
export { usePagedList, type PagedList } from './usePagedList';
export { emptyPaged, nextPage, withPage, findInPages, type FetchPage, type Paged } from './paging';
export { Loaded, type LoadedProps } from './Loaded';
export { PagedListView, type PagedListViewProps } from './PagedListView';
