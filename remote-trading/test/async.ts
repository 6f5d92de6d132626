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
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
