import * as z from 'zod/mini';
import { defineCall } from '@h5/shared/contract';
import * as v from '@h5/shared/validation';
import type { ShiftableClock } from '../../lib/clock';
import type { RegisterCall } from '../../plugins/calls';
import type { Scheduler } from './service';

/**
 * CLOCK_CONTROL=1 (embedded mode only; production refuses to start with it): moves the
 * calendar of the date-driven jobs `seconds` forward, then runs them, answering once they have
 * caught up, so a journey sees the days it skipped paid, closed and released.
 */
const clockControlCall = defineCall<{ now: number; done: Record<string, number> }>()({
  method: 'POST',
  path: 'dev/clock',
  auth: false,
  request: z.object({ seconds: v.positiveInt('validation.invalid') }),
});

export function registerClockControlRoutes(register: RegisterCall, deps: { calendar: ShiftableClock; scheduler: Scheduler }): void {
  const { calendar, scheduler } = deps;
  register(clockControlCall, async ({ seconds }) => {
    const now = calendar.advance(Number(seconds) * 1000);
    return { now, done: await scheduler.runNow() };
  });
}
