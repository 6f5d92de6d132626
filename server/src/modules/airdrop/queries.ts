import type { AirdropRecord, Page } from '@h5/shared/contract';
import type { IsoTime, Queryable } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText, moneyText } from '../../db/sql';
import type { Decimal } from '@h5/shared/contract';

/** A campaign as stored, with the asking user's claim and snapshot row (nulls for a guest). */
export interface CampaignRow {
  id: number;
  coin: string;
  currency_id: number;
  amount: Decimal;
  total: Decimal;
  claimed: Decimal;
  rule: 'verified' | 'holding' | 'new_users';
  hold_coin: string | null;
  hold_min: Decimal | null;
  snapshot_at: string | null;
  snapshot_taken: boolean;
  registered_from: string | null;
  registered_to: string | null;
  starts_at: string;
  ends_at: string;
  mine: boolean;
  held: Decimal | null;
}

const CAMPAIGN = `c.id, cur.code AS coin, c.currency_id, ${moneyText('c.amount')} AS amount, ${moneyText('c.total')} AS total,
  ${moneyText('c.claimed')} AS claimed, c.rule, hc.code AS hold_coin, ${moneyText('c.hold_min')} AS hold_min,
  ${isoText('c.snapshot_at')} AS snapshot_at, c.snapshot_taken_at IS NOT NULL AS snapshot_taken,
  ${isoText('c.registered_from')} AS registered_from, ${isoText('c.registered_to')} AS registered_to,
  ${isoText('c.starts_at')} AS starts_at, ${isoText('c.ends_at')} AS ends_at,
  cl.id IS NOT NULL AS mine, ${moneyText('s.held')} AS held
  FROM airdrop_campaigns c
  JOIN currencies cur ON cur.id = c.currency_id
  LEFT JOIN currencies hc ON hc.id = c.hold_currency_id
  LEFT JOIN airdrop_claims cl ON cl.campaign_id = c.id AND cl.user_id = $1
  LEFT JOIN airdrop_snapshots s ON s.campaign_id = c.id AND s.user_id = $1`;

/** Campaigns not ended before `since`: open ones first (ending soonest), then upcoming, then ended. */
export function listCampaigns(db: Queryable, userId: number | null, now: IsoTime, since: IsoTime): Promise<CampaignRow[]> {
  return db.query<CampaignRow>(
    `SELECT ${CAMPAIGN}
      WHERE c.ends_at > $3
      ORDER BY CASE WHEN c.ends_at <= $2 THEN 2 WHEN c.starts_at > $2 THEN 1 ELSE 0 END,
               CASE WHEN c.ends_at <= $2 THEN -extract(epoch FROM c.ends_at) ELSE extract(epoch FROM c.starts_at) END, c.id`,
    [userId, now, since],
  );
}

export async function findCampaign(db: Queryable, userId: number, id: number): Promise<CampaignRow | null> {
  const [row] = await db.query<CampaignRow>(`SELECT ${CAMPAIGN} WHERE c.id = $2`, [userId, id]);
  return row ?? null;
}

/** What the rules ask of a user: whether their identity is verified and when they registered. */
export interface Claimant {
  verified: boolean;
  registered_at: string;
}

export async function findClaimant(db: Queryable, userId: number): Promise<Claimant | null> {
  const [row] = await db.query<Claimant>(
    `SELECT verification = 'verified' AS verified, ${isoText('created_at')} AS registered_at FROM users WHERE id = $1`,
    [userId],
  );
  return row ?? null;
}

/** The user's claim, once per campaign: null when one exists already (or is being made at this moment). */
export async function insertClaim(db: Queryable, campaignId: number, userId: number, at: IsoTime): Promise<{ id: number; amount: Decimal } | null> {
  const [row] = await db.query<{ id: number; amount: Decimal }>(
    `INSERT INTO airdrop_claims (campaign_id, user_id, amount, created_at)
     SELECT id, $2, amount, $3 FROM airdrop_campaigns WHERE id = $1
         ON CONFLICT ON CONSTRAINT airdrop_claims_once DO NOTHING
     RETURNING id, ${moneyText('amount')} AS amount`,
    [campaignId, userId, at],
  );
  return row ?? null;
}

/**
 * Gives one user's amount out of the total, only while the window is open and the total is not
 * exceeded: the row lock of the update orders racing claims, and the last ones find it spent.
 */
export async function takeFromTotal(db: Queryable, campaignId: number, at: IsoTime): Promise<boolean> {
  const rows = await db.query(
    `UPDATE airdrop_campaigns SET claimed = claimed + amount
      WHERE id = $1 AND claimed + amount <= total AND starts_at <= $2 AND ends_at > $2
     RETURNING id`,
    [campaignId, at],
  );
  return rows.length === 1;
}

