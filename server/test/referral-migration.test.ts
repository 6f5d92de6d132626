/**
 * Migration 028 on shares written before it: what was paid keeps its payout; what was waiting is
 * gathered into one open payout per owner (its amount written when the next issue sums it).
 */
import { migrate } from '../src/db/migrate';
import type { Database } from '../src/db/database';
import { databaseBefore } from './support/migrations';

const OPEN_PAYOUTS = '028_referral_open_payouts.sql';

describe('migration 028 on existing referral shares', () => {
  let db: Database;

  beforeAll(async () => {
    db = await databaseBefore(OPEN_PAYOUTS);
  });
  afterAll(() => db.close());

  it('keeps the paid shares, and gathers the waiting ones into an open payout per owner', async () => {
    const users = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, nickname, invite_code) VALUES ('a@example.com', 'x', 'a', 'A1'), ('b@example.com', 'x', 'b', 'B1') RETURNING id`,
    );
    const [inviter, invitee] = users.map((user) => user.id);
    await db.query(`UPDATE users SET invited_by = $1 WHERE id = $2`, [inviter, invitee]);
    await db.query(`INSERT INTO balances (user_id, account, currency_id, available) VALUES ($1, 'coin', 3, 100)`, [invitee]);
    const fees = await db.query<{ id: number }>(
      `INSERT INTO ledger_entries (user_id, account, currency_id, available_delta, frozen_delta, reason, type, reference, created_at, available_after, frozen_after)
       VALUES ($1, 'coin', 3, 100, 0, 'deposit', 'deposit', 'deposit:1', now(), 100, 0),
              ($1, 'coin', 3, -1, 0, 'spot_fee', 'fee', 'spot:1', now(), 99, 0),
              ($1, 'coin', 3, -2, 0, 'spot_fee', 'fee', 'spot:2', now(), 97, 0),
              ($1, 'coin', 3, -4, 0, 'spot_fee', 'fee', 'spot:3', now(), 93, 0)
       RETURNING id`,
      [invitee],
    );
    const [paid] = await db.query<{ id: number }>(
      `INSERT INTO referral_payouts (user_id, currency_id, amount, shares, issued_at) VALUES ($1, 3, 0.2, 1, now()) RETURNING id`,
      [inviter],
    );
    await db.query(
      `INSERT INTO referral_shares (fee_entry_id, role, user_id, invitee_id, currency_id, fee, ratio, amount, source, payout_id, created_at)
       VALUES ($1, 'rebate', $4, $5, 3, 1, 0.2, 0.2, 'spot:1', $6, now()),
              ($2, 'rebate', $4, $5, 3, 2, 0.2, 0.4, 'spot:2', NULL, now()),
              ($3, 'rebate', $4, $5, 3, 4, 0.2, 0.8, 'spot:3', NULL, now()),
              ($2, 'reward', $5, $5, 3, 2, 0.1, 0.2, 'spot:2', NULL, now())`,
      [fees[1]?.id, fees[2]?.id, fees[3]?.id, inviter, invitee, paid?.id],
    );

    await migrate(db, null);

    const payouts = await db.query<{ user_id: number; amount: string | null; shares: number | null; issued: boolean; held: string }>(
      `SELECT p.user_id, trim_scale(p.amount)::text AS amount, p.shares, p.issued_at IS NOT NULL AS issued,
              (SELECT trim_scale(sum(s.amount))::text FROM referral_shares s WHERE s.payout_id = p.id) AS held
         FROM referral_payouts p ORDER BY p.issued_at IS NULL, p.user_id`,
    );
    expect(payouts).toEqual([
      { user_id: inviter, amount: '0.2', shares: 1, issued: true, held: '0.2' },
      { user_id: inviter, amount: null, shares: null, issued: false, held: '1.2' },
      { user_id: invitee, amount: null, shares: null, issued: false, held: '0.2' },
    ]);
    await expect(db.query(`SELECT 1 FROM referral_shares WHERE payout_id IS NULL`)).resolves.toEqual([]);
  });
});
