import { DAY_MS } from '@h5/shared/constants';
import { isoTime, type Database, type Queryable } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { findLiveSession, insertSession, revokeOtherSessions, revokeSession, revokeUserSessions } from './queries';
import { hashToken, newToken } from './tokens';

/** Tokens as sessions make them (2FA challenges are made the same way). */
export { hashToken, newToken } from './tokens';

const SESSION_TTL_MS = 30 * DAY_MS;

/** A signed-in caller: which session, which user. */
export interface Session {
  id: number;
  userId: number;
}

export interface SessionService {
  /** Opens a session and returns its token (shown to the client once, stored only hashed). */
  open(userId: number): Promise<string>;
  resolve(token: string): Promise<Session | null>;
  close(session: Session): Promise<void>;
  closeAll(db: Queryable, userId: number): Promise<void>;
  /** Signs every other device of the session's user out. */
  closeOthers(db: Queryable, session: Session): Promise<void>;
}

/** Which sessions of a user just ended: one (`only`), all but one (`except`), or all. */
export interface EndedSessions {
  userId: number;
  only?: number;
  except?: number;
}

export function createSessionService(db: Database, clock: Clock, ended: (sessions: EndedSessions) => void = () => undefined): SessionService {
  const now = () => isoTime(clock.now());
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
    async resolve(token) {
      const row = await findLiveSession(db, hashToken(token), now());
      return row ? { id: row.id, userId: row.user_id } : null;
    },
    async close(session) {
      await revokeSession(db, session.id, now());
      ended({ userId: session.userId, only: session.id });
    },
    async closeAll(tx, userId) {
      await revokeUserSessions(tx, userId, now());
      ended({ userId });
    },
    async closeOthers(tx, session) {
      await revokeOtherSessions(tx, session.userId, session.id, now());
      ended({ userId: session.userId, except: session.id });
    },
  };
}