export function listClaims(db: Queryable, userId: number, page: PageRequest): Promise<Page<AirdropRecord>> {
  return readPage<AirdropRecord>(db, page, {
    select: `cl.id, cl.campaign_id, cur.code AS coin, ${moneyText('cl.amount')} AS amount, c.rule, ${isoText('cl.created_at')} AS created_at`,
    from: `airdrop_claims cl JOIN airdrop_campaigns c ON c.id = cl.campaign_id JOIN currencies cur ON cur.id = c.currency_id WHERE cl.user_id = $1`,
    orderBy: 'cl.id DESC',
    params: [userId],
  });
}

/**
 * Every holding campaign whose snapshot time has come, in one statement: marks it taken (a
 * second process or round finds none left to mark) and writes each holder's spot balance of the
 * rule's coin as it was at `snapshot_at`, read from the ledger's balance-after of the user's last
 * entry up to that instant, so a snapshot taken late (the server was down) is still exact.
 */
export async function takeDueSnapshots(db: Queryable, now: IsoTime): Promise<number> {
  const [row] = await db.query<{ campaigns: number }>(
    `WITH due AS (
       UPDATE airdrop_campaigns SET snapshot_taken_at = $1
        WHERE rule = 'holding' AND snapshot_taken_at IS NULL AND snapshot_at <= $1
       RETURNING id, hold_currency_id, snapshot_at
     ), holdings AS (
       SELECT DISTINCT ON (due.id, e.user_id) due.id AS campaign_id, e.user_id, e.available_after + e.frozen_after AS held
         FROM due JOIN ledger_entries e ON e.account = 'coin' AND e.currency_id = due.hold_currency_id AND e.created_at <= due.snapshot_at
        ORDER BY due.id, e.user_id, e.id DESC
     ), written AS (
       INSERT INTO airdrop_snapshots (campaign_id, user_id, held)
       SELECT campaign_id, user_id, held FROM holdings WHERE held > 0
           ON CONFLICT DO NOTHING
       RETURNING 1
     )
     SELECT (SELECT count(*)::int FROM due) AS campaigns, (SELECT count(*)::int FROM written) AS holders`,
    [now],
  );
  return row?.campaigns ?? 0;
}

export interface NewCampaign {
  currencyId: number;
  amount: Decimal;
  total: Decimal;
  rule: { kind: 'verified' } | { kind: 'holding'; currencyId: number; min: Decimal; snapshotAt: IsoTime } | { kind: 'new_users'; from: IsoTime; to: IsoTime };
  startsAt: IsoTime;
  endsAt: IsoTime;
}

export async function insertCampaign(db: Queryable, campaign: NewCampaign, at: IsoTime): Promise<number> {
  const { rule } = campaign;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO airdrop_campaigns (currency_id, amount, total, rule, hold_currency_id, hold_min, snapshot_at, registered_from, registered_to, starts_at, ends_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      campaign.currencyId,
      campaign.amount,
      campaign.total,
      rule.kind,
      rule.kind === 'holding' ? rule.currencyId : null,
      rule.kind === 'holding' ? rule.min : null,
      rule.kind === 'holding' ? rule.snapshotAt : null,
      rule.kind === 'new_users' ? rule.from : null,
      rule.kind === 'new_users' ? rule.to : null,
      campaign.startsAt,
      campaign.endsAt,
      at,
    ],
  );
  if (!row) throw new Error('campaign not inserted');
  return row.id;
}

export async function countCampaigns(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM airdrop_campaigns');
  return row?.count ?? 0;
}

/** A currency by its code (any case), with the places its amounts have. */
export async function currencyOf(db: Queryable, code: string): Promise<{ id: number; code: string; decimals: number } | null> {
  const [row] = await db.query<{ id: number; code: string; decimals: number }>('SELECT id, code, decimals FROM currencies WHERE code = upper($1)', [code.trim()]);
  return row ?? null;
}

/** Every campaign, newest first, as the back office lists them. */
export function listAllCampaigns(db: Queryable): Promise<Record<string, unknown>[]> {
  return db.query(
    `SELECT c.id, cur.code AS coin, ${moneyText('c.amount')} AS amount, ${moneyText('c.total')} AS total, ${moneyText('c.claimed')} AS claimed,
            c.rule || CASE c.rule WHEN 'holding' THEN ' ' || ${moneyText('c.hold_min')} || ' ' || hc.code || ' @ ' || ${isoText('c.snapshot_at')}
                              WHEN 'new_users' THEN ' ' || ${isoText('c.registered_from')} || ' .. ' || ${isoText('c.registered_to')} ELSE '' END AS rule,
            ${isoText('c.starts_at')} AS starts_at, ${isoText('c.ends_at')} AS ends_at
       FROM airdrop_campaigns c JOIN currencies cur ON cur.id = c.currency_id LEFT JOIN currencies hc ON hc.id = c.hold_currency_id
      ORDER BY c.id DESC`,
  );
}
