import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { REQUIREMENT_CODES } from '@h5/shared/constants';
import type { TwoFactorChallenge, TwoFactorSetup } from '@h5/shared/contract';
import { isoTime, type Database, type Queryable } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Sealer } from '../../lib/sealed';
import { AppError, notLoggedIn, refusal, tooManyRequests } from '../../plugins/envelope';
import { hashToken, newToken } from '../session/service';

/** The app shows a new code every 30 s; one step either side is accepted for clocks that drift. */
const PERIOD_S = 30;
const DRIFT_STEPS = 1;
/** As for fund passwords: 5 wrong codes within 15 minutes of each other, then 15 minutes' rest. */
const MAX_TRIES = 5;
const TRY_WINDOW_MS = 15 * 60_000;
const BACKUP_CODES = 10;
/** No 0/o, 1/l/i: read off paper without doubt. 31^8 is about 8.5e11 per code. */
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CHALLENGE_TTL_MS = 5 * 60_000;
const ISSUER = 'H5 Exchange';

export const twoFactorRequired = () => refusal('twoFactor.required', { code: REQUIREMENT_CODES.twoFactorRequired });
const wrongCode = () => new AppError('twoFactor.wrong');

export interface TwoFactor {
  isOn(userId: number): Promise<boolean>;
  /** A new secret to scan; replaces any setup not yet confirmed. Refused while 2FA is on. */
  setup(userId: number, account: string): Promise<TwoFactorSetup>;
  /** Confirms the setup with the app's code: 2FA is on, and the backup codes are shown this once. */
  enable(userId: number, code: string): Promise<{ backup_codes: string[] }>;
  /** Turns 2FA off given the app's code or a backup code. */
  disable(userId: number, code: string): Promise<void>;
  /** Refuses a request without a code while 2FA is on, before anything else of it is spent. */
  expectCode(userId: number, code: string | undefined): Promise<void>;
  /** Nothing to do while 2FA is off; when on, a right code, never one accepted before. */
  require(userId: number, code: string | undefined): Promise<void>;
  /** The first step of a login with 2FA on: a short-lived challenge instead of a session. */
  challenge(userId: number): Promise<TwoFactorChallenge>;
  /** The second step: the user the challenge was made for, once its code is right. */
  redeem(challenge: string, code: string): Promise<number>;
}

interface TotpState {
  secret: string | null;
  pending: string | null;
}

const totpOf = (base32: string, label = '') => new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(base32), period: PERIOD_S });
const hashBackup = (userId: number, code: string) => createHash('sha256').update(`backup:${userId}:${code}`).digest('hex');
/** What the user typed, as stored: `ABCD 2345`, `abcd-2345` and `abcd2345` are one code. */
const plainCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
const newBackupCode = () => {
  const text = Array.from({ length: 8 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]).join('');
  return `${text.slice(0, 4)}-${text.slice(4)}`;
};

