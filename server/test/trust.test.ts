/**
 * Fixed-term trust products end to end on a real database: the spec's examples, purchase rules
 * and quotas (also under parallel purchases), dividends exactly once (two app instances racing on
 * one PostgreSQL schema), catch-up after a stop, early redemption, statements against the ledger,
 * and the ledger invariant after all of it.
 */
import type { AccountEvent, LedgerDetail, Page, TrustOrder, TrustProduct, TrustReport, TrustStatement } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import { trustRedemption } from '@h5/shared/money';
import { readOpsAccess } from '../src/modules/ops/access';
import { runOps } from '../src/modules/ops/cli';
import { deposit, ledgerHolds, member, ok, type Member } from './support/funds';
import { openLive } from './support/live';
import { call, databases, startServer, type TestServer } from './support/server';

const en = (key: string, vars?: Record<string, string | number>) => translate('en', key, vars);
const zh = (key: string, vars?: Record<string, string | number>) => translate('zh', key, vars);
const DAY = 86_400_000;
const USDT = 3;

describe.each(databases)('trust products on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
  });
  afterAll(() => server.close());

  const products = () => ok(call<TrustProduct[]>(server, 'lh/deposit/product_info'));
  const buy = (who: Member | null, body: Record<string, string | number>, lang = 'en') =>
    call<TrustOrder>(server, 'lh/deposit', { body: { agree: '1', ...body }, token: who?.token, lang });
  const redeem = (who: Member | null, id: number, lang = 'en') => call<TrustOrder>(server, 'lh/deposit/order/cancel', { body: { id }, token: who?.token, lang });
  const orders = (who: Member, query: Record<string, string> = {}) => ok(call<Page<TrustOrder>>(server, 'lh/deposit/order', { query, token: who.token }));
  const statement = (who: Member, id: number) => ok(call<TrustStatement>(server, 'lh/deposit/order/statement', { query: { id }, token: who.token }));
  const trustBalance = async (who: Member) =>
    (await server.built.db.query<{ available: string }>(
      `SELECT trim_scale(available)::text AS available FROM balances WHERE user_id = $1 AND account = 'trust' AND currency_id = $2`,
      [who.user.id, USDT],
    ))[0]?.available ?? '0';
  /** Moves the calendar and runs a scheduler round, as the server would on its own. */
  const days = async (count: number) => {
    server.clock.advance(count * DAY);
    return server.built.scheduler.runNow();
  };

  /** Moves the calendar just past day `day`'s dividend time of `order`, without a round (a stopped server). */
  const pastDay = (order: TrustOrder, day: number) => server.clock.advance(Math.max(0, Date.parse(order.value_at) + day * DAY + 1000 - server.clock.now()));

  /** A member with `usdt` in the trust account. */
  async function investor(usdt = '20000'): Promise<Member> {
    const who = await member(server);
    await deposit(server, who, usdt);
    await ok(call(server, 'wallet/change', { body: { from: 'coin', to: 'trust', currency_id: USDT, amount: usdt }, token: who.token }));
    return who;
  }

  it('lists the seeded products with their terms and states from the lowest yield up, one still to be opened last', async () => {
    const list = await products();
    expect(list.map((p) => [p.name, p.cycle_days, p.daily_rate, p.penalty_ratio, p.status])).toEqual([
      ['USDT-14D Starter', 14, '0.0001', '0.0001', 'open'],
      ['USDT-30D Stable', 30, '0.0002', '0.0002', 'open'],
      ['USDT-60D Stable', 60, '0.00025', '0.00025', 'open'],
      ['USDT-7D', 7, '0.003', '0.003', 'open'],
      ['USDT-15D', 15, '0.004', '0.004', 'open'],
      ['USDT-30D', 30, '0.005', '0.005', 'open'],
      ['USDT-90D', 90, '0.006', '0.006', 'open'],
      ['USDT-180D', 180, '0.0075', '0.0075', 'soon'],
    ]);
    // The rules' worked example, on a real product: 0.4 % a day for 15 days, settlement ratio 0.4 %.
    expect(list.find((p) => p.id === 2)).toMatchObject({ name: 'USDT-15D', currency: 'USDT', min_amount: '500', max_amount: '100000', total_rate: '0.06', dividend_minute: 0, opens_at: null });
    expect(list.at(-1)?.opens_at).toBe('2027-06-30T00:00:00.000Z');
    const config = await ok(call<{ now: number; time_zone: string }>(server, 'lh/deposit/config'));
    expect(config.time_zone).toBe('UTC');
  });

  it("spec example: 0.4 % a day for 15 days on 10000 pays 40 a day and 600 in all, then the principal; statement = ledger", async () => {
    const who = await investor('10000');
    const order = await ok(buy(who, { product_id: 2, amount: '10000' }));
    expect(order).toMatchObject({ status: 'escrow', amount: '10000', daily_income: '40', days_paid: 0, remaining_days: 15, income: '0' });
    expect(await trustBalance(who)).toBe('0');
    // Interest runs from the first 00:00 UTC after the purchase; day k is paid k days later.
    expect(Date.parse(order.value_at) % DAY).toBe(0);
    expect(Date.parse(order.matures_at) - Date.parse(order.value_at)).toBe(15 * DAY);

    const socket = await openLive(server.url, who.token);
    pastDay(order, 1);
    await server.built.scheduler.runNow();
    // The job's dividend reaches the user's open page once it has committed.
    const told = await socket.next((event) => event.kind === 'trust.dividend');
    socket.close();
    expect(told).toMatchObject({ ref: order.id, read: false, data: { product: 'USDT-15D', currency: 'USDT', amount: '40', day: 1, cycle_days: 15 } });
    const dayOne = (await orders(who)).list[0];
    expect(dayOne?.days_paid).toBe(1);
    expect(dayOne?.income).toBe('40');
    expect(await trustBalance(who)).toBe('40');
    const report = await ok(call<TrustReport>(server, 'lh/deposit/report', { token: who.token }));
    expect(report.lines).toEqual([{ currency: 'USDT', escrow: '10000', today_income: '40', total_income: '40', orders: 1 }]);

    await days(20);
    const done = (await orders(who)).list[0];
    expect(done).toMatchObject({ status: 'completed', days_paid: 15, income: '600', remaining_days: 0, penalty: null });
    expect(await trustBalance(who)).toBe('10600');
    // A completed order cannot be redeemed: refused, nothing moves.
    const late = await redeem(who, order.id);
    expect([late.status, late.body.message]).toEqual([400, en('trust.notInEscrow')]);
    expect(await trustBalance(who)).toBe('10600');

    const { lines } = await statement(who, order.id);
    expect(lines.map((line) => [line.type, line.day, line.amount])).toEqual([
      ['trust_purchase', null, '-10000'],
      ...Array.from({ length: 15 }, (_, i) => ['trust_dividend', i + 1, '40']),
      ['trust_principal', null, '10000'],
    ]);
    const ledger = await server.built.db.query<{ id: number; amount: string }>(
      `SELECT id, trim_scale(available_delta)::text AS amount FROM ledger_entries WHERE user_id = $1 AND account = 'trust' AND type LIKE 'trust_%' ORDER BY id`,
      [who.user.id],
    );
    expect(lines.map((line) => [line.ledger_id, line.amount])).toEqual(ledger.map((entry) => [entry.id, entry.amount]));
    // The history's detail of each entry names the order, in escrow no more.
    for (const line of [lines[0], lines[1], lines.at(-1)]) {
      const detail = await ok(call<LedgerDetail>(server, 'wallet/legal_detail', { body: { id: line?.ledger_id ?? 0 }, token: who.token }));
      expect(detail.source).toEqual({ kind: 'trust', id: order.id, symbol: null, status: 'completed' });
    }
    const dividends = await server.built.db.query<{ day: number; due_at: string }>(
      `SELECT day, to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS due_at FROM trust_dividends WHERE order_id = $1 ORDER BY day`,
      [order.id],
    );
    expect(dividends.map((d) => d.day)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    // Each dividend line names its day and when it fell due: value time + day days.
    expect(lines.filter((line) => line.type === 'trust_dividend').map((line) => [line.day, line.due_at])).toEqual(
      dividends.map((d) => [d.day, new Date(Date.parse(order.value_at) + d.day * DAY).toISOString()]),
    );
    expect(lines.filter((line) => line.type !== 'trust_dividend').every((line) => line.due_at === null)).toBe(true);
    // Told twice of dividends (day 1, then days 2 to 15 at once), then of the maturity, with the money each moved.
    const events = await server.built.db.query<{ kind: string; ref: number; data: unknown }>(
      `SELECT kind, ref, data FROM notifications WHERE user_id = $1 AND kind LIKE 'trust.%' ORDER BY id`,
      [who.user.id],
    );
    const named = { product: 'USDT-15D', currency: 'USDT' };
    expect(events).toEqual([
      { kind: 'trust.dividend', ref: order.id, data: { ...named, amount: '40', day: 1, cycle_days: 15 } },
      { kind: 'trust.dividend', ref: order.id, data: { ...named, amount: '560', day: 15, cycle_days: 15 } },
      { kind: 'trust.matured', ref: order.id, data: { ...named, principal: '10000', income: '600' } },
    ]);
    await ledgerHolds(server);
  });

  it('spec example: redeemed early with 3 days left, 0.4 % x 3 x 1000 = 12 penalty, 988 back, dividends kept', async () => {
    const who = await investor('1000');
    const order = await ok(buy(who, { product_id: 2, amount: '1000' }));
    await days(13);
    const held = (await orders(who)).list[0] as TrustOrder;
    expect(held).toMatchObject({ days_paid: 12, remaining_days: 3, income: '48', penalty: '12', refund: '988' });
    expect(trustRedemption('1000', { penalty_ratio: '0.004' }, 3, 8)).toEqual({ penalty: '12', refund: '988' });

    const socket = await openLive(server.url, who.token);
    const redeemed = await ok(redeem(who, order.id));
    expect(redeemed).toMatchObject({ status: 'redeemed', penalty: '12', refund: '988', income: '48' });
    // Every money movement is an event: the redemption is told, with the order it concerns, once it has committed.
    const told = await socket.next((event) => event.kind === 'trust.redeemed');
    socket.close();
    expect(told).toMatchObject({ ref: order.id, read: false, data: { product: 'USDT-15D', currency: 'USDT', principal: '1000', penalty: '12', refund: '988' } });
    const wealth = await ok(call<Page<AccountEvent>>(server, 'notification/list', { query: { category: 'wealth' }, token: who.token }));
    expect(wealth.list[0]).toMatchObject({ id: told.id, kind: 'trust.redeemed' });
    expect(await trustBalance(who)).toBe('1036');
    const { lines } = await statement(who, order.id);
    expect(lines.slice(-2).map((line) => [line.type, line.amount])).toEqual([
      ['trust_principal', '1000'],
      ['trust_penalty', '-12'],
    ]);
    // Redeemed is final: no more dividends, no second redemption.
    await days(5);
    expect((await orders(who)).list[0]).toMatchObject({ status: 'redeemed', days_paid: 12 });
    const again = await redeem(who, order.id);
    expect(again.body.message).toBe(en('trust.notInEscrow'));
    expect((await redeem(who, order.id, 'zh')).body.message).toBe(zh('trust.notInEscrow'));
    // A refused redemption tells nothing.
    const events = await server.built.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'trust.redeemed'`, [who.user.id]);
    expect(events[0]?.n).toBe(1);
    await ledgerHolds(server);
  });

  it('refuses bad purchases with a clear message and changes nothing', async () => {
    const who = await investor('600');
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ product_id: 2, amount: '499' }, en('amount.belowMinimum', { min: '500 USDT' })],
      [{ product_id: 2, amount: '100001' }, en('amount.aboveMaximum', { max: '100,000 USDT' })],
      [{ product_id: 2, amount: '700' }, en('funds.insufficientBalance')],
      [{ product_id: 999, amount: '600' }, en('trust.productUnknown')],
      [{ product_id: 5, amount: '10000' }, en('trust.productNotOpen')],
      [{ product_id: 2, amount: '' }, en('validation.amountRequired')],
      [{ product_id: 2, amount: '-5' }, en('validation.amountInvalid')],
      [{ product_id: 2, amount: '600', agree: '0' }, en('trust.agreementRequired')],
    ];
    for (const [body, message] of cases) {
      const refused = await buy(who, body);
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    // The figures in a refusal are written the reader's way.
    const spanish = await buy(who, { product_id: 2, amount: '100001' }, 'esp');
    expect(spanish.body.message).toBe(translate('esp', 'amount.aboveMaximum', { max: '100.000 USDT' }));
    expect((await buy(null, { product_id: 2, amount: '600' })).status).toBe(401);
    expect((await orders(who)).total).toBe(0);
    expect(await trustBalance(who)).toBe('600');
  });

  it('keeps orders, statements and redemptions to their owner', async () => {
    const owner = await investor('500');
    const other = await investor('10');
    const { id } = await ok(buy(owner, { product_id: 2, amount: '500' }));
    expect((await redeem(other, id)).status).toBe(404);
    expect((await call(server, 'lh/deposit/order/statement', { query: { id }, token: other.token })).status).toBe(404);
    expect((await call(server, 'lh/deposit/order', { token: 'forged' })).status).toBe(401);
    expect((await orders(other)).total).toBe(0);
    expect((await orders(owner)).list[0]?.status).toBe('escrow');
  });

  it('holds the per-user and total quotas under parallel purchases', async () => {
    const id = await createProduct(server, ['--name', 'QUOTA-7D', '--cycle', '7', '--rate', '0.003', '--penalty', '0.003', '--min', '100', '--max', '300', '--user-quota', '500', '--total-quota', '1000']);
    const buyers = await Promise.all([investor('1000'), investor('1000'), investor('1000')]);
    const results = await Promise.all(buyers.flatMap((who) => Array.from({ length: 4 }, () => buy(who, { product_id: id, amount: '200' }))));
    const placed = results.filter((result) => result.status === 200);
    // 1000 in all at 200 each: five orders, at most two (400 <= 500) per buyer.
    expect(placed).toHaveLength(5);
    for (const who of buyers) expect((await orders(who)).total).toBeLessThanOrEqual(2);
    const messages = new Set(results.filter((result) => result.status !== 200).map((result) => result.body.message));
    for (const message of messages) expect([en('trust.userQuota', { left: '100 USDT' }), en('trust.totalQuota', { left: '0 USDT' })]).toContain(message);
    const product = (await products()).find((p) => p.id === id);
    expect(product).toMatchObject({ sold: '1000', status: 'sold_out' });
    await ledgerHolds(server);
  });

  it('ops creates a product to be opened, opens it and closes it; closed ones leave the list and refuse purchases', async () => {
    const id = await createProduct(server, ['--name', 'OPS-30D', '--cycle', '30', '--rate', '0.005', '--penalty', '0.004', '--min', '100', '--max', '1000', '--user-quota', '2000', '--total-quota', '50000', '--dividend-time', '08:30', '--opens-at', '2099-01-01T00:00:00Z']);
    expect((await products()).find((p) => p.id === id)).toMatchObject({ status: 'soon', dividend_minute: 510, opens_at: '2099-01-01T00:00:00.000Z' });
    const who = await investor('100');
    expect((await buy(who, { product_id: id, amount: '100' })).body.message).toBe(en('trust.productNotOpen'));
    expect((await cliRun(server, 'trust', 'open', String(id))).out).toBe(`trust product ${id}: open\n`);
    const order = await ok(buy(who, { product_id: id, amount: '100' }));
    expect(Date.parse(order.value_at) % DAY).toBe(510 * 60_000);
    expect((await cliRun(server, 'trust', 'close', String(id))).out).toBe(`trust product ${id}: closed\n`);
    expect((await products()).some((p) => p.id === id)).toBe(false);
    expect((await buy(who, { product_id: id, amount: '100' })).body.message).toBe(en('trust.productClosed'));
    const listed = await cliRun(server, 'trust', 'list');
    expect(listed.out).toMatch(new RegExp(`^${id}\\s+OPS-30D\\s+USDT\\s+30\\s+0.005\\s+100\\s+50000\\s+closed`, 'm'));
    expect((await cliRun(server, 'trust', 'create', '--name', 'BAD', '--cycle', '7')).code).toBe(1);
    expect((await cliRun(server, 'trust', 'open', '99999')).code).toBe(1);
    // An order held in a closed product runs on: its dividends still come.
    await days(2);
    expect((await orders(who)).list[0]?.days_paid).toBeGreaterThanOrEqual(1);
  });

  it('ops refuses a product that does not hold together with a 4xx naming why, and stores nothing', async () => {
    const good: Record<string, string> = {
      '--name': 'CHECK-30D', '--cycle': '30', '--rate': '0.005', '--penalty': '0.004', '--min': '100', '--max': '1000', '--user-quota': '2000', '--total-quota': '50000',
    };
    const args = (changes: Record<string, string>) => Object.entries({ ...good, ...changes }).flat();
    const field = (name: string, key: string, vars: Record<string, string | number> = {}) => `${en(`ops.field.${name}`)}: ${en(key, vars)}`;
    const refusals: Array<[Record<string, string>, string]> = [
      [{ '--min': '1000', '--max': '100' }, en('ops.maxBelowMin', { max: '100 USDT', min: '1,000 USDT' })],
      [{ '--user-quota': '50' }, en('ops.userQuotaBelowMin', { quota: '50 USDT', min: '100 USDT' })],
      [{ '--total-quota': '50', '--user-quota': '100' }, en('ops.totalQuotaBelowMin', { quota: '50 USDT', min: '100 USDT' })],
      [{ '--total-quota': '1500' }, en('ops.totalQuotaBelowUserQuota', { total: '1,500 USDT', quota: '2,000 USDT' })],
      [{ '--min': '0.1234567' }, field('min_amount', 'ops.places', { currency: 'USDT', decimals: 6 })],
      [{ '--max': '0' }, field('max_amount', 'validation.amountPositive')],
      [{ '--user-quota': '1,000' }, field('user_quota', 'validation.amountInvalid')],
      [{ '--total-quota': '9'.repeat(16) }, field('total_quota', 'validation.tooLarge', { max: `${'9'.repeat(15)}.999999 USDT` })],
      [{ '--rate': '0.5%' }, field('daily_rate', 'ops.rateInvalid')],
      [{ '--penalty': '1.5' }, field('penalty_ratio', 'ops.rateInvalid')],
      [{ '--cycle': '0' }, field('cycle_days', 'ops.cycleInvalid', { max: 3650 })],
      [{ '--cycle': '999999999' }, field('cycle_days', 'ops.cycleInvalid', { max: 3650 })],
      [{ '--name': 'N'.repeat(41) }, field('name', 'ops.nameInvalid', { max: 40 })],
      [{ '--currency': '99' }, field('currency_id', 'airdropClaim.coinUnknown')],
      [{ '--dividend-time': '24:00' }, field('dividend_time', 'ops.dividendTimeInvalid')],
      [{ '--opens-at': 'tomorrow' }, field('opens_at', 'ops.timeInvalid')],
      [{ '--opens-at': '2020-01-01T00:00:00Z' }, en('ops.opensInPast')],
    ];
    const count = async () => (await server.built.db.query<{ n: number }>('SELECT count(*)::int AS n FROM trust_products'))[0]?.n;
    const before = await count();
    for (const [changes, message] of refusals) expect(await cliRun(server, 'trust', 'create', ...args(changes))).toMatchObject({ code: 1, err: `refused (400): ${message}\n` });
    expect(await count()).toBe(before);
    // In the operator's language too, and the relation's figures at the currency's places.
    const zhRefusal = await fetch(`${server.url}/ops/trust-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'zh', 'x-ops-token': (await readOpsAccess(server.config.opsAccessFile)).token },
      body: JSON.stringify({ name: 'X', currency_id: '3', cycle_days: '7', min_amount: '500', max_amount: '100', user_quota: '500', total_quota: '500', daily_rate: '0.001', penalty_ratio: '0.001' }),
    });
    expect([zhRefusal.status, ((await zhRefusal.json()) as { message: string }).message]).toEqual([400, zh('ops.maxBelowMin', { max: '100 USDT', min: '500 USDT' })]);
    const zhField = await fetch(`${server.url}/ops/trust-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'zh', 'x-ops-token': (await readOpsAccess(server.config.opsAccessFile)).token },
      body: JSON.stringify({ name: 'X', currency_id: '3', cycle_days: '7', min_amount: '0.1234567', max_amount: '100', user_quota: '500', total_quota: '500', daily_rate: '0.001', penalty_ratio: '0.001' }),
    });
    expect(((await zhField.json()) as { message: string }).message).toBe(`${zh('ops.field.min_amount')}：${zh('ops.places', { currency: 'USDT', decimals: 6 })}`);
    // What holds together is created: equal minimum and maximum, quotas at the minimum, six places.
    expect(await createProduct(server, args({ '--min': '100.123456', '--max': '100.123456', '--user-quota': '100.123456', '--total-quota': '100.123456' }))).toBeGreaterThan(0);
  });

  it('catches up after a stop: three missed days paid once when the jobs run again', async () => {
    const who = await investor('1000');
    const bought = await ok(buy(who, { product_id: 1, amount: '1000' }));
    const { id } = bought;
    // Stopped: the calendar moves on without a round, then one round catches up.
    pastDay(bought, 3);
    await server.built.scheduler.runNow();
    await server.built.scheduler.runNow();
    const order = (await orders(who)).list[0];
    expect(order?.id).toBe(id);
    expect(order).toMatchObject({ days_paid: 3, income: '9' });
    const rows = await server.built.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM trust_dividends WHERE order_id = $1`, [id]);
    expect(rows[0]?.n).toBe(3);
    await ledgerHolds(server);
  });
});

