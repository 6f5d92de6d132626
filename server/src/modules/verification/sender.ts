import type { FastifyBaseLogger } from 'fastify';
import type { DevOutbox } from './outbox';

export interface CodeMessage {
  to: string;
  scene: string;
  code: string;
  /** ISO time. */
  sentAt: string;
  /** The message as the user reads it: the code, and the anti-phishing code when one is set. */
  text: string;
}

/** Delivers a code. Today: the server log (and the dev outbox); an SMS or mail gateway fits here. */
export type CodeSender = (message: CodeMessage) => Promise<void>;

export function logSender(log: FastifyBaseLogger, outbox: DevOutbox | null): CodeSender {
  return async ({ to, scene, code, sentAt, text }) => {
    log.info({ to, scene, code }, 'verification code sent');
    outbox?.record({ to, scene, code, sent_at: sentAt, text });
  };
}
