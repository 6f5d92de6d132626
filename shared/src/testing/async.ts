import { act } from '@testing-library/react';

/** A promise the test settles when it chooses. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Lets every settled promise's callbacks run. */
export const flush = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Waits, inside act, until every call under way has answered (most fail at once: unit tests
 * have no server) and React has shown what they changed, with whatever that set off in turn; a
 * test that ends before then leaves state updates running outside act.
 */
export const settle = (): Promise<void> => act(flush);
