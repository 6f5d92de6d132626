/**
 * The in-process half of `bench/copy.ts`, bundled by it with the server's sources: one lead with
 * FOLLOWERS follows (each funded through the ledger), the lead's strategy opening a position on a
 * tick that crosses its band, then every follow's mirror timed (from the lead's fill to the last
 * follower's), then the lead closing and every mirror closing with it, and the ledger invariant.
 */
import { DEFAULT_TRADING } from '../../server/src/config';
import { isoTime } from '../../server/src/db/database';
import { openDatabase } from '../../server/src/db/open';
import { ledgerMismatches } from '../../server/src/modules/ledger/queries';
import { createContractsService } from '../../server/src/modules/contracts/service';
import { createFollowEngine, createLeadTrader, seedLeads } from '../../server/src/modules/copy/service';
import { applyChangesInBulk } from '../../server/src/modules/ledger/service';
import { createSimulatedFeed } from '../../server/src/modules/market/service';
import { createNotifier, type LiveChannel } from '../../server/src/modules/notification/service';
import { createTradingContext, type SharedPrices, type SharedTick } from '../../server/src/modules/settlement/service';

export interface CopyFigures {
  followers: number;
  seedMs: number;
  leadMs: number;
  mirrorMs: number;
  closeMs: number;
  mirrors: number;
  closed: number;
  invariantHolds: boolean;
}

const ATLAS = 1;
const SYMBOL = 'BTC/USDT';

export async function runCopy(config: { databaseUrl: string | null; dataDir: string; databaseSchema: string | null }, followers: number): Promise<CopyFigures> {
  const db = await openDatabase({ ...config, databasePoolSize: 4 });
  try {
    const now = Date.now();
    const clock = { now: () => now };
    const feed = createSimulatedFeed({ clock, seed: 7, tickMs: 1000 });
    // Nothing here reads the live price but the ticks given to the jobs.
    const prices = { current: () => undefined } as unknown as SharedPrices;
    const notifier = createNotifier(db, clock, { send: () => undefined } as unknown as LiveChannel);
    const ctx = await createTradingContext({ db, clock, config: DEFAULT_TRADING, feed, prices, notifier });
    const leads = await seedLeads({ db, ctx, feed, now, historyDays: 0 });
    const atlas = leads.filter((lead) => lead.id === ATLAS);

    const seeded = performance.now();
    await db.query(
      `INSERT INTO users (email, password_hash, nickname, invite_code)
       SELECT 'follower' || g || '@bench.invalid', 'x', 'follower' || g, 'F' || g FROM generate_series(1, $1) g`,
      [followers],
    );
    const users = await db.query<{ id: number }>(`SELECT id FROM users WHERE email LIKE 'follower%@bench.invalid' ORDER BY id`);
    await db.query(`INSERT INTO balances (user_id, account, currency_id) SELECT id, 'contract', 3 FROM users WHERE email LIKE 'follower%@bench.invalid'`);
    const at = isoTime(now);
    await applyChangesInBulk(
      db,
      users.map((user) => ({ userId: user.id, account: 'contract' as const, currencyId: 3, available: '1000', frozen: '0', reason: 'deposit' as const, type: 'deposit' as const, reference: `bench:${user.id}`, at })),
    );
    const follows = await db.query<{ id: number; user_id: number }>(
      `INSERT INTO copy_follows (user_id, lead_id, currency_id, invested, ratio, profit_share_rate, cash, status, created_at)
       SELECT id, $1, 3, 1000, 1, 0.1, 1000, 'active', $2 FROM users WHERE email LIKE 'follower%@bench.invalid' ORDER BY id RETURNING id, user_id`,
      [ATLAS, isoTime(now - 60_000)],
    );
    await applyChangesInBulk(
      db,
      follows.map((follow) => ({
        userId: follow.user_id,
        account: 'contract' as const,
        currencyId: 3,
        available: '-1000',
        frozen: '1000',
        reason: 'copy_invest' as const,
        type: 'copy_invest' as const,
        reference: `copy:${follow.id}`,
        at,
      })),
    );
    await db.query('ANALYZE');
    const seedMs = performance.now() - seeded;

    // A tick 2 % above the 24-hour average: Atlas goes long; back at the average it closes.
    const closes = (feed.candles(SYMBOL, '30min', { limit: 50 }) ?? []).filter((candle) => candle.time * 1000 + 1_800_000 <= now).slice(-48);
    const mean = closes.reduce((sum, candle) => sum + Number(candle.close), 0) / closes.length;
    const tick = (time: number, price: number): SharedTick => ({ symbol: SYMBOL, time, price: price.toFixed(2), units: 0, source: 'simulator', sourceTime: time });
    const contracts = createContractsService(ctx);
    const leadTrader = createLeadTrader({ db, ctx, feed, contracts, leads: atlas });
    const engine = createFollowEngine({ db, ctx, calendar: clock });

    let started = performance.now();
    await leadTrader([tick(now, mean * 1.02)]);
    const leadMs = performance.now() - started;
    started = performance.now();
    const mirrors = await engine.mirror();
    const mirrorMs = performance.now() - started;

    await leadTrader([tick(now + 1000, mean)]);
    started = performance.now();
    const closed = await engine.closeMirrors();
    const closeMs = performance.now() - started;

    const mismatches = await ledgerMismatches(db);
    return { followers, seedMs, leadMs, mirrorMs, closeMs, mirrors, closed, invariantHolds: mismatches === 0 };
  } finally {
    await db.close();
  }
}
