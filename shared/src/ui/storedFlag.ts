import { useSyncExternalStore } from 'react';

export interface StoredFlag {
  get: () => boolean;
  set: (on: boolean) => void;
  /** The flag live, and the way to change it: every component reading it hears a change at once. */
  use: () => [boolean, (on: boolean) => void];
}

/**
 * A yes/no choice kept on this device (local storage), such as "confirm each order" or "chart
 * open". Without storage (private mode) the choice holds while the page is open.
 */
export function storedFlag(key: string, fallback: boolean): StoredFlag {
  const listeners = new Set<() => void>();
  let unstored = fallback;
  const get = (): boolean => {
    try {
      const stored = globalThis.localStorage.getItem(key);
      return stored === null ? fallback : stored === 'on';
    } catch {
      return unstored;
    }
  };
  const set = (on: boolean): void => {
    try {
      globalThis.localStorage.setItem(key, on ? 'on' : 'off');
    } catch {
      unstored = on;
    }
    listeners.forEach((notify) => notify());
  };
  const subscribe = (notify: () => void) => {
    listeners.add(notify);
    return () => listeners.delete(notify);
  };
  return { get, set, use: () => [useSyncExternalStore(subscribe, get, () => fallback), set] };
}
