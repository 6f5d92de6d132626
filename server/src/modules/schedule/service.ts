import type { FastifyBaseLogger } from 'fastify';

/**
 * A date-driven job (a day's dividends, a subscription window closing, a lock-up ending). It
 * does everything due by its clock's now, catching up whatever a stopped server missed, and is
 * idempotent: the database (a unique key, a status moved on under a row lock) makes each effect
 * happen once, whichever process or round gets there first. Returns how many things it did.
 */
export type ScheduledJob = () => Promise<number>;

export interface Scheduler {
  add(name: string, job: ScheduledJob): void;
  /** Runs every job now (after a round in progress), in the order added; what each did, by name. */
  runNow(): Promise<Record<string, number>>;
  /** A first round at once (the catch-up after downtime), then one every `everyMs`. */
  start(): void;
  /** Stops the rounds, waiting for one in progress. */
  stop(): Promise<void>;
}

export function createScheduler({ everyMs, log }: { everyMs: number; log: FastifyBaseLogger }): Scheduler {
  const jobs: Array<{ name: string; job: ScheduledJob }> = [];
  let round: Promise<Record<string, number>> = Promise.resolve({});
  let timer: NodeJS.Timeout | null = null;

  async function runAll(): Promise<Record<string, number>> {
    const done: Record<string, number> = {};
    for (const { name, job } of jobs) {
      try {
        done[name] = await job();
        if (done[name] > 0) log.info({ job: name, done: done[name] }, 'scheduled job ran');
      } catch (error) {
        // One failing job does not hold up the others; it runs again next round.
        log.error({ err: error, job: name }, 'scheduled job failed');
        done[name] = 0;
      }
    }
    return done;
  }

  const runNow = (): Promise<Record<string, number>> => {
    round = round.then(runAll, runAll);
    return round;
  };

  return {
    add(name, job) {
      jobs.push({ name, job });
    },
    runNow,
    start() {
      if (timer) return;
      void runNow();
      timer = setInterval(() => void runNow(), everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await round;
    },
  };
}