export function createTwoFactor(deps: { db: Database; clock: Clock; sealer: Sealer }): TwoFactor {
  const { db, clock, sealer } = deps;

  async function state(userId: number): Promise<TotpState> {
    const [row] = await db.query<TotpState>('SELECT totp_secret AS secret, totp_pending AS pending FROM users WHERE id = $1', [userId]);
    if (!row) throw notLoggedIn();
    return row;
  }

  /** Counts the try before checking it, in one statement, so parallel guesses cannot pass the limit. */
  async function countTry(userId: number): Promise<TotpState> {
    const now = clock.now();
    const [row] = await db.query<TotpState>(
      `UPDATE users
          SET totp_tries = CASE WHEN totp_tried_at > $2 THEN totp_tries + 1 ELSE 1 END,
              totp_tried_at = $3
        WHERE id = $1 AND NOT (totp_tries >= $4 AND totp_tried_at > $2)
    RETURNING totp_secret AS secret, totp_pending AS pending`,
      [userId, isoTime(now - TRY_WINDOW_MS), isoTime(now), MAX_TRIES],
    );
    if (!row) throw tooManyRequests();
    return row;
  }

  /** The 30 s step the code belongs to, or null when it is not the secret's code now (give or take a step). */
  function stepOf(sealed: string, code: string): number | null {
    const now = clock.now();
    const delta = totpOf(sealer.open(sealed)).validate({ token: code.replace(/\s/g, ''), timestamp: now, window: DRIFT_STEPS });
    return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
  }

  /**
   * Accepts the step only if it is newer than the last one accepted (so a code, once used, is
   * spent for its whole window), in one statement so two requests cannot both spend it.
   */
  async function spendStep(tx: Queryable, userId: number, step: number): Promise<void> {
    const [spent] = await tx.query(
      `UPDATE users SET totp_last_step = $2, totp_tries = 0
        WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
      [userId, step],
    );
    if (!spent) throw new AppError('twoFactor.used');
  }

  async function spendBackupCode(userId: number, code: string): Promise<boolean> {
    const [spent] = await db.query(
      'UPDATE totp_backup_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id',
      [userId, hashBackup(userId, plainCode(code)), isoTime(clock.now())],
    );
    if (spent) await db.query('UPDATE users SET totp_tries = 0 WHERE id = $1', [userId]);
    return spent !== undefined;
  }

  /** The app's code or, unused, a backup code, for an account with 2FA on. */
  async function verify(userId: number, code: string): Promise<void> {
    const { secret } = await countTry(userId);
    if (secret === null) throw new AppError('twoFactor.notOn');
    const step = stepOf(secret, code);
    if (step !== null) return spendStep(db, userId, step);
    if (!(await spendBackupCode(userId, code))) throw wrongCode();
  }

  return {
    isOn: async (userId) => (await state(userId)).secret !== null,

    async setup(userId, account) {
      if ((await state(userId)).secret !== null) throw new AppError('twoFactor.alreadyOn');
      const secret = new Secret({ size: 20 }).base32;
      await db.query('UPDATE users SET totp_pending = $2 WHERE id = $1 AND totp_secret IS NULL', [userId, sealer.seal(secret)]);
      return { secret, uri: totpOf(secret, account).toString() };
    },

    async enable(userId, code) {
      const { secret, pending } = await countTry(userId);
      if (secret !== null) throw new AppError('twoFactor.alreadyOn');
      if (pending === null) throw new AppError('twoFactor.setupFirst');
      const step = stepOf(pending, code);
      if (step === null) throw wrongCode();
      const codes = Array.from({ length: BACKUP_CODES }, newBackupCode);
      await db.transaction(async (tx) => {
        // Only the setup just checked: one started again meanwhile needs its own code.
        const [on] = await tx.query(
          'UPDATE users SET totp_secret = totp_pending, totp_pending = NULL WHERE id = $1 AND totp_pending = $2 AND totp_secret IS NULL RETURNING id',
          [userId, pending],
        );
        if (!on) throw new AppError('twoFactor.setupFirst');
        await spendStep(tx, userId, step);
        await tx.query('DELETE FROM totp_backup_codes WHERE user_id = $1', [userId]);
        for (const backup of codes) {
          await tx.query('INSERT INTO totp_backup_codes (user_id, code_hash) VALUES ($1, $2)', [userId, hashBackup(userId, plainCode(backup))]);
        }
      });
      return { backup_codes: codes };
    },

    async disable(userId, code) {
      await verify(userId, code);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET totp_secret = NULL, totp_pending = NULL, totp_last_step = NULL WHERE id = $1', [userId]);
        await tx.query('DELETE FROM totp_backup_codes WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM login_challenges WHERE user_id = $1', [userId]);
      });
    },

    async expectCode(userId, code) {
      if (code === undefined && (await state(userId)).secret !== null) throw twoFactorRequired();
    },

    async require(userId, code) {
      if ((await state(userId)).secret === null) return;
      if (code === undefined) throw twoFactorRequired();
      await verify(userId, code);
    },

    async challenge(userId) {
      const challenge = newToken();
      const now = clock.now();
      await db.query('DELETE FROM login_challenges WHERE expires_at <= $1', [isoTime(now)]);
      await db.query('INSERT INTO login_challenges (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
        hashToken(challenge),
        userId,
        isoTime(now + CHALLENGE_TTL_MS),
      ]);
      return { two_factor: true, challenge, expires_in: CHALLENGE_TTL_MS / 1000 };
    },

    async redeem(challenge, code) {
      const expired = () => new AppError('twoFactor.loginExpired');
      const tokenHash = hashToken(challenge);
      const [live] = await db.query<{ user_id: number }>('SELECT user_id FROM login_challenges WHERE token_hash = $1 AND expires_at > $2', [
        tokenHash,
        isoTime(clock.now()),
      ]);
      if (!live) throw expired();
      await verify(live.user_id, code);
      // Once: of two requests with one challenge, only the one that removes it opens a session.
      const [used] = await db.query('DELETE FROM login_challenges WHERE token_hash = $1 RETURNING user_id', [tokenHash]);
      if (!used) throw expired();
      return live.user_id;
    },
  };
}
