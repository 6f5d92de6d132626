import type { ReactNode } from 'react';
import { EmptyState, LoadState } from '@h5/shared/ui';
import type { Load } from './useLoad';

export interface LoadedProps<T> {
  load: Load<T>;
  /** Data that counts as nothing to show ("No data"). */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  failedText?: string;
  children: (data: T) => ReactNode;
}

/** What a page loaded, in each of its states: coming, failed (with Retry), empty, or there. */
export function Loaded<T>({ load, isEmpty, emptyText, failedText, children }: LoadedProps<T>) {
  if (load.data === undefined) return <LoadState failed={load.failed} failedText={failedText} onRetry={() => void load.reload()} />;
  if (isEmpty?.(load.data)) return <EmptyState text={emptyText} />;
  return <>{children(load.data)}</>;
}
