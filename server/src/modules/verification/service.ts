import { createHash, randomInt } from 'node:crypto';
import type { CodeSent } from '@h5/shared/contract';
import { VERIFY_CODE_LENGTH, type Language } from '@h5/shared/constants';
import { translate } from '@h5/shared/i18n/messages';
import { isoTime, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../plugins/envelope';
import { insertCode, lastCodeSentAt, tryCode } from './queries';
import type { CodeSender } from './sender';

/** How codes reach people (logged, and kept in the dev outbox in embedded mode) and how targets are written. */
export { DevOutbox } from './outbox';
export { logSender } from './sender';
export { emailTarget, phoneTarget } from './targets';

const CODE_TTL_MS = 5 * 60_000;
const CODE_RESEND_MS = 60_000;
const CODE_MAX_ATTEMPTS = 5;

export type CodeScene = 'register' | 'forget' | 'address' | 'email' | 'security';

/** Who a message is for: the language it is written in and the account's anti-phishing code, if any. */
export interface Recipient {
  lang: Language;
  antiPhishing: string | null;
}

/**
 * The words of a code message, the anti-phishing code first: a message without it (or with
 * another) did not come from the platform.
 */
export function codeMessageText({ lang, antiPhishing }: Recipient, code: string): string {
  const text = translate(lang, 'message.code', { code, minutes: CODE_TTL_MS / 60_000 });
  return antiPhishing ? `${translate(lang, 'message.antiPhishing', { code: antiPhishing })} ${text}` : text;
}

export interface CodeService {
  /** Sends a fresh code; refused within a minute of the last one to the same target and scene. */
  send(target: string, scene: CodeScene, recipient: Recipient): Promise<CodeSent>;
  /** True once for the right code; every try counts towards the limit. */
  consume(target: string, scene: CodeScene, code: string): Promise<boolean>;
}

/** Codes are stored only as a hash bound to their target and scene. */
const hashCode = (target: string, scene: string, code: string) =>
  createHash('sha256').update(`${scene}:${target}:${code}`).digest('hex');

export function createCodeService(db: Database, clock: Clock, deliver: CodeSender): CodeService {
  return {
    async send(target, scene, recipient) {
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
      await deliver({ to: target, scene, code, sentAt, text: codeMessageText(recipient, code) });
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
