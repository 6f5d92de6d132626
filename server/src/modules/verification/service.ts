import { createHash, randomInt } from 'node:crypto';
import type { CodeSent } from '@h5/shared/contract';
import { VERIFY_CODE_LENGTH } from '@h5/shared/constants';
import { isoTime, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../plugins/envelope';
import { insertCode, lastCodeSentAt, tryCode } from './queries';
import type { CodeSender } from './sender';

const CODE_TTL_MS = 5 * 60_000;
const CODE_RESEND_MS = 60_000;
const CODE_MAX_ATTEMPTS = 5;

export type CodeScene = 'register' | 'forget' | 'address' | 'email' | 'security';

export interface CodeService {
  /** Sends a fresh code; refused within a minute of the last one to the same target and scene. */
  send(target: string, scene: CodeScene): Promise<CodeSent>;
  /** True once for the right code; every try counts towards the limit. */
  consume(target: string, scene: CodeScene, code: string): Promise<boolean>;
}

/** Codes are stored only as a hash bound to their target and scene. */
const hashCode = (target: string, scene: string, code: string) =>
  createHash('sha256').update(`${scene}:${target}:${code}`).digest('hex');

export function createCodeService(db: Database, clock: Clock, deliver: CodeSender): CodeService {
  return {
    async send(target, scene) {
      const now = clock.now();
      const last = await lastCodeSentAt(db, target, scene);
      if (last && now - last.getTime() < CODE_RESEND_MS) throw new AppError('server.codeTooSoon', 429);
      const code = String(randomInt(0, 10 ** VERIFY_CODE_LENGTH)).padStart(VERIFY_CODE_LENGTH, '0');
      const sentAt = isoTime(now);
      await insertCode(db, {
        target,
        scene,
        codeHash: hashCode(target, scene, code),
        createdAt: sentAt,
        expiresAt: isoTime(now + CODE_TTL_MS),
      });
      await deliver({ to: target, scene, code, sentAt });
      return { expires_in: CODE_TTL_MS / 1000, resend_in: CODE_RESEND_MS / 1000 };
    },
    consume: (target, scene, code) =>
      tryCode(db, {
        target,
        scene,
        codeHash: hashCode(target, scene, code),
        now: isoTime(clock.now()),
        maxAttempts: CODE_MAX_ATTEMPTS,
      }),
  };
}
