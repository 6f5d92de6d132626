import type { IsoTime, Queryable } from '../../db/database';

export interface SessionRow {
  id: number;
  user_id: number;
  /** When it expires, in milliseconds since the epoch. */
  expires_ms: number;
}

export async function insertSession(
  db: Queryable,
  session: { tokenHash: string; userId: number; createdAt: IsoTime; expiresAt: IsoTime },
): Promise<void> {
  await db.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    session.tokenHash,
    session.userId,
    session.createdAt,
    session.expiresAt,
  ]);
}

export async function findLiveSession(db: Queryable, tokenHash: string, now: IsoTime): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(
    'SELECT id, user_id, (extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
    [tokenHash, now],
  );
  return rows[0] ?? null;
}

export async function revokeSession(db: Queryable, id: number, now: IsoTime): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [id, now]);
}

export async function revokeUserSessions(db: Queryable, userId: number, now: IsoTime): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
}

export async function revokeOtherSessions(db: Queryable, userId: number, keptId: number, now: IsoTime): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL', [userId, keptId, now]);
}
