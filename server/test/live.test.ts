import { ACCOUNT_EVENT_KINDS, EVENT_KIND_LOOK, type AccountEvent, type OptionPlaced, type Page, type PositionPlaced, type SpotPlaced } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import { login } from './support/accounts';
import { deposit, member, ok, requestDeposit, review, verifyBasic, type Member } from './support/funds';
import { openLive, settle, type LiveSocket } from './support/live';
import { startProcessPair, type ProcessPair } from './support/process';
import { call, databases, redisAnswers, startServer, TEST_REDIS_URL, type TestDatabase, type TestServer } from './support/server';
import { holdMarket, setPrice } from './support/trading';

const PAIR = 'BTC/USDT';

describe.each(databases)('the live account channel on $name', (database) => {
  let server: TestServer;
  const sockets: LiveSocket[] = [];
  const live = async (token?: string) => {
    const socket = await openLive(server.url, token);
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    server = await startServer(database);
    holdMarket(server);
    await setPrice(server, PAIR, '50000');
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await server.close();
  });

  const notifications = async (who: Member) => ok(call<Page<AccountEvent>>(server, 'notification/list', { token: who.token }));
  const unread = async (who: Member) => (await ok(call<{ count: number }>(server, 'notification/unread', { token: who.token }))).count;

  it('admits a socket with a live token to its own events only; a missing or unknown token gets none', async () => {
    const [alice, bob] = [await member(server), await member(server)];
    const mine = await live(alice.token);
    const theirs = await live(bob.token);
    const guest = await live();
    const forged = await live('not-a-session-token');
    expect([mine.signedIn, theirs.signedIn, guest.signedIn, forged.signedIn]).toEqual([true, true, false, false]);
    // A socket cannot subscribe its way into someone else's room.
    guest.socket.emit('sub', [`user:${alice.user.id}`]);
    theirs.socket.emit('sub', [`user:${alice.user.id}`]);
    await settle(200);

    const id = await requestDeposit(server, alice, '250');
    await review(server, 'deposits', id);
    const event = await mine.next((e) => e.kind === 'deposit.reviewed');
    expect(event).toMatchObject({ kind: 'deposit.reviewed', ref: id, read: false, data: { status: 'approved', currency: 'USDT', amount: '250', reason: '' } });
    await settle();
    expect(mine.events.filter((e) => e.kind === 'deposit.reviewed')).toHaveLength(1);
    expect([theirs.events, guest.events, forged.events]).toEqual([[], [], []]);
  });

  it('keeps every event in the notification list, with an unread count and read state of the user\'s own', async () => {
    const [alice, bob] = [await member(server), await member(server)];
    await deposit(server, alice, '100');
    const rejected = await requestDeposit(server, alice, '12');
    await review(server, 'deposits', rejected, 'reject');
    await ok(call(server, 'wallet/change', { body: { from: 'coin', to: 'contract', currency_id: 3, amount: '40' }, token: alice.token }));

    const page = await notifications(alice);
    expect(page.total).toBe(3);
    expect(page.list.map((e) => e.kind)).toEqual(['transfer.done', 'deposit.reviewed', 'deposit.reviewed']);
    expect(page.list[0]).toMatchObject({ data: { currency: 'USDT', amount: '40', from: 'coin', to: 'contract' } });
    expect(page.list[1]).toMatchObject({ ref: rejected, data: { status: 'rejected', reason: 'not matched', amount: '12' } });
    expect(await unread(alice)).toBe(3);

    // Bob can neither see nor mark Alice's.
    expect((await notifications(bob)).total).toBe(0);
    expect((await ok(call<{ count: number }>(server, 'notification/read', { body: { id: page.list[0]?.id ?? 0 }, token: bob.token }))).count).toBe(0);
    expect(await unread(alice)).toBe(3);

    expect((await ok(call<{ count: number }>(server, 'notification/read', { body: { id: page.list[0]?.id ?? 0 }, token: alice.token }))).count).toBe(1);
    expect(await unread(alice)).toBe(2);
    expect((await notifications(alice)).list.map((e) => e.read)).toEqual([true, false, false]);
    expect((await ok(call<{ count: number }>(server, 'notification/read', { body: {}, token: alice.token }))).count).toBe(2);
    expect(await unread(alice)).toBe(0);
  });

  it('stops a signed-out session\'s socket hearing at once, and checks the token again on every connect', async () => {
    const alice = await member(server);
    const otherDevice = await login(server, alice.registered);
    const leaving = await live(alice.token);
    const staying = await live(otherDevice);
    await ok(call(server, 'user/logout', { body: {}, token: alice.token }));
    await deposit(server, { ...alice, token: otherDevice }, '50');
    await staying.next((e) => e.kind === 'deposit.reviewed');
    await settle();
    expect(leaving.events).toEqual([]);
    // Reconnecting with the ended session's token is a connection without account events.
    expect((await live(alice.token)).signedIn).toBe(false);
  });

  it('tells of a waiting position cancelled, its margin and fee back, and lists each category\'s events', async () => {
    const trader = await member(server);
    await verifyBasic(server, trader);
    await deposit(server, trader, '1000');
    await ok(call(server, 'wallet/change', { body: { from: 'coin', to: 'contract', currency_id: 3, amount: '500' }, token: trader.token }));
    const socket = await live(trader.token);
    const waiting = await ok(
      call<PositionPlaced>(server, 'lever/submit', { body: { symbol: PAIR, side: 'long', type: 'limit', price: '45000', multiple: 10, lots: 1 }, token: trader.token }),
    );
    expect(waiting).toMatchObject({ status: 'waiting', margin: '45', fee: '0.225' });
    await ok(call(server, 'lever/close', { body: { id: waiting.id }, token: trader.token }));
    const cancelled = await socket.next((e) => e.kind === 'position.cancelled');
    expect(cancelled).toMatchObject({ ref: waiting.id, data: { symbol: PAIR, side: 'long', lots: 1, price: '45000', margin: '45', fee: '0.225' } });
    const [contract] = await server.built.db.query<{ available: string }>(
      `SELECT trim_scale(available)::text AS available FROM balances WHERE user_id = $1 AND account = 'contract' AND currency_id = 3`,
      [trader.user.id],
    );
    expect(contract?.available).toBe('500');

    const kindsIn = async (category?: string) =>
      (await ok(call<Page<AccountEvent>>(server, 'notification/list', { token: trader.token, query: category ? { category } : {} }))).list.map((e) => e.kind);
    expect(await kindsIn()).toEqual(['position.cancelled', 'transfer.done', 'deposit.reviewed', 'identity.reviewed']);
    expect(await kindsIn('trade')).toEqual(['position.cancelled']);
    expect(await kindsIn('account')).toEqual(['transfer.done', 'deposit.reviewed']);
    expect(await kindsIn('system')).toEqual(['identity.reviewed']);
    expect(await kindsIn('wealth')).toEqual([]);
    const unknown = await call(server, 'notification/list', { token: trader.token, query: { category: 'news' }, lang: 'en' });
    expect([unknown.status, unknown.body.message]).toEqual([400, translate('en', 'notifications.categoryInvalid')]);
  });

  it('stores only the kernel\'s event kinds: the CHECK lists exactly ACCOUNT_EVENT_KINDS, each with its category and icon', async () => {
    const [row] = await server.built.db.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conrelid = 'notifications'::regclass AND conname = 'notifications_kind_check'`,
    );
    const listed = [...(row?.definition ?? '').matchAll(/'([A-Za-z.]+)'/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...ACCOUNT_EVENT_KINDS].sort());
    expect(Object.keys(EVENT_KIND_LOOK).sort()).toEqual([...ACCOUNT_EVENT_KINDS].sort());
  });

  it('refuses the notification calls without a session', async () => {
    for (const path of ['notification/list', 'notification/unread']) {
      expect((await call(server, path)).body.code).toBe(999);
      expect((await call(server, path, { token: 'forged' })).body.code).toBe(999);
    }
    expect((await call(server, 'notification/read', { body: {} })).body.code).toBe(999);
  });

  it('tells of a limit order filled, a position closed by its stop-loss and an option delivered, as they settle', async () => {
    const trader = await member(server);
    // Listening from the start: an event of the set-up told late (another process's) is still one that was meant.
    const socket = await live(trader.token);
    await verifyBasic(server, trader);
    await deposit(server, trader, '5000');
    for (const to of ['contract', 'option']) await ok(call(server, 'wallet/change', { body: { from: 'coin', to, currency_id: 3, amount: '1000' }, token: trader.token }));
    const option = await ok(
      call<OptionPlaced>(server, 'microtrade/submit', { body: { symbol: PAIR, seconds: 30, currency_id: 3, direction: 'put', amount: '100' }, token: trader.token }),
    );
    expect(option).toMatchObject({ symbol: PAIR, direction: 'put', amount: '100', currency: 'USDT', purchase_price: '50000' });
    expect(Math.abs(Date.parse(option.delivers_at) - (server.clock.now() + 30_000))).toBeLessThan(1_000);
    const optionId = option.id;

    // Each submit answers what it did at once, for the result sheet.
    const placed = await ok(call<SpotPlaced>(server, 'coin/trade', { body: { symbol: PAIR, side: 'buy', type: 'limit', price: '49000', quantity: '0.01' }, token: trader.token }));
    expect(placed).toMatchObject({ status: 'waiting', price: '49000', quantity: '0.01', amount: '490', fee: '0.49', fee_currency: 'USDT', tick_time: null });
    const orderId = placed.id;
    const bought = await ok(call<SpotPlaced>(server, 'coin/trade', { body: { symbol: PAIR, side: 'buy', type: 'market', quantity: '0.001' }, token: trader.token }));
    expect(bought).toMatchObject({ status: 'completed', price: '50000', amount: '50', fee: '0.05' });
    expect(typeof bought.tick_time).toBe('number');
    const position = await ok(
      call<PositionPlaced>(server, 'lever/submit', {
        body: { symbol: PAIR, side: 'long', type: 'market', multiple: 10, lots: 1, stop_loss: '48500' },
        token: trader.token,
      }),
    );
    expect(position).toMatchObject({ status: 'holding', price: '50000', lots: 1, multiple: 10, margin: '50', fee: '0.25' });
    expect(position.liquidation_price).toMatch(/^45\d{3}/);
    const positionId = position.id;
    const opened = await socket.next((e) => e.kind === 'position.opened');
    expect(opened).toMatchObject({ ref: positionId, data: { symbol: PAIR, side: 'long', lots: 1, price: '50000', margin: '50' } });

    server.clock.advance(30_000);
    const delivery = await setPrice(server, PAIR, '48400');
    const filled = await socket.next((e) => e.kind === 'spot.filled' && e.ref === orderId);
    expect(filled).toMatchObject({ ref: orderId, data: { symbol: PAIR, side: 'buy', type: 'limit', price: '49000', quantity: '0.01', fee: '0.49' } });
    const closed = await socket.next((e) => e.kind === 'position.closed');
    expect(closed).toMatchObject({ ref: positionId, data: { reason: 'stop_loss', price: '48400', profit: '-16' } });
    expect(closed.kind === 'position.closed' && closed.data.tick_time).toBe(delivery.time);
    const delivered = await socket.next((e) => e.kind === 'option.delivered');
    // A put bought at 50000 and delivered at 48400 wins 80 % on 100.
    expect(delivered).toMatchObject({
      ref: optionId,
      data: { symbol: PAIR, direction: 'put', outcome: 'win', currency: 'USDT', amount: '100', payout: '180', purchase_price: '50000', price: '48400', tick_time: delivery.time },
    });
    await settle();
    expect(socket.events.map((e) => e.kind).sort()).toEqual([
      'deposit.reviewed',
      'identity.reviewed',
      'option.delivered',
      'position.closed',
      'position.opened',
      'spot.filled',
      'spot.filled',
      'transfer.done',
      'transfer.done',
    ]);
  });
});

const postgres = databases.find((database) => database.url);

describe.each([
  { adapter: 'PostgreSQL', redisUrl: undefined as string | undefined },
  { adapter: 'Redis', redisUrl: TEST_REDIS_URL },
])('two server processes, sockets meeting through $adapter', ({ adapter, redisUrl }) => {
  let pair: ProcessPair | null = null;
  const sockets: LiveSocket[] = [];
  beforeAll(async () => {
    if (!postgres) return;
    if (redisUrl && !(await redisAnswers(redisUrl))) {
      console.warn(`notice: no Redis at ${redisUrl}; the two-process test through Redis is skipped`);
      return;
    }
    // Sessions are taken for ten minutes without asking the database: only the word that one ended can end it in the other process.
    const recheck = { env: { SESSION_RECHECK_MS: '600000' }, mirrorConfig: { sessionRecheckMs: 600_000 } };
    pair = await startProcessPair(postgres as TestDatabase & { url: string }, { ...recheck, ...(redisUrl ? { redisUrl } : {}) });
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await pair?.stop();
  });

  it(`delivers an event settled in one process to the user's socket on the other, once (${adapter})`, async () => {
    if (!pair) {
      if (!postgres) console.warn('notice: no PostgreSQL (TEST_DATABASE_URL); the two-process live test is skipped');
      return;
    }
    const { mirror, publisher } = pair;
    const who = await member(mirror);
    const watcher = await member(mirror);
    // The user's socket is on the publisher process; the decisions are taken in this (mirror) one.
    const there = await openLive(publisher.url, who.token);
    const here = await openLive(mirror.url, who.token);
    const other = await openLive(publisher.url, watcher.token);
    sockets.push(there, here, other);
    expect([there.signedIn, here.signedIn, other.signedIn]).toEqual([true, true, true]);

    const id = await requestDeposit(mirror, who, '321');
    await review(mirror, 'deposits', id);
    expect(await there.next((e) => e.kind === 'deposit.reviewed' && e.ref === id)).toMatchObject({ data: { amount: '321', status: 'approved' } });
    await here.next((e) => e.kind === 'deposit.reviewed' && e.ref === id);
    await settle(800);
    expect(there.events.filter((e) => e.ref === id)).toHaveLength(1);
    expect(here.events.filter((e) => e.ref === id)).toHaveLength(1);
    expect(other.events).toEqual([]);
  }, 60_000);

  const center = (where: { url: string }, token: string) => call(where, 'user/center', { token });
  /** The word crosses through the adapter: the status once it has come, or once five seconds have passed. */
  const refused = async (where: { url: string }, token: string) => {
    for (let tries = 0; tries < 100 && (await center(where, token)).status !== 401; tries++) await settle(50);
    return (await center(where, token)).status;
  };

  it(`ends a session signed out in one process in the other at once (${adapter})`, async () => {
    if (!pair) return;
    const { mirror, publisher } = pair;
    const [here, there] = [await member(mirror), await member(mirror)];
    for (const who of [here, there]) for (const where of [mirror, publisher]) expect((await center(where, who.token)).status).toBe(200);

    expect((await call(mirror, 'user/logout', { body: {}, token: here.token })).status).toBe(200);
    expect((await call(publisher, 'user/logout', { body: {}, token: there.token })).status).toBe(200);
    // Each process remembered the session (above) until the word came.
    expect([await refused(publisher, here.token), await refused(mirror, there.token)]).toEqual([401, 401]);
    expect([(await center(mirror, here.token)).status, (await center(publisher, there.token)).status]).toEqual([401, 401]);
  }, 60_000);

  it(`ends every other device's session in the other process when the password changes there, and keeps the device that changed it (${adapter})`, async () => {
    if (!pair) return;
    const { mirror, publisher } = pair;
    const who = await member(mirror);
    const [phone, tablet] = [await login(mirror, who.registered), await login(mirror, who.registered)];
    const bystander = await member(mirror);
    for (const token of [who.token, phone, tablet, bystander.token]) expect((await center(publisher, token)).status).toBe(200);

    const password = 'new-secret-1';
    expect((await call(mirror, 'safe/update_password', { body: { old_password: who.registered.password, password, re_password: password }, token: who.token })).body.code).toBe(1);
    expect([await refused(publisher, phone), await refused(publisher, tablet)]).toEqual([401, 401]);
    // Once the word has come (above), the device that changed it and another user's session are still taken.
    expect([(await center(publisher, who.token)).status, (await center(publisher, bystander.token)).status]).toEqual([200, 200]);
    expect([(await center(mirror, phone)).status, (await center(mirror, who.token)).status]).toEqual([401, 200]);
  }, 60_000);
});
