import type { IsoTime, Queryable } from '../../db/database';

export async function lastCodeSentAt(db: Queryable, target: string, scene: string): Promise<Date | null> {
  const rows = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM verification_codes WHERE target = $1 AND scene = $2 ORDER BY id DESC LIMIT 1',
    [target, scene],
  );
  return rows[0]?.created_at ?? null;
}

export async function insertCode(
  db: Queryable,
  code: { target: string; scene: string; codeHash: string; createdAt: IsoTime; expiresAt: IsoTime },
): Promise<void> {
  await db.query(
    'INSERT INTO verification_codes (target, scene, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [code.target, code.scene, code.codeHash, code.createdAt, code.expiresAt],
  );
}

/**
 * One try at the newest code for target and scene: counts the attempt and, when the hash
 * matches, marks the code used, in one statement so two tries cannot both win. Older codes,
 * used, expired or worn-out ones never match.
 */
export async function tryCode(
  db: Queryable,
  attempt: { target: string; scene: string; codeHash: string; now: IsoTime; maxAttempts: number },
): Promise<boolean> {
  const rows = await db.query<{ accepted: boolean }>(
    `UPDATE verification_codes
        SET attempts = attempts + 1,
            used_at = CASE WHEN code_hash = $3 THEN $4::timestamptz END
      WHERE id = (SELECT id FROM verification_codes WHERE target = $1 AND scene = $2 ORDER BY id DESC LIMIT 1)
        AND used_at IS NULL AND expires_at > $4 AND attempts < $5
  RETURNING used_at IS NOT NULL AS accepted`,
    [attempt.target, attempt.scene, attempt.codeHash, attempt.now, attempt.maxAttempts],
  );
  return rows[0]?.accepted ?? false;
}
