/**
 * A minimal zustand-shaped store (`getState`, `setState`, a selector hook) on React's
 * useSyncExternalStore: zustand is not a dependency of this package, so it cannot be imported.
 */
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  <S>(selector: (state: T) => S): S;
  getState: () => T;
  setState: (patch: Partial<T>) => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const useStore = <S,>(selector: (state: T) => S): S =>
    useSyncExternalStore(subscribe, () => selector(state), () => selector(state));
  return Object.assign(useStore, {
    getState: () => state,
    setState: (patch: Partial<T>) => {
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
    },
  });
}
