/**
 * The ledger's set-based statement at a job's scale: thousands of balances moved at once (a new
 * coin's allocation, a lead's fill mirrored to every follower) are booked with the right
 * after-figures, in time. A plan that joined every change to every balance (PostgreSQL misjudges
 * a CTE's rows on the three-column key) grew with their square: at this size, twice the budget.
 */
import { ledgerMismatches } from '../src/modules/ledger/queries';
import { applyChangesInBulk, openBalances, type BalanceChange } from '../src/modules/ledger/service';
import { databases, startServer, type TestServer } from './support/server';

const BALANCES = 5_000;
const USDT = 3;
/** On the 2-core machine (Intel Xeon, 2026-11-30): 0.3 s on PostgreSQL and 0.5 s on PGlite; the quadratic plan took 2.9 and 4.9 s. */
const BUDGET_MS = { postgres: 1_500, pglite: 2_500 };

describe.each(databases)('the ledger in bulk on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
  });
  afterAll(() => server.close());

  it(`books two changes on each of ${BALANCES} balances in one statement, within ${BUDGET_MS[database.name]} ms`, async () => {
    const { db } = server.built;
    const at = new Date(server.clock.now()).toISOString();
    const users = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, nickname, invite_code, created_at)
       SELECT 'bulk' || n || '@example.com', 'x', 'bulk' || n, 'K' || n, $2 FROM generate_series(1, $1::int) AS n RETURNING id`,
      [BALANCES, at],
    );
    const keys = users.map(({ id }) => ({ userId: id, account: 'coin' as const, currencyId: USDT }));
    await openBalances(db, keys, at);
    // Each balance holds something before the measured batch, so its after-figures must start from it.
    await db.transaction((tx) => applyChangesInBulk(tx, keys.map((key) => ({ ...key, available: '10', frozen: '0', reason: 'deposit', type: 'deposit', reference: `bulk:${key.userId}:0`, at }))));
    // A credit, then part of it frozen: the second entry's after-figures follow the first's.
    const changes: Array<BalanceChange & { at: string }> = keys.flatMap((key, i) => [
      { ...key, available: `${100 + (i % 7)}.5`, frozen: '0', reason: 'deposit', type: 'deposit', reference: `bulk:${key.userId}`, at },
      { ...key, available: '-40', frozen: '40', reason: 'new_coin_freeze', type: 'new_coin_subscription', reference: `bulk:${key.userId}`, at },
    ]);

    const started = performance.now();
    await db.transaction((tx) => applyChangesInBulk(tx, changes));
    const took = performance.now() - started;

    expect(await ledgerMismatches(db)).toBe(0);
    const [one] = await db.query<{ available: string; frozen: string; afters: string[] }>(
      `SELECT b.available::text, b.frozen::text, array_agg(e.available_after::text || '/' || e.frozen_after::text ORDER BY e.id) AS afters
         FROM balances b JOIN ledger_entries e USING (user_id, account, currency_id)
        WHERE b.user_id = $1 AND b.account = 'coin' AND b.currency_id = $2 GROUP BY 1, 2`,
      [keys[3]?.userId, USDT],
    );
    expect(one).toEqual({
      available: '73.500000000000000000',
      frozen: '40.000000000000000000',
      afters: ['10.000000000000000000/0.000000000000000000', '113.500000000000000000/0.000000000000000000', '73.500000000000000000/40.000000000000000000'],
    });
    expect(took).toBeLessThan(BUDGET_MS[database.name]);
  });
});
