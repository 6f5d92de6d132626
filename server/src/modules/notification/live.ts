import type { Server, Socket } from 'socket.io';
import { ACCOUNT_SOCKET_EVENT, ACCOUNT_STATE_EVENT } from '@h5/shared/constants';
import { isEndedSessions, type EndedSessions, type SessionService } from '../session/service';
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
  /** `crossProcess`: an adapter joins this process's sockets to the others' (PostgreSQL or Redis). */
  attach(io: Server, crossProcess: boolean): void;
  send(events: readonly StoredEvent[]): void;
  /** Sends `event` to the user's sockets, on whichever process they are connected. */
  toUser(userId: number, event: string, payload: unknown): void;
  /** Hears `event` from signed-in users' sockets (registered before `attach`). */
  onUserEvent(event: string, handler: (userId: number, payload: unknown) => void): void;
  /** Tells every server process, this one included, of something (`hear` listens). */
  announce(topic: string, payload: unknown): void;
  hear(topic: string, handler: (payload: unknown) => void): () => void;
  /** Sessions ended (signed out, or every other device signed out): their sockets leave the user's room, and every process forgets them. */
  sessionsEnded(ended: EndedSessions): void;
}

/** Announcements between processes travel as server-side events under this prefix. */
const TOPIC_PREFIX = 'h5:';
/**
 * Account events reach the other processes as one announcement per settled batch (a group of
 * orders' fills), not one adapter broadcast per event: each broadcast is a NOTIFY (or PUBLISH)
 * every process then decodes. Batches stay small enough for one NOTIFY's payload.
 */
const ACCOUNT_TOPIC = 'account-events';
/** Sessions ended in one process: the others forget them too (the session service remembers sessions a while). */
const SESSIONS_TOPIC = 'sessions-ended';
const EVENTS_PER_ANNOUNCEMENT = 16;

export function createLiveChannel(sessions: SessionService): LiveChannel {
  let server: Server | null = null;
  let others = false;
  const userEvents = new Map<string, (userId: number, payload: unknown) => void>();
  const topics = new Map<string, Set<(payload: unknown) => void>>();
  // A handler that throws on another process's payload must not take this process down.
  const deliver = (topic: string, payload: unknown) =>
    topics.get(topic)?.forEach((handler) => {
      try {
        handler(payload);
      } catch (error) {
        console.error(`live channel: ${topic} handler failed`, error);
      }
    });
  const tellOthers = (topic: string, payload: unknown) => {
    if (others) server?.serverSideEmit(`${TOPIC_PREFIX}${topic}`, payload);
  };
  const announceHere = (topic: string, payload: unknown) => {
    deliver(topic, payload);
    tellOthers(topic, payload);
  };
  // Each process hands the batch to its own sockets of each event's user.
  topics.set(
    ACCOUNT_TOPIC,
    new Set([(events) => (events as StoredEvent[]).forEach(({ userId, event }) => server?.local.to(userRoom(userId)).emit(ACCOUNT_SOCKET_EVENT, event))]),
  );
  // A word it cannot read makes this process forget every session: it fails closed.
  topics.set(SESSIONS_TOPIC, new Set([(ended) => sessions.forget(isEndedSessions(ended) ? ended : null)]));

  async function admit(socket: Socket): Promise<void> {
    const token: unknown = socket.handshake.auth?.token;
    // Fresh: a socket stays admitted for as long as it is connected, so it never takes a remembered session.
    const session = typeof token === 'string' && token.length > 0 && token.length <= 256 ? await sessions.resolve(token, { fresh: true }) : null;
    if (session) {
      const { userId } = session;
      socket.data.userId = userId;
      await socket.join([userRoom(userId), sessionRoom(session.id)]);
      for (const [event, handler] of userEvents) socket.on(event, (payload: unknown) => handler(userId, payload));
    }
    // Tells the page whether its account events will come (a stale token gets `false`).
    socket.emit(ACCOUNT_STATE_EVENT, { signedIn: session !== null });
  }

  return {
    attach(io, crossProcess) {
      server = io;
      others = crossProcess;
      for (const topic of topics.keys()) io.on(`${TOPIC_PREFIX}${topic}`, (payload: unknown) => deliver(topic, payload));
      io.on('connection', (socket) => {
        admit(socket).catch(() => socket.emit(ACCOUNT_STATE_EVENT, { signedIn: false }));
      });
    },
    send(events) {
      for (let start = 0; start < events.length; start += EVENTS_PER_ANNOUNCEMENT) announceHere(ACCOUNT_TOPIC, events.slice(start, start + EVENTS_PER_ANNOUNCEMENT));
    },
    toUser(userId, event, payload) {
      server?.to(userRoom(userId)).emit(event, payload);
    },
    onUserEvent(event, handler) {
      userEvents.set(event, handler);
    },
    announce: announceHere,
    hear(topic, handler) {
      let handlers = topics.get(topic);
      if (!handlers) {
        topics.set(topic, (handlers = new Set()));
        server?.on(`${TOPIC_PREFIX}${topic}`, (payload: unknown) => deliver(topic, payload));
      }
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    sessionsEnded(ended) {
      if (!server) return;
      const { userId, only, except } = ended;
      const room = userRoom(userId);
      const sockets = only !== undefined ? server.in(sessionRoom(only)) : server.in(room);
      (except !== undefined ? sockets.except(sessionRoom(except)) : sockets).socketsLeave(room);
      // The others only: the session service has forgotten them here already.
      tellOthers(SESSIONS_TOPIC, ended);
    },
  };
}
