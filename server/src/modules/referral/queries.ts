import type { Decimal, InviteeStep, RebateRecord, ReferralTotals } from '@h5/shared/contract';
import type { IsoTime, Queryable } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText, moneyText } from '../../db/sql';

/** A queued fee with what its shares need: who paid it, who invited them and at which rate, the currency's places. */
export interface QueuedFee {
  entry_id: number;
  invitee_id: number;
  inviter_id: number;
  inviter_is_partner: boolean;
  currency_id: number;
  decimals: number;
  fee: Decimal;
  source: string;
}

/**
 * Takes up to `limit` fees off the queue, locked (another process skips them) and deleted in the
 * caller's transaction: the shares written in it are the only ones those fees will ever have.
 */
export function takeQueuedFees(tx: Queryable, limit: number): Promise<QueuedFee[]> {
  return tx.query<QueuedFee>(
    `WITH q AS (
       SELECT entry_id FROM referral_fee_queue ORDER BY entry_id LIMIT $1 FOR UPDATE SKIP LOCKED
     ), taken AS (
       DELETE FROM referral_fee_queue d USING q WHERE d.entry_id = q.entry_id RETURNING d.entry_id
     )
     SELECT e.id AS entry_id, e.user_id AS invitee_id, u.invited_by AS inviter_id, i.partner_since IS NOT NULL AS inviter_is_partner,
            e.currency_id, c.decimals, ${moneyText('-(e.available_delta + e.frozen_delta)')} AS fee, e.reference AS source
       FROM taken
       JOIN ledger_entries e ON e.id = taken.entry_id
       JOIN users u ON u.id = e.user_id
       JOIN users i ON i.id = u.invited_by
       JOIN currencies c ON c.id = e.currency_id
      ORDER BY e.id`,
    [limit],
  );
}

export interface NewShare {
  fee_entry_id: number;
  role: 'rebate' | 'reward';
  user_id: number;
  invitee_id: number;
  currency_id: number;
  fee: Decimal;
  ratio: Decimal;
  amount: Decimal;
  source: string;
  /** The owner's open payout (see `openPayouts`). */
  payout_id: number;
}

export async function insertShares(tx: Queryable, shares: readonly NewShare[], at: IsoTime): Promise<void> {
  if (shares.length === 0) return;
  const column = <K extends keyof NewShare>(key: K) => shares.map((share) => share[key]);
  await tx.query(
    `INSERT INTO referral_shares (fee_entry_id, role, user_id, invitee_id, currency_id, fee, ratio, amount, source, payout_id, created_at)
     SELECT *, $11::timestamptz FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $6::numeric[], $7::numeric[], $8::numeric[], $9::text[], $10::int[])`,
    [
      column('fee_entry_id'),
      column('role'),
      column('user_id'),
      column('invitee_id'),
      column('currency_id'),
      column('fee'),
      column('ratio'),
      column('amount'),
      column('source'),
      column('payout_id'),
      at,
    ],
  );
}

/**
 * Where an invitee (aliased `u`) stands: identity verified, a deposit approved, a trade made (a
 * spot fill, a position opened, an option bought). Qualified is all three.
 */
const STEPS = `u.verification = 'verified' AS verified,
  EXISTS (SELECT 1 FROM deposits d WHERE d.user_id = u.id AND d.status = 'approved') AS deposited,
  (EXISTS (SELECT 1 FROM spot_orders s WHERE s.user_id = u.id AND s.status = 'completed')
   OR EXISTS (SELECT 1 FROM lever_positions p WHERE p.user_id = u.id AND p.open_tick_time IS NOT NULL)
   OR EXISTS (SELECT 1 FROM option_orders o WHERE o.user_id = u.id)) AS traded`;

/** Inviters not yet partners with at least `threshold` qualified invitees, locked for their promotion. */
export async function invitersDueForPartner(tx: Queryable, threshold: number): Promise<Array<{ id: number; qualified: number }>> {
  return tx.query<{ id: number; qualified: number }>(
    `WITH steps AS (
       SELECT u.invited_by, ${STEPS}
         FROM users u JOIN users i ON i.id = u.invited_by AND i.partner_since IS NULL
        WHERE u.invited_by IS NOT NULL
     ), due AS (
       SELECT invited_by AS id, count(*)::int AS qualified FROM steps WHERE verified AND deposited AND traded
        GROUP BY invited_by HAVING count(*) >= $1
     )
     SELECT due.id, due.qualified FROM due JOIN users i ON i.id = due.id WHERE i.partner_since IS NULL ORDER BY due.id FOR UPDATE OF i SKIP LOCKED`,
    [threshold],
  );
}

/** Makes a partner with its authorization code (drawn from 32^8: a clash fails the run, and the next draws again). */
export async function makePartner(tx: Queryable, userId: number, code: string, at: IsoTime): Promise<void> {
  await tx.query('UPDATE users SET partner_since = $2, authorization_code = $3 WHERE id = $1 AND partner_since IS NULL', [userId, at, code]);
}

