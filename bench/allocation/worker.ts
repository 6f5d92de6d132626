/**
 * The allocation bench's measured part, run in a process of its own by `bench/allocation.ts`
 * (bundled inside the server's node_modules, so the server's modules and dependencies load as
 * they do in production). On a fresh database (PGlite in memory, or a new PostgreSQL schema):
 * SUBSCRIBERS users, each with USDT deposited and a commit frozen through the ledger, in one
 * oversubscribed project whose window has closed; then the scheduler's allocation job, timed;
 * then the checks: the sum of allocations within the supply, every refund plus payment equal
 * to its commit, and every balance equal to the sum of its ledger entries. Prints one JSON line.
 */
import { isoTime, type Database } from '../../server/src/db/database';
import { openDatabase } from '../../server/src/db/open';
import { applyChangesInBulk, openBalances, type BalanceChange } from '../../server/src/modules/ledger/service';
import { ledgerMismatches } from '../../server/src/modules/ledger/queries';
import { allocateClosedWindows } from '../../server/src/modules/new-coin/jobs';
import { createNotifier, type LiveChannel } from '../../server/src/modules/notification/service';

const SUBSCRIBERS = Number(process.env.ALLOCATION_SUBSCRIBERS ?? 50_000);
const PROJECT = 990;
const CHUNK = 5_000;
/** Commits of 10 to 1009.999999 USDT, varied so the shares round differently. */
const commitOf = (i: number): string => `${10 + (i % 1000)}.${String((i * 7919) % 1_000_000).padStart(6, '0')}`;

async function seed(db: Database, at: string): Promise<string> {
  const hour = 3_600_000;
  const time = (offset: number) => isoTime(Date.parse(at) + offset);
  await db.query(
    `INSERT INTO new_coin_projects (id, coin, name, logo, description, currency_id, coin_currency_id, coin_decimals, price_decimals,
                                    price, supply, min_amount, user_cap, start_at, end_at, launch_at, unlock_at, sort)
     VALUES ($1, 'BNCH', 'Bench Coin', '#336699', '{"en": "Fifty thousand subscribers"}', 3, $1, 4, 4, 0.05, 10000000, 10, 2000, $2, $3, $4, $5, $1)`,
    [PROJECT, time(-2 * hour), time(-1), time(hour), time(2 * hour)],
  );
  const users = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, nickname, invite_code, created_at)
     SELECT 'bench' || n || '@example.com', 'x', 'bench' || n, 'B' || n, $2 FROM generate_series(1, $1::int) AS n RETURNING id`,
    [SUBSCRIBERS, at],
  );
  const ids = users.map((user) => user.id).sort((a, b) => a - b);
  const commits = ids.map((_, i) => commitOf(i));
  const orders = await db.query<{ id: number; user_id: number }>(
    `INSERT INTO new_coin_orders (project_id, user_id, amount, created_at)
     SELECT $1, u, a, $4 FROM unnest($2::int[], $3::numeric[]) AS o (u, a) RETURNING id, user_id`,
    [PROJECT, ids, commits, time(-hour)],
  );
  const orderOf = new Map(orders.map((order) => [order.user_id, order.id]));
  // Each user's USDT arrives as a deposit and the commit is frozen, both through the ledger.
  const funded = time(-hour);
  await openBalances(db, ids.map((userId) => ({ userId, account: 'coin' as const, currencyId: 3 })), funded);
  const changes: Array<BalanceChange & { at: string }> = ids.flatMap((userId, i) => [
    { userId, account: 'coin', currencyId: 3, available: '2000', frozen: '0', reason: 'deposit', type: 'deposit', reference: `bench:${userId}`, at: funded },
    {
      userId,
      account: 'coin',
      currencyId: 3,
      available: `-${commits[i]}`,
      frozen: commits[i] ?? '0',
      reason: 'new_coin_freeze',
      type: 'new_coin_subscription',
      reference: `new_coin:${orderOf.get(userId)}`,
      at: funded,
    },
  ]);
  for (let i = 0; i < changes.length; i += CHUNK) await db.transaction((tx) => applyChangesInBulk(tx, changes.slice(i, i + CHUNK)));
  const [sum] = await db.query<{ total: string }>(`SELECT trim_scale(sum(amount))::text AS total FROM new_coin_orders WHERE project_id = $1`, [PROJECT]);
  return sum?.total ?? '0';
}

async function check(db: Database, committed: string): Promise<{ ok: boolean; problems: string[] }> {
  const problems: string[] = [];
  // The report against the orders: exact NUMERIC comparisons in the database.
  const [report] = await db.query<{ total: boolean; within: boolean; balanced: boolean; summed: boolean }>(
    `SELECT p.total_committed = $2::numeric AS total, p.allocated <= p.supply AS within, p.paid + p.refunded = $2::numeric AS balanced,
            (p.allocated, p.paid, p.refunded) = (SELECT sum(allocated), sum(paid), sum(refunded) FROM new_coin_orders WHERE project_id = p.id) AS summed
       FROM new_coin_projects p WHERE p.id = $1`,
    [PROJECT, committed],
  );
  if (!report) return { ok: false, problems: ['no report'] };
  if (!report.total) problems.push(`the report's total differs from the commits (${committed})`);
  if (!report.within) problems.push('allocations exceed the supply');
  if (!report.balanced) problems.push('payments plus refunds differ from commits');
  if (!report.summed) problems.push("the report's sums differ from the orders'");
  const [orders] = await db.query<{ wrong: number; pending: number }>(
    `SELECT count(*) FILTER (WHERE paid + refunded <> amount)::int AS wrong, count(*) FILTER (WHERE status <> 'passed')::int AS pending
       FROM new_coin_orders WHERE project_id = $1`,
    [PROJECT],
  );
  if (orders?.wrong || orders?.pending) problems.push(`${orders.wrong} orders off, ${orders.pending} not allocated`);
  const mismatches = await ledgerMismatches(db);
  if (mismatches) problems.push(`${mismatches} balances or entries differ from the ledger's sums`);
  const [frozen] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM balances WHERE frozen <> 0');
  if (frozen?.n) problems.push(`${frozen.n} balances stay frozen`);
  return { ok: problems.length === 0, problems };
}

async function main(): Promise<void> {
  const url = process.env.BENCH_POSTGRES_URL ?? null;
  const schema = url ? `bench_${Date.now().toString(36)}` : null;
  const db = await openDatabase({ databaseUrl: url, dataDir: 'memory://', databaseSchema: schema, databasePoolSize: 4 });
  try {
    const at = isoTime(Date.now());
    const seededAt = Date.now();
    const committed = await seed(db, at);
    const seedMs = Date.now() - seededAt;
    const live = { send: () => undefined } as unknown as LiveChannel;
    const notifier = createNotifier(db, { now: () => Date.parse(at) }, live);
    const started = process.hrtime.bigint();
    const closed = await allocateClosedWindows(db, notifier, at);
    const allocationMs = Number(process.hrtime.bigint() - started) / 1e6;
    const again = await allocateClosedWindows(db, notifier, at);
    const verdict = await check(db, committed);
    console.log(JSON.stringify({ database: db.kind, subscribers: SUBSCRIBERS, seedMs, allocationMs, closed, again, committed, ...verdict }));
  } finally {
    if (url && schema) await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
