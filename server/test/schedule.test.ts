/**
 * The date-driven jobs' calendar and rounds: moved forward only under CLOCK_CONTROL (embedded),
 * each round runs every job in order, one round at a time, and a failing job holds up no other.
 */
import Fastify from 'fastify';
import { shiftableClock } from '../src/lib/clock';
import { createScheduler } from '../src/modules/schedule/service';
import { call, databases, startServer, type TestServer } from './support/server';

const quiet = Fastify({ logger: { level: 'silent' } }).log;

describe('the calendar clock', () => {
  it('runs with its base and moves forward only', () => {
    let base = 1_000;
    const clock = shiftableClock({ now: () => base });
    expect(clock.advance(86_400_000)).toBe(86_401_000);
    base += 5;
    expect(clock.now()).toBe(86_401_005);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(1.5)).toThrow(RangeError);
    expect(clock.now()).toBe(86_401_005);
  });
});

describe('the scheduler', () => {
  it('runs the jobs in order, one round at a time, past a failing one', async () => {
    const scheduler = createScheduler({ everyMs: 60_000, log: quiet });
    const seen: string[] = [];
    let running = 0;
    let overlapped = false;
    scheduler.add('first', async () => {
      running += 1;
      overlapped ||= running > 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen.push('first');
      running -= 1;
      return 2;
    });
    scheduler.add('broken', async () => {
      throw new Error('boom');
    });
    scheduler.add('last', async () => {
      seen.push('last');
      return 1;
    });
    const rounds = await Promise.all([scheduler.runNow(), scheduler.runNow()]);
    expect(rounds).toEqual([
      { first: 2, broken: 0, last: 1 },
      { first: 2, broken: 0, last: 1 },
    ]);
    expect(seen).toEqual(['first', 'last', 'first', 'last']);
    expect(overlapped).toBe(false);
    await scheduler.stop();
  });
});

describe.each(databases)('dev/clock on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
  });
  afterAll(() => server?.close());

  it('moves the calendar forward and answers after a round of jobs', async () => {
    let ran = 0;
    server.built.scheduler.add('counted', async () => {
      ran += 1;
      return 1;
    });
    const before = server.clock.now();
    const { status, body } = await call(server, 'dev/clock', { body: { seconds: 3 * 86_400 }, json: true, lang: 'en' });
    expect(status).toBe(200);
    const reply = body.data as { now: number; done: Record<string, number> };
    expect(reply.now - before).toBeGreaterThanOrEqual(3 * 86_400_000);
    expect(reply.done.counted).toBe(1);
    expect(ran).toBeGreaterThanOrEqual(1);
  });

  it('refuses a move backwards or of nothing, with a localised message', async () => {
    for (const seconds of [-5, 0, 'soon']) {
      const { status, body } = await call(server, 'dev/clock', { body: { seconds }, json: true, lang: 'en' });
      expect(status).toBe(400);
      expect(body.type).toBe('error');
    }
  });
});
