import { isoTime, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import { AppError, tooManyRequests } from '../../plugins/envelope';
import { noFundPassword } from './requirements';

/** Six digits are a million guesses: after 5 wrong tries the fund password rests 15 minutes. */
const MAX_TRIES = 5;
const TRY_WINDOW_MS = 15 * 60_000;

export interface FundPasswords {
  isSet(userId: number): Promise<boolean>;
  /**
   * Accepts the right fund password. Refuses when none is set, when wrong, and, after 5 wrong
   * tries each within 15 minutes of the last, every try until 15 minutes have passed.
   */
  verify(userId: number, secret: string): Promise<void>;
  /** Sets the first fund password, or changes it given the current one. */
  save(userId: number, password: string, current: string | undefined): Promise<void>;
}

export const fundPasswordWrong = () => new AppError('wallet.fundPasswordWrong');

export function createFundPasswords(db: Database, clock: Clock): FundPasswords {
  async function currentHash(userId: number): Promise<string | null> {
    const [row] = await db.query<{ hash: string | null }>('SELECT fund_password_hash AS hash FROM users WHERE id = $1', [userId]);
    return row?.hash ?? null;
  }

  /** Counts the try before checking it, in one statement, so parallel guesses cannot pass the limit. */
  async function countTry(userId: number): Promise<string> {
    const now = clock.now();
    const [row] = await db.query<{ hash: string }>(
      `UPDATE users
          SET fund_password_tries = CASE WHEN fund_password_tried_at > $2 THEN fund_password_tries + 1 ELSE 1 END,
              fund_password_tried_at = $3
        WHERE id = $1 AND fund_password_hash IS NOT NULL
          AND NOT (fund_password_tries >= $4 AND fund_password_tried_at > $2)
    RETURNING fund_password_hash AS hash`,
      [userId, isoTime(now - TRY_WINDOW_MS), isoTime(now), MAX_TRIES],
    );
    if (row) return row.hash;
    throw (await currentHash(userId)) === null ? noFundPassword() : tooManyRequests();
  }

  async function verify(userId: number, secret: string): Promise<void> {
    const hash = await countTry(userId);
    if (!(await verifyPassword(secret, hash))) throw fundPasswordWrong();
    await db.query('UPDATE users SET fund_password_tries = 0 WHERE id = $1', [userId]);
  }

  return {
    isSet: async (userId) => (await currentHash(userId)) !== null,
    verify,

    async save(userId, password, current) {
      const previous = await currentHash(userId);
      if (previous !== null) {
        if (current === undefined) throw new AppError('validation.oldPasswordRequired');
        await verify(userId, current);
      }
      const hash = await hashPassword(password);
      // Only over the hash just checked (or over none): a change racing this one cannot be silently undone.
      const [changed] = await db.query(
        'UPDATE users SET fund_password_hash = $2 WHERE id = $1 AND fund_password_hash IS NOT DISTINCT FROM $3 RETURNING id',
        [userId, hash, previous],
      );
      if (!changed) throw new AppError('validation.oldPasswordRequired');
    },
  };
}
