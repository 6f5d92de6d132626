/**
 * The user's account events on the page: the host starts them once; views listen with
 * `useAccountEvent`. Each event refreshes what it changed and counts in the bell. A view that
 * announces an event kind itself (`announces`) keeps the host's toast for it quiet.
 */
import { useEffect, useRef } from 'react';
import { ACCOUNT_SOCKET_EVENT } from '@h5/shared/constants';
import type { AccountEvent, AccountEventKind } from '@h5/shared/contract';
import { onSocketEvent } from '@h5/shared/market';
import { countArrived, loadUnread } from './unread';

type Listener = (event: AccountEvent) => void;

const listeners = new Set<Listener>();
const announcers = new Map<AccountEventKind, number>();
let started: (() => void) | null = null;

/** Starts receiving (idempotent); `announce` is told of events no view announces itself. */
export function startAccountEvents(announce: Listener): () => void {
  started?.();
  void loadUnread();
  const stop = onSocketEvent<AccountEvent>(ACCOUNT_SOCKET_EVENT, (event) => {
    // The data module comes with the first page that loads data, never with home's first visit.
    void import('./refresh').then(({ refreshFor }) => refreshFor(event));
    countArrived();
    listeners.forEach((listener) => listener(event));
    if (!announcers.get(event.kind)) announce(event);
  });
  started = stop;
  return () => {
    stop();
    started = null;
  };
}

export function onAccountEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `listener` with each event of `kinds` while the view is shown. With `announces`, the
 * view tells the user of them itself (the host's toast stays quiet meanwhile).
 */
export function useAccountEvent(kinds: readonly AccountEventKind[], listener: Listener, { announces = false } = {}): void {
  const latest = useRef(listener);
  latest.current = listener;
  const key = kinds.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(',') as AccountEventKind[]);
    const stop = onAccountEvent((event) => {
      if (wanted.has(event.kind)) latest.current(event);
    });
    if (announces) wanted.forEach((kind) => announcers.set(kind, (announcers.get(kind) ?? 0) + 1));
    return () => {
      stop();
      if (announces) wanted.forEach((kind) => announcers.set(kind, (announcers.get(kind) ?? 1) - 1));
    };
  }, [key, announces]);
}
