import type { ReactNode } from 'react';
import { EmptyState, Spinner } from '@h5/shared/ui';
import { LoadFailed } from './LoadFailed';
import type { Load } from './useLoad';

export interface LoadedProps<T> {
  load: Load<T>;
  /** Data that counts as nothing to show ("No data"). */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}

/** The loading, failed, empty or loaded state of what a page fetched. */
export function Loaded<T>({ load, isEmpty, emptyText, children }: LoadedProps<T>) {
  if (load.data === null) return load.failed ? <LoadFailed onRetry={() => void load.reload()} /> : <Spinner />;
  if (isEmpty?.(load.data)) return <EmptyState text={emptyText} />;
  return <>{children(load.data)}</>;
}
