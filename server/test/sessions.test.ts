import type { Database } from '../src/db/database';
import { createSessionService, isEndedSessions, type EndedSessions } from '../src/modules/session/service';
import { member } from './support/funds';
import { databases, startServer, TestClock, type TestServer } from './support/server';

/**
 * The database as it is, except that one kind of statement's answer is held back until `release`;
 * `answered` settles once the database has answered it.
 */
function holdingAnswers(db: Database, held: (sql: string) => boolean): { db: Database; answered: Promise<void>; release(): void } {
  let release = () => undefined as void;
  let answer = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const query: Database['query'] = async (sql, params) => {
    const rows = await db.query(sql, params);
    if (held(sql)) {
      answer();
      await gate;
    }
    return rows as never;
  };
  return { db: { ...db, query }, answered, release };
}

describe.each(databases)('sessions remembered by a process, on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
  });
  afterAll(() => server.close());

  const revokeBehindItsBack = (id: number) => server.built.db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [id]);

  it('takes a session it looked up for the recheck time, then asks the database again', async () => {
    const clock = new TestClock();
    const sessions = createSessionService({ db: server.built.db, clock, recheckMs: 60_000 });
    const { user } = await member(server);
    const token = await sessions.open(user.id);
    const session = await sessions.resolve(token);
    expect(session).toMatchObject({ userId: user.id });
    // Ended where this process never hears of it: taken until the recheck, refused from then on.
    await revokeBehindItsBack(session!.id);
    clock.advance(30_000);
    expect(await sessions.resolve(token)).toEqual(session);
    clock.advance(30_000);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('asks the database again when the clock has stepped back, and for a fresh lookup', async () => {
    const clock = new TestClock();
    const sessions = createSessionService({ db: server.built.db, clock, recheckMs: 60_000 });
    const tokens = [await sessions.open((await member(server)).user.id), await sessions.open((await member(server)).user.id)];
    const [first, second] = await Promise.all(tokens.map(async (token) => (await sessions.resolve(token))!));
    await revokeBehindItsBack(first!.id);
    await revokeBehindItsBack(second!.id);
    expect(await sessions.resolve(tokens[1]!, { fresh: true })).toBeNull();
    clock.advance(-5_000);
    expect(await sessions.resolve(tokens[0]!)).toBeNull();
  });

  it('with no recheck time, asks the database every time', async () => {
    const sessions = createSessionService({ db: server.built.db, clock: new TestClock(), recheckMs: 0 });
    const token = await sessions.open((await member(server)).user.id);
    const session = await sessions.resolve(token);
    await revokeBehindItsBack(session!.id);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('forgets a session the moment its end commits, not when the end is rolled back', async () => {
    const ended: EndedSessions[] = [];
    const sessions = createSessionService({ db: server.built.db, clock: new TestClock(), recheckMs: 60_000, ended: (gone) => ended.push(gone) });
    const userId = (await member(server)).user.id;
    const [kept, other] = [await sessions.open(userId), await sessions.open(userId)];
    const keptSession = (await sessions.resolve(kept))!;
    expect(await sessions.resolve(other)).not.toBeNull();

    await expect(
      server.built.db.transaction(async (tx) => {
        await sessions.closeOthers(tx, keptSession);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(ended).toEqual([]);
    // The database still says so too (a service that remembers nothing asks it).
    const asking = createSessionService({ db: server.built.db, clock: new TestClock(), recheckMs: 0 });
    expect(await asking.resolve(other)).not.toBeNull();
    expect(await sessions.resolve(other)).not.toBeNull();

    await server.built.db.transaction((tx) => sessions.closeOthers(tx, keptSession));
    expect(ended).toEqual([{ userId, except: keptSession.id }]);
    expect(await sessions.resolve(other)).toBeNull();
    expect(await sessions.resolve(kept)).toEqual(keptSession);
  });

  it('keeps nothing from a lookup that was under way when the session ended', async () => {
    const holding = holdingAnswers(server.built.db, (sql) => sql.includes('FROM sessions WHERE token_hash'));
    const sessions = createSessionService({ db: holding.db, clock: new TestClock(), recheckMs: 60_000 });
    const userId = (await member(server)).user.id;
    const token = await sessions.open(userId);
    const [{ id }] = (await server.built.db.query<{ id: number }>('SELECT max(id) AS id FROM sessions WHERE user_id = $1', [userId])) as [{ id: number }];
    // The lookup read the session live, but its answer arrives only after the sign-out.
    const underWay = sessions.resolve(token);
    await holding.answered;
    await sessions.close({ id, userId });
    holding.release();
    expect(await underWay).toEqual({ id, userId });
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('forgets what another process says ended: one session, all but one, or all of a user', async () => {
    const sessions = createSessionService({ db: server.built.db, clock: new TestClock(), recheckMs: 60_000 });
    const userId = (await member(server)).user.id;
    const tokens = [await sessions.open(userId), await sessions.open(userId), await sessions.open(userId)];
    const [a, b, c] = await Promise.all(tokens.map(async (token) => (await sessions.resolve(token))!));
    // Ended elsewhere (the database says so); this process only forgets on the word.
    await server.built.db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [userId]);
    sessions.forget({ userId: userId + 1 });
    expect(await Promise.all(tokens.map((token) => sessions.resolve(token)))).toEqual([a, b, c]);
    sessions.forget({ userId, only: a!.id });
    sessions.forget({ userId, except: c!.id });
    expect(await Promise.all(tokens.map((token) => sessions.resolve(token)))).toEqual([null, null, c]);
    sessions.forget({ userId });
    expect(await sessions.resolve(tokens[2]!)).toBeNull();
  });

  it('forgets every session on a word it cannot read', async () => {
    const sessions = createSessionService({ db: server.built.db, clock: new TestClock(), recheckMs: 60_000 });
    const token = await sessions.open((await member(server)).user.id);
    const session = (await sessions.resolve(token))!;
    await revokeBehindItsBack(session.id);
    for (const word of [null, undefined, 'x', {}, { userId: '7' }, { userId: 7, only: null }, { userId: 1.5 }]) expect(isEndedSessions(word)).toBe(false);
    expect(isEndedSessions({ userId: 7, except: 3 })).toBe(true);
    expect(await sessions.resolve(token)).toEqual(session);
    sessions.forget(null);
    expect(await sessions.resolve(token)).toBeNull();
  });
});
