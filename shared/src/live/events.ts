/**
 * The user's account events on the page: the host starts them once; views listen with
 * `useAccountEvent`. Each event refreshes what it changed and counts in the bell. A view that
 * announces an event kind itself (`announces`) keeps the host's toast for it quiet.
 */
import { useEffect, useRef } from 'react';
import { call } from '@h5/shared/api';
import { ACCOUNT_SOCKET_EVENT } from '@h5/shared/constants';
import { contract, type AccountEvent, type AccountEventKind } from '@h5/shared/contract';
import { onSocketEvent } from '@h5/shared/market';
import { useSession } from '@h5/shared/session';
import { followChatUnread } from './chatUnread';
import { countArrived, loadUnread } from './unread';

type Listener = (event: AccountEvent) => void;

const listeners = new Set<Listener>();
const announcers = new Map<AccountEventKind, number>();
let started: (() => void) | null = null;

/** Starts receiving (idempotent); `announce` is told of events no view announces itself. */
export function startAccountEvents(announce: Listener): () => void {
  started?.();
  void loadUnread();
  const stopChat = followChatUnread();
  const stopEvents = onSocketEvent<AccountEvent>(ACCOUNT_SOCKET_EVENT, (event) => {
    // A verification's outcome changes the session's user (the pages' gates read it).
    if (event.kind === 'identity.reviewed') void reloadUser();
    countArrived();
    listeners.forEach((listener) => listener(event));
    if (!announcers.get(event.kind)) announce(event);
  });
  const stop = () => {
    stopEvents();
    stopChat();
  };
  started = stop;
  return () => {
    stop();
    started = null;
  };
}

async function reloadUser(): Promise<void> {
  const result = await call(contract.user.center, {}, { silent: true });
  if (result.ok) useSession.getState().setUser(result.data);
}

/** Follows every event (the data cache refreshes what each changed: see data/refresh.ts). */
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
