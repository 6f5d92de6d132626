/**
 * The in-process half of `bench/referral.ts`, bundled by it with the server's sources: FEES
 * trading fees paid by invitees (their inviters, a tenth of them partners), queued by the
 * ledger's trigger as they are written; then the two referral jobs, each run by two services at
 * once (two processes on PostgreSQL: two pools), timed: the fees shared out, then the hour's
 * issue. Checked against figures computed apart in SQL: every fee shared once at ratio x fee
 * floored to 6 places, every share paid once, one payout per owner, and the ledger invariant.
 */
import { isoTime, type Database } from '../../server/src/db/database';
import { openDatabase } from '../../server/src/db/open';
import { referralFrom } from '../../server/src/config';
import { ledgerMismatches } from '../../server/src/modules/ledger/queries';
import { applyChangesInBulk, type BalanceChange } from '../../server/src/modules/ledger/service';
import { createNotifier, type LiveChannel } from '../../server/src/modules/notification/service';
import { createReferralService } from '../../server/src/modules/referral/service';

export interface ReferralFigures {
  fees: number;
  seedMs: number;
  accrueMs: number;
  issueMs: number;
  /** What the two racing services reported, added: each fee and each share once. */
  accrued: number;
  issued: number;
  shares: number;
  expectedShares: number;
  /** Shares whose amount differs from ratio x fee floored, computed apart in SQL. */
  wrongAmounts: number;
  unpaid: number;
  payouts: number;
  owners: number;
  /** The payouts' ledger entries against the shares' sum (USDT). */
  paidTotal: string;
  sharedTotal: string;
  invariantHolds: boolean;
}

type Config = { databaseUrl: string | null; dataDir: string; databaseSchema: string | null };
const USDT = 3;
const INVITEES_PER_INVITER = 10;
const FEES_PER_INVITEE = 5;
const HOUR_MS = 3_600_000;

/** A fee between 0.001 and 0.091 USDT with 6 places, different for each `n`. */
const feeOf = (n: number) => `0.${String(1000 + ((n * 7919) % 90_000)).padStart(6, '0')}`;

async function seed(db: Database, fees: number, at: string): Promise<void> {
  const invitees = Math.ceil(fees / FEES_PER_INVITEE);
  const inviters = Math.ceil(invitees / INVITEES_PER_INVITER);
  await db.query(
    `INSERT INTO users (email, password_hash, nickname, invite_code, partner_since, authorization_code)
     SELECT 'inviter' || g || '@bench.invalid', 'x', 'inviter' || g, 'R' || g,
            CASE WHEN g % 10 = 0 THEN $2::timestamptz END, CASE WHEN g % 10 = 0 THEN 'A' || g END
       FROM generate_series(1, $1) g`,
    [inviters, at],
  );
  await db.query(
    `INSERT INTO users (email, password_hash, nickname, invite_code, invited_by)
     SELECT 'invitee' || g || '@bench.invalid', 'x', 'invitee' || g, 'E' || g, (SELECT min(id) FROM users) + g % $2
       FROM generate_series(1, $1) g`,
    [invitees, inviters],
  );
  await db.query(`INSERT INTO balances (user_id, account, currency_id) SELECT id, 'coin', ${USDT} FROM users WHERE email LIKE '%@bench.invalid'`);
  const ids = (await db.query<{ id: number }>(`SELECT id FROM users WHERE email LIKE 'invitee%@bench.invalid' ORDER BY id`)).map((row) => row.id);
  const change = (userId: number, available: string, reason: BalanceChange['reason'], type: BalanceChange['type'], reference: string) =>
    ({ userId, account: 'coin' as const, currencyId: USDT, available, frozen: '0', reason, type, reference, at });
  await applyChangesInBulk(db, ids.map((id) => change(id, '1000', 'deposit', 'deposit', `bench:${id}`)));
  // The fees as the spot path writes them, in chunks the trigger queues as they land.
  for (let start = 0; start < fees; start += 10_000) {
    const chunk: Array<BalanceChange & { at: string }> = [];
    for (let n = start; n < Math.min(fees, start + 10_000); n += 1) {
      chunk.push(change(ids[n % ids.length]!, `-${feeOf(n)}`, 'spot_fee', 'fee', `spot:${n + 1}`));
    }
    await applyChangesInBulk(db, chunk);
  }
  await db.query('ANALYZE');
}

