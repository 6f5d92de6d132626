/**
 * New-coin subscription end to end on the real server: commits frozen, the window closing into a
 * pro-rata allocation with refunds to the last unit and a published report anyone can recompute
 * from, the coin listed and tradeable at launch, the lock-up's release, and the jobs idempotent
 * (run again, and raced by two processes on one PostgreSQL database).
 */
import type { AccountEvent, CandleHistory, LedgerDetail, NewCoinOrder, NewCoinProject, NewCoinReport, Page, Ticker } from '@h5/shared/contract';
import { addDecimal, allocationOf, compareDecimal, subDecimal, sumDecimals } from '@h5/shared/money';
import type { Database } from '../src/db/database';
import { deposit, member, ok, type Member } from './support/funds';
import { call, databases, freshSchema, startServer, type TestServer } from './support/server';
import { balanceOf, setPrice } from './support/trading';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** A test project: `price` a coin, `supply` for sale, opened an hour ago, closing in an hour, launching an hour later, locked a day. */
async function addProject(db: Database, p: { id: number; coin: string; price: string; supply: string; cap: string }): Promise<void> {
  const at = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
  await db.query(
    `INSERT INTO new_coin_projects (id, coin, name, logo, description, currency_id, coin_currency_id, coin_decimals, price_decimals,
                                    price, supply, min_amount, user_cap, start_at, end_at, launch_at, unlock_at, sort)
     VALUES ($1, $2, $2 || ' Test', '#123456', '{"en": "A test project"}', 3, $1, 4, 4, $3, $4, 1, $5, $6, $7, $8, $9, $1)`,
    [p.id, p.coin, p.price, p.supply, p.cap, at(-HOUR), at(HOUR), at(2 * HOUR), at(2 * HOUR + DAY)],
  );
}

