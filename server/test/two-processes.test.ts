import type { Page, PriceTick, SpotOrder } from '@h5/shared/contract';
import { deposit, member, ok, type Member } from './support/funds';
import { startProcessPair, type ProcessPair, type ServerProcess } from './support/process';
import { call, databases, type TestDatabase, type TestServer } from './support/server';
import { mirrored, settleAgain } from './support/trading';
import { mulDecimal, roundTo } from '@h5/shared/money';

const PAIR = 'BTC/USDT';
const USERS = 4;
const ORDERS_EACH = 40;
const QUANTITY = '0.001';
const MIRROR_POLL_MS = 60_000;

/**
 * Two server processes on one PostgreSQL schema: one publishes the shared price (a process of its
 * own, as `npm start` runs), the other (this one) mirrors it, and both run the settlement jobs on
 * every shared tick. Whatever they race, each order is settled once.
 */
const postgres = databases.find((database) => database.url);
(postgres ? describe : describe.skip)('two server processes on one PostgreSQL database', () => {
  let pair: ProcessPair;
  let mirror: TestServer;
  let publisher: ServerProcess;
  beforeAll(async () => {
    // This process polls the shared price once a minute only: what it takes sooner was announced.
    pair = await startProcessPair(postgres as TestDatabase & { url: string }, {
      mirrorConfig: { market: { seed: 7, tickMs: MIRROR_POLL_MS, control: true, source: { kind: 'simulator' } } },
    });
    ({ mirror, publisher } = pair);
  }, 60_000);
  afterAll(() => pair?.stop());

  const list = async (server: { url: string }, who: Member) =>
    (await ok(call<Page<SpotOrder>>(server, 'coin/list', { query: { limit: 100 }, token: who.token }))).list;

  it('takes each published round as soon as it is announced, none skipped', async () => {
    const prices = mirror.built.trading.prices;
    await mirrored(mirror, { symbol: PAIR, time: 0 });
    // Each round's time, and when it was first seen: in the database (published), here (taken).
    // Under load the publisher may itself publish rounds further apart than its second; what this
    // process must do is take every round published, within a second of its publication.
    const published = new Map<number, number>();
    const taken = new Map<number, number>();
    const watch = async (until: number, publications: boolean) => {
      while (Date.now() < until) {
        if (publications) {
          const [row] = await mirror.built.db.query<{ time: number }>('SELECT time_ms::float8 AS time FROM market_prices WHERE symbol = $1', [PAIR]);
          if (row && !published.has(row.time)) published.set(row.time, Date.now());
        }
        const time = prices.current(PAIR)?.time;
        if (time !== undefined && !taken.has(time)) taken.set(time, Date.now());
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    await watch(Date.now() + 5_500, true);
    // The last round published may still be on its way here.
    await watch(Date.now() + 1_000, false);
    // The first was published before the watch began; the publisher ticks once a second, and this
    // process would poll only once a minute.
    const rounds = [...published].slice(1);
    expect(rounds.length).toBeGreaterThanOrEqual(3);
    expect(rounds.filter(([time]) => !taken.has(time)).map(([time]) => time)).toEqual([]);
    for (const [time, publishedAt] of rounds) expect((taken.get(time) as number) - publishedAt).toBeLessThan(1_000);
  }, 30_000);

  it('settles every crossed limit order exactly once while both run the jobs on the same ticks', async () => {
    const prices = mirror.built.trading.prices;
    // The process started first publishes: this one mirrors it, and a mirror refuses to tick.
    await expect(prices.tick()).rejects.toThrow('only the publishing process ticks');
    const live = (await mirrored(mirror, { symbol: PAIR, time: 0 })).price;
    // Far enough below the live price that the walk never reaches it on its own during the test.
    const limit = roundTo(mulDecimal(live, '0.6'), 2, 'floor');

    const users = await Promise.all(Array.from({ length: USERS }, () => member(mirror)));
    for (const who of users) await deposit(mirror, who, '3000');
    // Orders go in through both processes.
    await Promise.all(
      users.flatMap((who) =>
        Array.from({ length: ORDERS_EACH }, (_, i) =>
          ok(call(i % 2 ? mirror : publisher, 'coin/trade', { body: { symbol: PAIR, side: 'buy', type: 'limit', price: limit, quantity: QUANTITY }, token: who.token })),
        ),
      ),
    );

    // The publisher takes the crossing price; meanwhile the mirror settles again and again, beside its own rounds on the ticks it mirrors.
    const crossing = roundTo(mulDecimal(limit, '0.99'), 2, 'floor');
    const moved = call<PriceTick>(publisher, 'dev/price', { body: { symbol: PAIR, price: crossing }, json: true });
    for (let round = 0; round < 20; round++) await settleAgain(mirror);
    const { body } = await moved;
    expect(body.code).toBe(1);
    await mirrored(mirror, body.data);
    await settleAgain(mirror);

    const db = mirror.built.db;
    for (const who of users) {
      const orders = await list(mirror, who);
      expect(orders).toHaveLength(ORDERS_EACH);
      expect(orders.every((order) => order.status === 'completed' && order.tick?.price === crossing)).toBe(true);
    }
    const ids = users.map((who) => who.user.id);
    // Each fill is two ledger entries (the held USDT leaves, the BTC arrives): never more.
    const fills = await db.query<{ reference: string; entries: number }>(
      `SELECT reference, count(*)::int AS entries FROM ledger_entries WHERE reason = 'spot_fill' AND user_id = ANY($1::int[]) GROUP BY reference`,
      [ids],
    );
    expect(fills).toHaveLength(USERS * ORDERS_EACH);
    expect(fills.every((fill) => fill.entries === 2)).toBe(true);
    const balances = await db.query<{ currency_id: number; available: string; frozen: string }>(
      `SELECT currency_id, trim_scale(sum(available))::text AS available, trim_scale(sum(frozen))::text AS frozen
         FROM balances WHERE user_id = ANY($1::int[]) AND account = 'coin' GROUP BY currency_id ORDER BY currency_id`,
      [ids],
    );
    const btc = balances.find((row) => row.currency_id === 1);
    expect(btc).toMatchObject({ available: mulDecimal(QUANTITY, String(USERS * ORDERS_EACH)), frozen: '0' });
    expect(balances.find((row) => row.currency_id === 3)?.frozen).toBe('0');
  }, 120_000);
});