/**
 * The programme's lock, per schema: a batch sharing fees out holds it shared (batches run side
 * by side), an issue holds it alone, so while a payout is summed and issued no share is on its
 * way into it, and a batch never writes into a payout issued under it.
 */
const PROGRAMME_LOCK = `hashtext('h5-referral:' || current_schema())`;

export async function shareTurn(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock_shared(${PROGRAMME_LOCK})`);
}

export async function issueTurn(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(${PROGRAMME_LOCK})`);
}

export interface Owner {
  user_id: number;
  currency_id: number;
}

const ownerKey = (owner: Owner) => `${owner.user_id}:${owner.currency_id}`;

/**
 * The open payout of the owner of each share, opened where there is none, as a lookup by owner.
 * Nothing is locked or rewritten, so batches running side by side do not wait for each other
 * (only two opening the same owner's payout at once do, and the second then finds it).
 */
export async function openPayouts(tx: Queryable, shares: readonly Owner[], at: IsoTime): Promise<(owner: Owner) => number> {
  const owners = [...new Map(shares.map((share) => [ownerKey(share), share])).values()];
  const params = [owners.map((owner) => owner.user_id), owners.map((owner) => owner.currency_id)];
  const rows = await tx.query<Owner & { id: number }>(
    `WITH wanted AS (SELECT * FROM unnest($1::int[], $2::int[]) AS w(user_id, currency_id)),
     opened AS (
       INSERT INTO referral_payouts (user_id, currency_id, opened_at)
       SELECT user_id, currency_id, $3 FROM wanted ORDER BY user_id, currency_id
       ON CONFLICT (user_id, currency_id) WHERE issued_at IS NULL DO NOTHING
       RETURNING id, user_id, currency_id
     )
     SELECT id, user_id, currency_id FROM opened
     UNION ALL
     SELECT p.id, p.user_id, p.currency_id FROM referral_payouts p JOIN wanted w USING (user_id, currency_id) WHERE p.issued_at IS NULL`,
    [...params, at],
  );
  const ids = new Map(rows.map((row) => [ownerKey(row), row.id]));
  const missing = owners.filter((owner) => !ids.has(ownerKey(owner)));
  if (missing.length > 0) {
    // Opened by another batch after this statement's snapshot was taken: the next one sees it.
    const late = await tx.query<Owner & { id: number }>(
      `SELECT p.id, p.user_id, p.currency_id FROM referral_payouts p JOIN unnest($1::int[], $2::int[]) AS w(user_id, currency_id) USING (user_id, currency_id)
        WHERE p.issued_at IS NULL`,
      [missing.map((owner) => owner.user_id), missing.map((owner) => owner.currency_id)],
    );
    for (const row of late) ids.set(ownerKey(row), row.id);
  }
  return (owner) => {
    const id = ids.get(ownerKey(owner));
    if (id === undefined) throw new Error(`no open referral payout for user ${owner.user_id}`);
    return id;
  };
}

export interface DuePayout {
  id: number;
  user_id: number;
  currency_id: number;
  currency: string;
  amount: Decimal;
  shares: number;
}

/**
 * Up to `limit` open payouts opened before `cut`, each summed from its shares and marked issued
 * at `at` (under `issueTurn`: no share is on its way into them).
 */
export function issueDuePayouts(tx: Queryable, cut: IsoTime, at: IsoTime, limit: number): Promise<DuePayout[]> {
  return tx.query<DuePayout>(
    `WITH due AS (
       SELECT id FROM referral_payouts WHERE issued_at IS NULL AND opened_at < $1 ORDER BY opened_at, id LIMIT $3 FOR UPDATE
     ), sums AS (
       SELECT s.payout_id, sum(s.amount) AS amount, count(*)::int AS shares FROM referral_shares s JOIN due ON due.id = s.payout_id GROUP BY s.payout_id
     )
     UPDATE referral_payouts p SET issued_at = $2, amount = sums.amount, shares = sums.shares FROM sums, currencies c
      WHERE p.id = sums.payout_id AND c.id = p.currency_id
     RETURNING p.id, p.user_id, p.currency_id, c.code AS currency, ${moneyText('p.amount')} AS amount, p.shares`,
    [cut, at, limit],
  );
}

export interface InviterRow {
  invite_code: string;
  authorization_code: string | null;
  partner_since: string | null;
  promoted_count: number;
  qualified_count: number;
}

export async function findInviter(db: Queryable, userId: number): Promise<InviterRow | null> {
  const [row] = await db.query<InviterRow>(
    `SELECT i.invite_code, i.authorization_code, ${isoText('i.partner_since')} AS partner_since,
            (SELECT count(*)::int FROM users u WHERE u.invited_by = i.id) AS promoted_count,
            (SELECT count(*)::int FROM (SELECT ${STEPS} FROM users u WHERE u.invited_by = i.id) s WHERE verified AND deposited AND traded) AS qualified_count
       FROM users i WHERE i.id = $1`,
    [userId],
  );
  return row ?? null;
}

