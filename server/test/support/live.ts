import { io, type Socket } from 'socket.io-client';
import { ACCOUNT_SOCKET_EVENT, ACCOUNT_STATE_EVENT, SOCKET_PATH } from '@h5/shared/constants';
import type { AccountEvent } from '@h5/shared/contract';

/** A page's socket as the client opens it, with every account event it receives. */
export interface LiveSocket {
  socket: Socket;
  /** What the server said on connect: whether this socket gets account events. */
  signedIn: boolean;
  events: AccountEvent[];
  /** Resolves with the first event (received or still to come) that `match` accepts. */
  next(match: (event: AccountEvent) => boolean, timeoutMs?: number): Promise<AccountEvent>;
  close(): void;
}

export async function openLive(url: string, token?: string): Promise<LiveSocket> {
  const socket = io(url, { path: SOCKET_PATH, transports: ['websocket'], auth: token ? { token } : {}, forceNew: true, reconnection: false });
  const events: AccountEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on(ACCOUNT_SOCKET_EVENT, (event: AccountEvent) => {
    events.push(event);
    waiters.forEach((wake) => wake());
  });
  const signedIn = await new Promise<boolean>((resolve, reject) => {
    socket.once(ACCOUNT_STATE_EVENT, (state: { signedIn: boolean }) => resolve(state.signedIn));
    socket.once('connect_error', reject);
  });
  return {
    socket,
    signedIn,
    events,
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching account event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.kind))}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => socket.close(),
  };
}

/** Lets socket traffic already under way arrive (to see that an event came once, or not at all). */
export const settle = (ms = 400): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
