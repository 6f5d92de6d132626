import { useCallback } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { call, type ApiResult, type CallOptions } from '@h5/shared/api';
import type { CallSpec, ReplyOf, RequestOf } from '@h5/shared/contract';
import { dataClient } from './client';

/** What a page loaded: its data, whether it is on its way or failed, and a way to ask again. */
export interface Load<T> {
  /** The last reply's data; undefined until the first one arrives (kept during a reload). */
  data: T | undefined;
  /** Nothing has arrived yet and a request is under way. */
  loading: boolean;
  /** The last try failed and no other is under way (the API client has said why, unless silent). */
  failed: boolean;
  reload: () => Promise<void>;
}

export interface LoadOptions {
  /** Nothing is fetched while false (a guest, a tab not shown yet); what was loaded stays. */
  enabled?: boolean;
  /** How long a reply stays fresh and kept (ms): until then a new view shows it without asking again. */
  freshFor?: number;
}

/** A failed reply, thrown so the library counts the load as failed. */
export class LoadError extends Error {
  constructor(readonly result: Extract<ApiResult<unknown>, { ok: false }>) {
    super(result.message);
  }
}

/** The data of a reply, or a throw for a failure (null stands for a reply without data). */
export async function dataOf<T>(reply: Promise<ApiResult<T>>): Promise<T> {
  const result = await reply;
  if (!result.ok) throw new LoadError(result);
  return (result.data === undefined ? null : result.data) as T;
}

/**
 * One thing a page shows, loaded under `key` (the same key shares one request and one cached
 * reply between components), fetched again on `reload` and on reconnecting. A new key starts
 * from nothing; a reply to an older key never shows under the new one.
 */
export function useLoad<T>(key: QueryKey, load: () => Promise<ApiResult<T>>, { enabled = true, freshFor = 0 }: LoadOptions = {}): Load<T> {
  const query = useQuery(
    { queryKey: key, queryFn: () => dataOf(load()), enabled, ...(freshFor > 0 ? { staleTime: freshFor, gcTime: freshFor } : {}) },
    dataClient,
  );
  const { refetch } = query;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  // What an earlier view left is not shown: the page waits for the server's word now (a
  // withdrawal's blockers, a review just sent), unless the data is marked fresh for a while.
  const data = freshFor > 0 || query.isFetchedAfterMount ? query.data : undefined;
  return {
    data,
    loading: data === undefined && query.isFetching,
    failed: query.isError && !query.isFetching,
    reload,
  };
}

/** The key a contract call's reply is cached under. */
/** Where a call's reply is cached: `[method, path, params]`, so an event can reload every reply of a call. */
export const cacheKey = (spec: CallSpec, params?: unknown): QueryKey => [spec.method, spec.path, params ?? {}];

/** `useLoad` of one contract call, made with the API client's `call` (and its options). */
export function useCall<C extends CallSpec>(
  spec: C,
  params?: RequestOf<C>,
  { enabled, freshFor, ...options }: LoadOptions & CallOptions = {},
): Load<ReplyOf<C>> {
  return useLoad(cacheKey(spec, params), () => call(spec, params, options), { enabled, freshFor });
}
