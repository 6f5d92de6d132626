import type { FastifyBaseLogger } from 'fastify';
import { isoTime } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../plugins/envelope';
import type { AutoApprovable } from './service';

export interface AutoApproverOptions {
  /** By name, for the log. */
  desks: Record<string, AutoApprovable>;
  clock: Clock;
  afterSeconds: number;
  everyMs: number;
  log: FastifyBaseLogger;
}

/**
 * The embedded demo's stand-in for a back office: approves what has waited `afterSeconds`, so a
 * new user can try every journey. Only ever started in embedded mode. Returns its stop function,
 * which waits for a round in progress.
 */
export function startAutoApprover({ desks, clock, afterSeconds, everyMs, log }: AutoApproverOptions): () => Promise<void> {
  let round: Promise<void> | null = null;

  async function approveWaiting(): Promise<void> {
    const cutoff = isoTime(clock.now() - afterSeconds * 1000);
    for (const [name, desk] of Object.entries(desks)) {
      for (const id of await desk.pendingBefore(cutoff)) {
        try {
          await desk.approve(id);
          log.info({ desk: name, id }, 'approved automatically');
        } catch (error) {
          // A reviewer decided it meanwhile (409): theirs is the decision.
          if (!(error instanceof AppError && error.status === 409)) throw error;
        }
      }
    }
  }

  const timer = setInterval(() => {
    if (round) return;
    round = approveWaiting()
      .catch((error: unknown) => log.error({ err: error }, 'auto-approval failed'))
      .finally(() => {
        round = null;
      });
  }, everyMs);
  timer.unref();

  return async () => {
    clearInterval(timer);
    await round;
  };
}
