import type { Server, Socket } from 'socket.io';
import { ACCOUNT_SOCKET_EVENT, ACCOUNT_STATE_EVENT } from '@h5/shared/constants';
import type { EndedSessions, SessionService } from '../session/service';
import type { StoredEvent } from './queries';

const userRoom = (userId: number): string => `user:${userId}`;
const sessionRoom = (sessionId: number): string => `session:${sessionId}`;

/**
 * The private half of the page's one socket. A socket whose handshake carries a live session
 * token (checked on every connect, so on every reconnect too) joins its user's room and no other;
 * the market's `sub` never joins these rooms (they are no market channel). Sends go through the
 * socket.io adapter, so a user connected to another server process gets them once, from there.
 */
export interface LiveChannel {
  attach(io: Server): void;
  send(events: readonly StoredEvent[]): void;
  /** Sessions ended (signed out, or every other device signed out): their sockets leave the user's room. */
  sessionsEnded(ended: EndedSessions): void;
}

export function createLiveChannel(sessions: SessionService): LiveChannel {
  let server: Server | null = null;

  async function admit(socket: Socket): Promise<void> {
    const token: unknown = socket.handshake.auth?.token;
    const session = typeof token === 'string' && token.length > 0 && token.length <= 256 ? await sessions.resolve(token) : null;
    if (session) {
      socket.data.userId = session.userId;
      await socket.join([userRoom(session.userId), sessionRoom(session.id)]);
    }
    // Tells the page whether its account events will come (a stale token gets `false`).
    socket.emit(ACCOUNT_STATE_EVENT, { signedIn: session !== null });
  }

  return {
    attach(io) {
      server = io;
      io.on('connection', (socket) => {
        admit(socket).catch(() => socket.emit(ACCOUNT_STATE_EVENT, { signedIn: false }));
      });
    },
    send(events) {
      for (const { userId, event } of events) server?.to(userRoom(userId)).emit(ACCOUNT_SOCKET_EVENT, event);
    },
    sessionsEnded({ userId, only, except }) {
      if (!server) return;
      const room = userRoom(userId);
      const sockets = only !== undefined ? server.in(sessionRoom(only)) : server.in(room);
      (except !== undefined ? sockets.except(sessionRoom(except)) : sockets).socketsLeave(room);
    },
  };
}