/** Every balance row of these users equals the sum of its ledger entries. */
async function ledgerMismatches(db: Database, ids: number[]): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM balances b
       LEFT JOIN (SELECT user_id, account, currency_id, sum(available_delta) AS a, sum(frozen_delta) AS f FROM ledger_entries GROUP BY 1, 2, 3) l
         USING (user_id, account, currency_id)
      WHERE b.user_id = ANY($1::int[]) AND (b.available <> coalesce(l.a, 0) OR b.frozen <> coalesce(l.f, 0))`,
    [ids],
  );
  return row?.count ?? -1;
}

const advance = (server: TestServer, seconds: number) => ok(call<{ done: Record<string, number> }>(server, 'dev/clock', { body: { seconds }, json: true }));
const subscribe = (server: TestServer, who: Member | null, product_id: number | string, amount: string, lang = 'en') =>
  call<{ id: number }>(server, 'lh/send/order', { body: { product_id, amount }, token: who?.token, lang });
const orders = (server: TestServer, who: Member, query: Record<string, string | number> = {}) =>
  ok(call<Page<NewCoinOrder>>(server, 'lh/send/order_list', { token: who.token, query }));

describe.each(databases)('new coins on $name', (database) => {
  let server: TestServer;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  const OVER = 900;
  const UNDER = 901;
  beforeAll(async () => {
    server = await startServer(database);
    await addProject(server.built.db, { id: OVER, coin: 'TSTA', price: '0.1', supply: '1000', cap: '500' });
    await addProject(server.built.db, { id: UNDER, coin: 'TSTB', price: '0.5', supply: '10000', cap: '1000' });
    [alice, bob, carol] = await Promise.all([member(server), member(server), member(server)]);
    for (const who of [alice, bob, carol]) await deposit(server, who, '1000');
  }, 120_000);
  afterAll(() => server?.close());

  it('lists the seeded projects in every state, with a featured one and counts by state', async () => {
    const all = await ok(call<NewCoinProject[]>(server, 'lh/send/product_info'));
    const states = new Set(all.map((p) => p.state));
    expect([...states].sort()).toEqual(['calculating', 'launched', 'sold_out', 'subscribing', 'upcoming']);
    const upcoming = await ok(call<NewCoinProject[]>(server, 'lh/send/product_info', { query: { state: 'upcoming' } }));
    expect(upcoming.every((p) => p.state === 'upcoming')).toBe(true);
    const featured = await ok(call<NewCoinProject | null>(server, 'lh/send/get_recommend'));
    expect(featured?.state).toBe('subscribing');
    // Each project is described in the language asked (NOVA, a demo project).
    const described = async (lang: 'en' | 'zh' | 'th') => (await ok(call<NewCoinProject>(server, 'lh/send/detail', { query: { id: 1 }, lang }))).description;
    expect(await described('en')).toMatch(/^A modular layer-1/);
    expect(await described('zh')).toMatch(/^模块化公链/);
    expect(await described('th')).toMatch(/^บล็อกเชน/);
    // One described in English only reads in English whatever the language.
    const only = await ok(call<NewCoinProject>(server, 'lh/send/detail', { query: { id: OVER }, lang: 'jp' }));
    expect(only.description).toBe('A test project');
    const config = await ok(call<{ counts: Record<string, number> }>(server, 'lh/send/config'));
    expect(Object.values(config.counts).reduce((a, b) => a + b, 0)).toBe(all.length);
    // A launched seed is trading at start.
    const pixl = all.find((p) => p.coin === 'PIXL');
    const tickers = await ok(call<Ticker[]>(server, 'currency/quotation_new'));
    expect(tickers.some((t) => t.symbol === `PIXL/USDT`)).toBe(pixl ? true : false);
    // It trades under its project's name, which search finds.
    expect(tickers.find((t) => t.symbol === 'PIXL/USDT')?.name).toBe('Pixel Realms');
  });

  it('refuses bad subscriptions with a clear message and changes nothing', async () => {
    const before = await balanceOf(server, alice, 'coin');
    const refusals: Array<[Member | null, number | string, string, string]> = [
      [null, OVER, '10', 'Please log in first'],
      [alice, 99999, '10', 'This new coin project does not exist'],
      [alice, 2, '100', 'Subscription for this project is not open'],
      [alice, OVER, '0.5', 'The minimum is 1 USDT'],
      [alice, OVER, '500.01', 'The maximum is 500 USDT'],
      [alice, OVER, '1.0000001', 'decimal'],
      [alice, OVER, '-3', 'amount'],
      [alice, 'x', '10', ''],
    ];
    for (const [who, id, amount, message] of refusals) {
      const { body, status } = await subscribe(server, who, id, amount);
      expect(status).toBeLessThan(500);
      expect(body.code).not.toBe(1);
      expect(body.message.toLowerCase()).toContain(message.toLowerCase());
    }
    const poor = await member(server);
    const short = await subscribe(server, poor, OVER, '10');
    expect(short.body.message).toBe('You have insufficient balance so please recharge');
    const zh = await subscribe(server, alice, 99999, '10', 'zh');
    expect(zh.body.message).toBe('该新币项目不存在');
    expect(await balanceOf(server, alice, 'coin')).toEqual(before);
    expect((await orders(server, alice)).total).toBe(0);
  });

  it('freezes a commit, one record for a double tap, under review until the window closes', async () => {
    const taps = await Promise.all([subscribe(server, alice, OVER, '300'), subscribe(server, alice, OVER, '300')]);
    expect(taps.map((tap) => tap.body.code).sort()).toEqual([0, 1]);
    expect(taps.find((tap) => tap.body.code === 0)?.body.message).toBe('You have already subscribed to this project');
    await ok(subscribe(server, bob, OVER, '100'));
    await ok(subscribe(server, carol, OVER, '33.333333'));
    await ok(subscribe(server, alice, UNDER, '200'));
    expect(await balanceOf(server, alice, 'coin')).toMatchObject({ available: '500', frozen: '500' });
    const mine = await orders(server, alice, { product_id: OVER });
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({ status: 'review', amount: '300', allocated: null });
    // The history's detail of the freeze names the subscription, under review.
    const [freeze] = await server.built.db.query<{ id: number }>(`SELECT id FROM ledger_entries WHERE user_id = $1 AND reference = $2`, [
      alice.user.id,
      `new_coin:${mine.list[0]?.id}`,
    ]);
    const detail = await ok(call<LedgerDetail>(server, 'wallet/legal_detail', { body: { id: freeze?.id ?? 0 }, token: alice.token }));
    expect(detail).toMatchObject({ type: 'new_coin_subscription', source: { kind: 'new_coin', id: mine.list[0]?.id, symbol: null, status: 'review' } });
    // Another user's records are never shown, whatever is asked.
    expect((await orders(server, bob, { product_id: UNDER })).total).toBe(0);
    const report = await call(server, 'lh/send/report', { query: { id: OVER }, lang: 'en' });
    expect(report.body.message).toBe('The allocation report is published when the subscription window closes');
    const project = await ok(call<NewCoinProject>(server, 'lh/send/detail', { query: { id: OVER } }));
    expect(project).toMatchObject({ state: 'subscribing', total_committed: '433.333333', subscribers: 3 });
  });

  it('allocates pro rata when oversubscribed, refunds the rest to the last unit, and publishes the report', async () => {
    const { done } = await advance(server, HOUR + 1);
    expect(done['newCoin.allocate']).toBeGreaterThanOrEqual(2);
    const report = await ok(call<NewCoinReport>(server, 'lh/send/report', { query: { id: OVER } }));
    expect(report).toMatchObject({ total_committed: '433.333333', subscribers: 3, supply: '1000', price: '0.1', ratio: '0.23076923' });
    const terms = { supply: report.supply, price: report.price, totalCommitted: report.total_committed, coinDecimals: report.coin_decimals, currencyDecimals: report.currency_decimals };
    let allocated = '0';
    for (const [who, commit] of [[alice, '300'], [bob, '100'], [carol, '33.333333']] as const) {
      const [order] = (await orders(server, who, { product_id: OVER })).list;
      // Each user recomputes their own share from the published figures with the kernel's formula.
      const expected = allocationOf(commit, terms);
      expect(order).toMatchObject({ status: 'passed', allocated: expected.allocated, paid: expected.paid, refunded: expected.refunded });
      expect(addDecimal(expected.paid, expected.refunded)).toBe(commit);
      allocated = addDecimal(allocated, expected.allocated);
    }
    expect(allocated).toBe(report.allocated);
    expect(compareDecimal(report.allocated, report.supply)).toBeLessThanOrEqual(0);
    expect(addDecimal(report.paid, report.refunded)).toBe(report.total_committed);
    const bobShare = allocationOf('100', terms);
    expect(await balanceOf(server, bob, 'coin')).toEqual(expect.objectContaining({ available: subDecimal('1000', bobShare.paid), frozen: '0' }));

    // Undersubscribed: everything asked for, nothing refunded.
    const under = (await orders(server, alice, { product_id: UNDER })).list[0];
    expect(under).toMatchObject({ status: 'passed', allocated: '400', paid: '200', refunded: '0' });
    const aliceShare = allocationOf('300', terms);
    expect((await balanceOf(server, alice, 'coin')).frozen).toBe('0');
    expect((await balanceOf(server, alice, 'coin')).available).toBe(subDecimal('800', aliceShare.paid));

    const events = await ok(call<Page<AccountEvent>>(server, 'notification/list', { token: bob.token }));
    expect(events.list[0]).toMatchObject({ kind: 'newCoin.allocated', data: { coin: 'TSTA', committed: '100', allocated: bobShare.allocated } });
    const project = await ok(call<NewCoinProject>(server, 'lh/send/detail', { query: { id: OVER } }));
    expect(project.state).toBe('calculating');
  });

  it('lists the coin at launch at its issue price, tradeable on spot, and values the locked allocation live', async () => {
    // Ticks (and so candles) carry the real time, while the calendar here runs ahead of it: the
    // chart is held to the minute the listing happened in, not to the calendar's launch time.
    const listedFrom = Math.floor(Date.now() / 60_000) * 60;
    const { done } = await advance(server, HOUR);
    expect(done['newCoin.launch']).toBeGreaterThanOrEqual(2);
    expect(done['newCoin.sync']).toBeGreaterThanOrEqual(2);
    const tickers = await ok(call<Ticker[]>(server, 'currency/quotation_new'));
    expect(compareDecimal(tickers.find((t) => t.symbol === 'TSTA/USDT')?.price ?? '0', '0.1')).toBe(0);
    // Its chart starts at its launch: no generated history from before it traded.
    const minutes = await ok(call<CandleHistory>(server, 'currency/new_timeshar', { query: { symbol: 'TSTA/USDT', period: '1min', limit: 1000 } }));
    expect(minutes.candles.length).toBeGreaterThan(0);
    expect(minutes.candles.filter((candle) => candle.time < listedFrom)).toEqual([]);
    await setPrice(server, 'TSTA/USDT', '0.15');
    const bought = await call(server, 'coin/trade', { body: { symbol: 'TSTA/USDT', side: 'buy', type: 'market', quantity: '100' }, token: carol.token });
    expect(bought.body.code).toBe(1);
    expect((await balanceOf(server, carol, 'coin', OVER)).available).toBe('100');
    const [order] = (await orders(server, bob, { product_id: OVER })).list;
    expect(order).toMatchObject({ status: 'passed', last_price: '0.15' });
    expect((await ok(call<NewCoinProject>(server, 'lh/send/detail', { query: { id: OVER } }))).state).toBe('launched');
  });

  it('releases the allocations into the spot accounts when the lock-up ends, once', async () => {
    const { done } = await advance(server, DAY);
    expect(done['newCoin.release']).toBeGreaterThanOrEqual(4);
    const [order] = (await orders(server, bob, { product_id: OVER })).list;
    expect(order?.status).toBe('released');
    expect((await balanceOf(server, bob, 'coin', OVER)).available).toBe(order?.allocated);
    expect((await balanceOf(server, alice, 'coin', UNDER)).available).toBe('400');
    const events = await ok(call<Page<AccountEvent>>(server, 'notification/list', { token: bob.token }));
    expect(events.list[0]).toMatchObject({ kind: 'newCoin.released', data: { coin: 'TSTA', amount: order?.allocated } });
    // Another round changes nothing.
    const again = await server.built.scheduler.runNow();
    expect([again['newCoin.allocate'], again['newCoin.launch'], again['newCoin.sync'], again['newCoin.release']]).toEqual([0, 0, 0, 0]);
    expect((await ok(call<NewCoinProject>(server, 'lh/send/detail', { query: { id: OVER } }))).state).toBe('sold_out');
    expect(await ledgerMismatches(server.built.db, [alice, bob, carol].map((who) => who.user.id))).toBe(0);
    const paid = await server.built.db.query<{ total: string }>(
      `SELECT trim_scale(-sum(frozen_delta))::text AS total FROM ledger_entries WHERE reason = 'new_coin_pay' AND reference LIKE 'new_coin:%'`,
    );
    const report = await ok(call<NewCoinReport>(server, 'lh/send/report', { query: { id: OVER } }));
    const under = await ok(call<NewCoinReport>(server, 'lh/send/report', { query: { id: UNDER } }));
    expect(paid[0]?.total).toBe(sumDecimals([report.paid, under.paid]));
  });
});

/** Two processes (in-process servers on one schema) racing every job round: each effect happens once. */
const postgres = databases.find((database) => database.url);
(postgres ? describe : describe.skip)('new-coin jobs raced by two processes on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const schema = freshSchema();
    a = await startServer(postgres as typeof databases[number], { databaseSchema: schema });
    b = await startServer(postgres as typeof databases[number], { databaseSchema: schema });
  }, 60_000);
  afterAll(async () => {
    await b?.close({ keepData: true });
    await a?.close();
  });

  it('allocates, launches, lists and releases once whichever process gets there', async () => {
    await addProject(a.built.db, { id: 910, coin: 'RACE', price: '0.1', supply: '500', cap: '100' });
    const users = await Promise.all(Array.from({ length: 6 }, () => member(a)));
    for (const who of users) await deposit(a, who, '100');
    await Promise.all(users.map((who, i) => ok(subscribe(i % 2 ? a : b, who, 910, String(20 + i * 7)))));
    for (const seconds of [HOUR + 1, HOUR, DAY]) await Promise.all([advance(a, seconds), advance(b, seconds)]);
    const ids = users.map((who) => who.user.id);
    const entries = await a.built.db.query<{ reason: string; count: number }>(
      `SELECT reason, count(*)::int AS count FROM ledger_entries WHERE user_id = ANY($1::int[]) AND reference LIKE 'new_coin:%' GROUP BY reason ORDER BY reason`,
      [ids],
    );
    expect(entries).toEqual([
      { reason: 'new_coin_freeze', count: 6 },
      { reason: 'new_coin_pay', count: 6 },
      { reason: 'new_coin_refund', count: 6 },
      { reason: 'new_coin_release', count: 6 },
    ]);
    const events = await a.built.db.query<{ kind: string; count: number }>(
      `SELECT kind, count(*)::int AS count FROM notifications WHERE user_id = ANY($1::int[]) AND kind LIKE 'newCoin.%' GROUP BY kind ORDER BY kind`,
      [ids],
    );
    expect(events).toEqual([
      { kind: 'newCoin.allocated', count: 6 },
      { kind: 'newCoin.released', count: 6 },
    ]);
    for (const server of [a, b]) expect(server.built.feed.ticker('RACE/USDT')).toBeDefined();
    expect(await ledgerMismatches(a.built.db, ids)).toBe(0);
  }, 120_000);
});
