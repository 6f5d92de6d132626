/**
 * The in-process half of `bench/dividends.ts`, bundled by it with the server's sources (which
 * import the kernel's TypeScript): seeds ORDERS escrow orders with their first day due, runs the
 * dividend job once, and checks the result and the ledger invariant.
 */
import { DAY_MS } from '../../shared/src/constants';
import { openDatabase } from '../../server/src/db/open';
import { ledgerMismatches } from '../../server/src/modules/ledger/queries';
import { isoTime } from '../../server/src/db/database';
import { createNotifier, type LiveChannel } from '../../server/src/modules/notification/service';
import { createTrustService } from '../../server/src/modules/trust/service';

export interface DividendFigures {
  orders: number;
  seedMs: number;
  payMs: number;
  paid: number;
  dividends: number;
  ledgerEntries: number;
  events: number;
  invariantHolds: boolean;
}

export async function runDividends(config: { databaseUrl: string | null; dataDir: string; databaseSchema: string | null }, orders: number, perUser = 5): Promise<DividendFigures> {
  const db = await openDatabase({ ...config, databasePoolSize: 4 });
  try {
    const now = Date.now();
    const valueAt = isoTime(now - DAY_MS - 60_000);
    const users = Math.ceil(orders / perUser);
    const seeded = performance.now();
    await db.query(
      `INSERT INTO users (area_code, phone, password_hash, nickname, invite_code)
       SELECT '86', '139' || lpad(g::text, 8, '0'), 'x', 'bench' || g, 'B' || g FROM generate_series(1, $1) g`,
      [users],
    );
    await db.query(`INSERT INTO balances (user_id, account, currency_id) SELECT id, 'trust', 3 FROM users`);
    await db.query(
      `INSERT INTO trust_orders (user_id, product_id, currency_id, amount, cycle_days, daily_rate, penalty_ratio, daily_income,
                                 value_at, next_due_at, status, created_at)
       SELECT u.id, 2, 3, 1000 + (g % 7), 15, 0.004, 0.004, floor((1000 + (g % 7)) * 0.004 * 1e8) / 1e8,
              $2::timestamptz, $2::timestamptz + interval '1 day', 'escrow', $2::timestamptz - interval '1 hour'
         FROM generate_series(0, $1 - 1) g JOIN users u ON u.id = (SELECT min(id) FROM users) + g / $3`,
      [orders, valueAt, perUser],
    );
    await db.query('ANALYZE');
    const seedMs = performance.now() - seeded;

    const live = { send: () => undefined } as unknown as LiveChannel;
    const clock = { now: () => now };
    const trust = createTrustService({ db, calendar: clock, notifier: createNotifier(db, clock, live) });
    const started = performance.now();
    const paid = await trust.payDividends();
    const payMs = performance.now() - started;

    const count = async (sql: string) => (await db.query<{ n: number }>(sql))[0]?.n ?? -1;
    const mismatches = await ledgerMismatches(db);
    return {
      orders,
      seedMs,
      payMs,
      paid,
      dividends: await count('SELECT count(*)::int AS n FROM trust_dividends'),
      ledgerEntries: await count(`SELECT count(*)::int AS n FROM ledger_entries WHERE type = 'trust_dividend'`),
      events: await count(`SELECT count(*)::int AS n FROM notifications WHERE kind = 'trust.dividend'`),
      invariantHolds: mismatches === 0,
    };
  } finally {
    await db.close();
  }
}