/** What the user earned, per currency: paid, waiting for the next issue, and accrued since `monthStart`. */
export function totalsOf(db: Queryable, userId: number, monthStart: IsoTime): Promise<ReferralTotals[]> {
  return db.query<ReferralTotals>(
    `SELECT c.code AS currency,
            ${moneyText('coalesce(sum(s.amount) FILTER (WHERE p.issued_at IS NOT NULL), 0)')} AS issued,
            ${moneyText('coalesce(sum(s.amount) FILTER (WHERE p.issued_at IS NULL), 0)')} AS unissued,
            ${moneyText('coalesce(sum(s.amount) FILTER (WHERE s.created_at >= $2), 0)')} AS this_month
       FROM referral_shares s JOIN referral_payouts p ON p.id = s.payout_id JOIN currencies c ON c.id = s.currency_id
      WHERE s.user_id = $1
      GROUP BY c.code ORDER BY c.code`,
    [userId, monthStart],
  );
}

export interface InviteeRow {
  id: number;
  email: string | null;
  phone: string | null;
  registered_at: string;
  verified: boolean;
  deposited: boolean;
  traded: boolean;
  earned: Array<{ currency: string; amount: Decimal }>;
}

export function listInvitees(db: Queryable, userId: number, page: PageRequest) {
  return readPage<InviteeRow>(db, page, {
    select: `u.id, u.email, u.phone, ${isoText('u.created_at')} AS registered_at, ${STEPS},
             coalesce((SELECT json_agg(json_build_object('currency', c.code, 'amount', ${moneyText('e.amount')}) ORDER BY c.code)
                         FROM (SELECT currency_id, sum(amount) AS amount FROM referral_shares s
                                WHERE s.user_id = $1 AND s.invitee_id = u.id AND s.role = 'rebate' GROUP BY currency_id) e
                         JOIN currencies c ON c.id = e.currency_id), '[]'::json) AS earned`,
    from: 'users u WHERE u.invited_by = $1',
    orderBy: 'u.id DESC',
    params: [userId],
  });
}

/** The steps to qualify, in the order a friend makes them. */
export const INVITEE_STEPS: readonly InviteeStep[] = ['verified', 'deposited', 'traded'];

/** The steps an invitee has not made, in that order. */
export const missingSteps = (row: Pick<InviteeRow, InviteeStep>): InviteeStep[] => INVITEE_STEPS.filter((step) => !row[step]);

/** A share as listed, the invitee's account still to be masked and its status still to be read from `issued_at`. */
export type ShareRow = Omit<RebateRecord, 'invitee' | 'status'> & { invitee_email: string | null; invitee_phone: string | null };

export function listShares(db: Queryable, userId: number, page: PageRequest) {
  return readPage<ShareRow>(db, page, {
    select: `s.id, s.role, c.code AS currency, ${moneyText('s.amount')} AS amount, ${moneyText('s.fee')} AS fee, ${moneyText('s.ratio')} AS ratio, s.source,
             CASE WHEN s.role = 'rebate' THEN u.email END AS invitee_email, CASE WHEN s.role = 'rebate' THEN u.phone END AS invitee_phone,
             ${isoText('s.created_at')} AS created_at, ${isoText('p.issued_at')} AS issued_at`,
    from: `referral_shares s JOIN currencies c ON c.id = s.currency_id JOIN users u ON u.id = s.invitee_id
           JOIN referral_payouts p ON p.id = s.payout_id
           WHERE s.user_id = $1`,
    orderBy: 's.id DESC',
    params: [userId],
  });
}

export interface RankingRow {
  email: string | null;
  phone: string | null;
  currency: string;
  rebate: Decimal;
}

/** The ten inviters with the most rebate paid in `currency`; a tie goes to the one who registered first. */
export function topInviters(db: Queryable, currency: string): Promise<RankingRow[]> {
  return db.query<RankingRow>(
    `SELECT u.email, u.phone, c.code AS currency, ${moneyText('t.rebate')} AS rebate
       FROM (SELECT s.user_id, s.currency_id, sum(s.amount) AS rebate FROM referral_shares s JOIN referral_payouts p ON p.id = s.payout_id
              WHERE s.role = 'rebate' AND p.issued_at IS NOT NULL AND s.currency_id = (SELECT id FROM currencies WHERE code = $1)
              GROUP BY s.user_id, s.currency_id) t
       JOIN users u ON u.id = t.user_id JOIN currencies c ON c.id = t.currency_id
      ORDER BY t.rebate DESC, u.created_at, u.id
      LIMIT 10`,
    [currency],
  );
}
