import { DAY_MS } from '@h5/shared/constants';
import { isoTime, type Database, type Transaction } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { findLiveSession, insertSession, revokeOtherSessions, revokeSession, revokeUserSessions } from './queries';
import { hashToken, newToken } from './tokens';

/** Tokens as sessions make them (2FA challenges are made the same way). */
export { hashToken, newToken } from './tokens';

const SESSION_TTL_MS = 30 * DAY_MS;
/** Sessions remembered at most per process (the oldest go first). */
const REMEMBERED_SESSIONS = 10_000;

/** A signed-in caller: which session, which user. */
export interface Session {
  id: number;
  userId: number;
}

export interface SessionService {
  /** Opens a session and returns its token (shown to the client once, stored only hashed). */
  open(userId: number): Promise<string>;
  /** `fresh`: asks the database whatever this process remembers (a socket's admission, which lasts). */
  resolve(token: string, options?: { fresh?: boolean }): Promise<Session | null>;
  close(session: Session): Promise<void>;
  closeAll(tx: Transaction, userId: number): Promise<void>;
  /** Signs every other device of the session's user out. */
  closeOthers(tx: Transaction, session: Session): Promise<void>;
  /** Drops what this process remembers of sessions another one ended (null: of every session). */
  forget(ended: EndedSessions | null): void;
}

/** Which sessions of a user just ended: one (`only`), all but one (`except`), or all. */
export interface EndedSessions {
  userId: number;
  only?: number;
  except?: number;
}

/** A session this process looked up, and until when it takes it without asking again. */
interface Remembered {
  session: Session;
  /** When it was looked up: a clock stepped back before it takes nothing on trust. */
  at: number;
  until: number;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value);

/** What another process says ended, checked: the word crosses a process boundary. */
export function isEndedSessions(value: unknown): value is EndedSessions {
  if (typeof value !== 'object' || value === null) return false;
  const { userId, only, except } = value as Record<string, unknown>;
  return isId(userId) && (only === undefined || isId(only)) && (except === undefined || isId(except));
}

const endedBy = (ended: EndedSessions) => (session: Session) =>
  session.userId === ended.userId && (ended.only === undefined || session.id === ended.only) && session.id !== ended.except;

/**
 * Every signed-in request needs its session, and looking it up was a round trip of its own before
 * each order could even queue. So a process takes a session it looked up for `recheckMs` without
 * asking again. A session that ends is forgotten at once by the process that ended it, and by the
 * others as soon as they hear of it (`forget`); `recheckMs` bounds how long one could still be
 * taken should that word be lost. `ended` hears of every session that ended, once its end is
 * committed (the live channel then closes their sockets and tells the other processes).
 */
export function createSessionService({
  db,
  clock,
  recheckMs,
  ended = () => undefined,
}: {
  db: Database;
  clock: Clock;
  recheckMs: number;
  ended?: (sessions: EndedSessions) => void;
}): SessionService {
  const now = () => isoTime(clock.now());
  const remembered = new Map<string, Remembered>();
  // Counts the forgets: a lookup that was under way meanwhile may have read the session live, so it keeps nothing.
  let forgets = 0;

  function forget(sessions: EndedSessions | null): void {
    forgets++;
    if (!sessions) {
      remembered.clear();
      return;
    }
    const gone = endedBy(sessions);
    for (const [hash, { session }] of remembered) if (gone(session)) remembered.delete(hash);
  }
  function end(sessions: EndedSessions): void {
    forget(sessions);
    ended(sessions);
  }

  return {
    async open(userId) {
      const token = newToken();
      const openedAt = clock.now();
      await insertSession(db, {
        tokenHash: hashToken(token),
        userId,
        createdAt: isoTime(openedAt),
        expiresAt: isoTime(openedAt + SESSION_TTL_MS),
      });
      return token;
    },
    async resolve(token, { fresh = false } = {}) {
      const hash = hashToken(token);
      const at = clock.now();
      const known = remembered.get(hash);
      if (!fresh && known && known.at <= at && at < known.until) return known.session;
      remembered.delete(hash);
      const before = forgets;
      const row = await findLiveSession(db, hash, isoTime(at));
      if (!row) return null;
      const session = { id: row.id, userId: row.user_id };
      if (recheckMs > 0 && before === forgets) {
        if (remembered.size >= REMEMBERED_SESSIONS && !remembered.has(hash)) remembered.delete(remembered.keys().next().value as string);
        remembered.set(hash, { session, at, until: Math.min(at + recheckMs, Number(row.expires_ms)) });
      }
      return session;
    },
    async close(session) {
      await revokeSession(db, session.id, now());
      end({ userId: session.userId, only: session.id });
    },
    async closeAll(tx, userId) {
      await revokeUserSessions(tx, userId, now());
      tx.afterCommit(() => end({ userId }));
    },
    async closeOthers(tx, session) {
      await revokeOtherSessions(tx, session.userId, session.id, now());
      tx.afterCommit(() => end({ userId: session.userId, except: session.id }));
    },
    forget,
  };
}