export async function runReferral(config: Config, fees: number): Promise<ReferralFigures> {
  const db = await openDatabase({ ...config, databasePoolSize: 4 });
  // The second "process": its own pool on PostgreSQL; PGlite has one connection, so the same one.
  const other = config.databaseUrl ? await openDatabase({ ...config, databasePoolSize: 4 }) : db;
  try {
    const now = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 60_000;
    const calendar = { now: () => now };
    const terms = referralFrom({});
    const live = { send: () => undefined } as unknown as LiveChannel;
    const services = [db, other].map((database) => createReferralService({ db: database, calendar, notifier: createNotifier(database, calendar, live), terms }));

    let started = performance.now();
    await seed(db, fees, isoTime(now - 60_000));
    const seedMs = performance.now() - started;

    started = performance.now();
    const accrued = (await Promise.all(services.map((service) => service.accrue()))).reduce((a, b) => a + b, 0);
    const accrueMs = performance.now() - started;
    // The next hour: what accrued is due.
    calendar.now = () => now + HOUR_MS;
    started = performance.now();
    const issued = (await Promise.all(services.map((service) => service.issue()))).reduce((a, b) => a + b, 0);
    const issueMs = performance.now() - started;

    const [check] = await db.query<Omit<ReferralFigures, 'fees' | 'seedMs' | 'accrueMs' | 'issueMs' | 'accrued' | 'issued' | 'invariantHolds'>>(
      `WITH expected AS (
         SELECT e.id, r.role, floor(-e.available_delta * r.ratio * 1e6) / 1e6 AS amount
           FROM ledger_entries e JOIN users u ON u.id = e.user_id JOIN users i ON i.id = u.invited_by
          CROSS JOIN LATERAL (VALUES ('rebate', CASE WHEN i.partner_since IS NULL THEN $1::numeric ELSE $2::numeric END), ('reward', $3::numeric)) r(role, ratio)
          WHERE e.reason = 'spot_fee'
       )
       SELECT (SELECT count(*)::int FROM referral_shares) AS shares,
              (SELECT count(*)::int FROM expected WHERE amount > 0) AS "expectedShares",
              (SELECT count(*)::int FROM expected x FULL JOIN referral_shares s ON s.fee_entry_id = x.id AND s.role = x.role
                WHERE x.amount > 0 AND s.amount IS DISTINCT FROM x.amount OR x.id IS NULL) AS "wrongAmounts",
              (SELECT count(*)::int FROM referral_shares s JOIN referral_payouts p ON p.id = s.payout_id WHERE p.issued_at IS NULL) AS unpaid,
              (SELECT count(*)::int FROM referral_payouts) AS payouts,
              (SELECT count(*)::int FROM (SELECT DISTINCT user_id, currency_id FROM referral_shares) o) AS owners,
              (SELECT coalesce(sum(available_delta), 0)::text FROM ledger_entries WHERE type = 'referral') AS "paidTotal",
              (SELECT coalesce(sum(amount), 0)::text FROM referral_shares) AS "sharedTotal"`,
      [terms.baseRatio, terms.partnerRatio, terms.rewardRatio],
    );
    if (!check) throw new Error('the check returned no row');
    return { fees, seedMs, accrueMs, issueMs, accrued, issued, ...check, invariantHolds: (await ledgerMismatches(db)) === 0 };
  } finally {
    if (other !== db) await other.close();
    await db.close();
  }
}
