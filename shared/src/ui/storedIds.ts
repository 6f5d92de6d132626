import { useSyncExternalStore } from 'react';

/** How many ids a set keeps: the oldest go first (an article read long ago is news no more). */
const KEPT = 300;

export interface StoredIds {
  has(id: number): boolean;
  add(id: number): void;
  /** A test of membership that re-renders its component when the set changes. */
  use(): (id: number) => boolean;
}

/**
 * A set of ids kept on this device (local storage): the articles read, the notices dismissed.
 * Without storage (private mode) it holds while the page is open.
 */
export function storedIds(key: string): StoredIds {
  const listeners = new Set<() => void>();
  let unstored: ReadonlySet<number> = new Set();
  let cache: { raw: string | null; ids: ReadonlySet<number> } | null = null;
  const read = (): ReadonlySet<number> => {
    let raw: string | null;
    try {
      raw = globalThis.localStorage.getItem(key);
    } catch {
      return unstored;
    }
    if (cache?.raw !== raw) {
      let ids: unknown = [];
      try {
        ids = JSON.parse(raw ?? '[]');
      } catch {
        // A value someone else wrote: start again.
      }
      cache = { raw, ids: new Set(Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : []) };
    }
    return cache.ids;
  };
  const subscribe = (notify: () => void) => {
    listeners.add(notify);
    return () => listeners.delete(notify);
  };
  const has = (id: number) => read().has(id);
  return {
    has,
    add(id) {
      const ids = read();
      if (ids.has(id)) return;
      const next = [...ids, id].slice(-KEPT);
      try {
        globalThis.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        unstored = new Set(next);
      }
      listeners.forEach((notify) => notify());
    },
    use() {
      const ids = useSyncExternalStore(subscribe, read, read);
      return (id) => ids.has(id);
    },
  };
}