async function cliRun(server: TestServer, ...args: string[]) {
  let out = '';
  let err = '';
  const code = await runOps(args, { OPS_ACCESS_FILE: server.config.opsAccessFile }, { write: (c) => (out += String(c)) }, { write: (c) => (err += String(c)) });
  return { code, out, err };
}

async function createProduct(server: TestServer, args: string[]): Promise<number> {
  const created = await cliRun(server, 'trust', 'create', ...args);
  expect(created.err).toBe('');
  const match = /trust product (\d+): (open|soon)/.exec(created.out);
  if (!match) throw new Error(`not created: ${created.out}`);
  return Number(match[1]);
}

const postgres = databases.find((database) => database.name === 'postgres');
(postgres ? describe : describe.skip)('trust dividends with two server processes on one PostgreSQL schema', () => {
  it('pays each order each day exactly once, whichever instance gets there', async () => {
    const first = await startServer(postgres!);
    const second = await startServer(postgres!, { databaseSchema: first.config.databaseSchema });
    try {
      const buyers: Member[] = [];
      for (let i = 0; i < 6; i++) {
        const who = await member(first);
        await deposit(first, who, '2000');
        await ok(call(first, 'wallet/change', { body: { from: 'coin', to: 'trust', currency_id: USDT, amount: '2000' }, token: who.token }));
        for (let n = 0; n < 3; n++) await ok(call(first, 'lh/deposit', { body: { product_id: 1, amount: '500', agree: '1' }, token: who.token }));
        buyers.push(who);
      }
      for (let round = 0; round < 9; round++) {
        first.clock.advance(DAY);
        second.clock.advance(DAY);
        await Promise.all([first.built.scheduler.runNow(), second.built.scheduler.runNow(), first.built.scheduler.runNow()]);
      }
      const db = first.built.db;
      const [paid] = await db.query<{ n: number; orders: number }>(`SELECT count(*)::int AS n, count(DISTINCT order_id)::int AS orders FROM trust_dividends`);
      expect(paid).toEqual({ n: 18 * 7, orders: 18 });
      const [entries] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE type = 'trust_dividend'`);
      expect(entries?.n).toBe(18 * 7);
      for (const who of buyers) {
        const [balance] = await db.query<{ a: string }>(
          `SELECT trim_scale(available)::text AS a FROM balances WHERE user_id = $1 AND account = 'trust'`,
          [who.user.id],
        );
        // 500 back thrice plus 7 days x 1.5 each.
        expect(balance?.a).toBe(String(500 + 1500 + 3 * 7 * 1.5));
      }
      await ledgerHolds(first);
    } finally {
      await second.close({ keepData: true });
      await first.close();
    }
  });
});
