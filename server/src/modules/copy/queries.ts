import type { CopyFollow, CopyFollowDetail, CopySettlement, CopySkip, CopyStrategy, Decimal, Page, Position } from '@h5/shared/contract';
import type { IsoTime, Queryable } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText, moneyText, tickJson } from '../../db/sql';

/** A lead as the figures start from: its terms, its account now and its follows. */
export interface LeadBase {
  id: number;
  user_id: number;
  name: string;
  strategy: CopyStrategy;
  risk: 'low' | 'medium' | 'high';
  currency_id: number;
  currency: string;
  decimals: number;
  min_amount: Decimal;
  max_amount: Decimal;
  profit_share_rate: Decimal;
  equity: Decimal;
  followers: number;
  aum: Decimal;
  since: string;
  started_ms: number;
}

export function listLeadBases(db: Queryable, id: number | null): Promise<LeadBase[]> {
  return db.query<LeadBase>(
    `SELECT l.id, l.user_id, l.name, l.strategy, l.risk, l.currency_id, c.code AS currency, c.decimals,
            ${moneyText('l.min_amount')} AS min_amount, ${moneyText('l.max_amount')} AS max_amount, ${moneyText('l.profit_share_rate')} AS profit_share_rate,
            ${moneyText('coalesce(b.available + b.frozen, 0)')} AS equity,
            (SELECT count(*)::int FROM copy_follows f WHERE f.lead_id = l.id AND f.status = 'active') AS followers,
            ${moneyText(`coalesce((SELECT sum(f.cash) FROM copy_follows f WHERE f.lead_id = l.id AND f.status = 'active'), 0)
                       + coalesce((SELECT sum(m.margin) FROM lever_positions m JOIN copy_follows f ON f.id = m.follow_id
                                    WHERE f.lead_id = l.id AND f.status = 'active' AND m.status = 'holding'), 0)`)} AS aum,
            ${isoText('l.started_at')} AS since, (extract(epoch FROM l.started_at) * 1000)::float8 AS started_ms
       FROM copy_leads l
       JOIN currencies c ON c.id = l.currency_id
       LEFT JOIN balances b ON b.user_id = l.user_id AND b.account = 'contract' AND b.currency_id = l.currency_id
      WHERE $1::int IS NULL OR l.id = $1
      ORDER BY l.sort`,
    [id],
  );
}

/** The leads' contract-account balance after each entry since `from` (and the last one before it), oldest first. */
export function leadEquityEntries(db: Queryable, leads: readonly LeadBase[], from: IsoTime) {
  return db.query<{ user_id: number; time: number; equity: Decimal }>(
    `SELECT e.user_id, (extract(epoch FROM e.created_at) * 1000)::float8 AS time, ${moneyText('e.available_after + e.frozen_after')} AS equity
       FROM ledger_entries e JOIN unnest($1::int[], $2::int[]) AS l(user_id, currency_id) ON e.user_id = l.user_id AND e.currency_id = l.currency_id
      WHERE e.account = 'contract'
        AND (e.created_at >= $3 OR e.id = (SELECT max(p.id) FROM ledger_entries p
                                           WHERE p.user_id = l.user_id AND p.account = 'contract' AND p.currency_id = l.currency_id AND p.created_at < $3))
      ORDER BY e.created_at, e.id`,
    [leads.map((lead) => lead.user_id), leads.map((lead) => lead.currency_id), from],
  );
}

/** The leads' positions closed since `from`: P/L and fee, when. */
export function leadClosedSince(db: Queryable, leads: readonly LeadBase[], from: IsoTime) {
  return db.query<{ user_id: number; time: number; profit: Decimal; fee: Decimal }>(
    `SELECT p.user_id, (extract(epoch FROM p.closed_at) * 1000)::float8 AS time, ${moneyText('p.profit')} AS profit, ${moneyText('p.fee')} AS fee
       FROM lever_positions p
      WHERE p.user_id = ANY($1::int[]) AND p.follow_id IS NULL AND p.status = 'closed' AND p.closed_at >= $2`,
    [leads.map((lead) => lead.user_id), from],
  );
}

/** What followers of each lead made since `from`: closed mirrors' P/L less fees, profit share paid, and what they had put in. */
export function followerResultsSince(db: Queryable, from: IsoTime) {
  return db.query<{ lead_id: number; follows: number; invested: Decimal; net: Decimal }>(
    `SELECT f.lead_id, count(*)::int AS follows, ${moneyText('sum(f.invested)')} AS invested,
            ${moneyText(`coalesce(sum((SELECT sum(m.profit - m.fee) FROM lever_positions m WHERE m.follow_id = f.id AND m.status = 'closed' AND m.closed_at >= $1)), 0)
                       - coalesce(sum((SELECT sum(s.amount) FROM copy_settlements s WHERE s.follow_id = f.id AND s.created_at >= $1)), 0)`)} AS net
       FROM copy_follows f
      WHERE f.ended_at IS NULL OR f.ended_at >= $1
      GROUP BY f.lead_id`,
    [from],
  );
}

/** A lead's positions: holding ones, or the latest closed. */
export function leadPositions(db: Queryable, userId: number, status: 'holding' | 'closed', limit: number): Promise<Position[]> {
  return db.query<Position>(
    `SELECT ${POSITION_COLUMNS}
       FROM lever_positions p
       LEFT JOIN price_ticks o ON o.symbol = p.symbol AND o.time_ms = p.open_tick_time
       LEFT JOIN price_ticks c ON c.symbol = p.symbol AND c.time_ms = p.close_tick_time
      WHERE p.user_id = $1 AND p.follow_id IS NULL AND p.status = $2
      ORDER BY p.id DESC LIMIT $3`,
    [userId, status, limit],
  );
}

const POSITION_COLUMNS = `p.id, p.symbol, p.side, p.type, p.lots, p.multiple, ${moneyText('p.price')} AS price, ${moneyText('p.margin')} AS margin,
  ${moneyText('p.fee')} AS fee, ${moneyText('p.take_profit')} AS take_profit, ${moneyText('p.stop_loss')} AS stop_loss,
  ${moneyText('p.liquidation_price')} AS liquidation_price, p.status, ${moneyText('p.close_price')} AS close_price,
  p.close_reason, ${moneyText('p.profit')} AS profit, ${tickJson('o')} AS open_tick, ${tickJson('c')} AS close_tick,
  ${isoText('p.created_at')} AS created_at, ${isoText('p.closed_at')} AS closed_at`;

/** A follow as stored; the live figures (equity, unrealised) are added by the service. */
export type FollowRecord = Omit<CopyFollow, 'equity' | 'unrealised'>;

const FOLLOW_COLUMNS = `f.id, f.lead_id, l.name AS lead, l.strategy, c.code AS currency, c.decimals, ${moneyText('f.invested')} AS invested,
  ${moneyText('f.ratio')} AS ratio, f.stop_loss, f.take_profit, ${moneyText('f.profit_share_rate')} AS profit_share_rate, f.status, f.end_reason,
  ${moneyText('f.cash')} AS cash,
  ${moneyText(`coalesce((SELECT sum(m.margin) FROM lever_positions m WHERE m.follow_id = f.id AND m.status = 'holding'), 0)`)} AS margin,
  ${moneyText('f.realised')} AS realised, ${moneyText('f.high_water_mark')} AS high_water_mark, ${moneyText('f.profit_share')} AS profit_share,
  ${moneyText('f.returned')} AS returned,
  (SELECT count(*)::int FROM lever_positions m WHERE m.follow_id = f.id AND m.status = 'holding') AS open_positions,
  (SELECT count(*)::int FROM copy_skips k WHERE k.follow_id = f.id) AS skipped,
  ${isoText('f.created_at')} AS created_at, ${isoText('f.ended_at')} AS ended_at`;
const FOLLOW_FROM = 'copy_follows f JOIN copy_leads l ON l.id = f.lead_id JOIN currencies c ON c.id = f.currency_id';

export function listFollows(db: Queryable, userId: number, status: CopyFollow['status'] | undefined, page: PageRequest): Promise<Page<FollowRecord>> {
  return readPage<FollowRecord>(db, page, {
    select: FOLLOW_COLUMNS,
    from: `${FOLLOW_FROM} WHERE f.user_id = $1 AND ($2::text IS NULL OR f.status = $2)`,
    orderBy: 'f.id DESC',
    params: [userId, status ?? null],
  });
}

export async function findFollow(db: Queryable, userId: number, id: number): Promise<FollowRecord | null> {
  const [row] = await db.query<FollowRecord>(`SELECT ${FOLLOW_COLUMNS} FROM ${FOLLOW_FROM} WHERE f.id = $1 AND f.user_id = $2`, [id, userId]);
  return row ?? null;
}

/** Every follow of the user (the report's totals). */
export const allFollows = (db: Queryable, userId: number): Promise<FollowRecord[]> =>
  db.query<FollowRecord>(`SELECT ${FOLLOW_COLUMNS} FROM ${FOLLOW_FROM} WHERE f.user_id = $1 ORDER BY f.id`, [userId]);

/** The open mirrored positions of `followIds`, as their equity needs them. */
export function openMirrors(db: Queryable, followIds: readonly number[]) {
  return db.query<{ follow_id: number; symbol: string; side: 'long' | 'short'; lots: number; contractSize: Decimal; price: Decimal; margin: Decimal }>(
    `SELECT m.follow_id, m.symbol, m.side, m.lots, ${moneyText('m.contract_size')} AS "contractSize", ${moneyText('m.price')} AS price, ${moneyText('m.margin')} AS margin
       FROM lever_positions m WHERE m.follow_id = ANY($1::int[]) AND m.status = 'holding'`,
    [followIds],
  );
}

/** A follow's statement: its mirrors, skips and settlements. */
export async function followStatement(db: Queryable, id: number): Promise<Omit<CopyFollowDetail, 'follow'>> {
  const mirrors = await db.query<Position & { mirror_of: number }>(
    `SELECT ${POSITION_COLUMNS}, p.mirror_of
       FROM lever_positions p
       LEFT JOIN price_ticks o ON o.symbol = p.symbol AND o.time_ms = p.open_tick_time
       LEFT JOIN price_ticks c ON c.symbol = p.symbol AND c.time_ms = p.close_tick_time
      WHERE p.follow_id = $1 ORDER BY p.id DESC`,
    [id],
  );
  const skips = await db.query<CopySkip>(
    `SELECT k.position_id, p.symbol, p.side, p.lots AS lead_lots, k.reason, ${moneyText('k.needed')} AS needed, ${tickJson('o')} AS tick, ${isoText('k.created_at')} AS at
       FROM copy_skips k JOIN lever_positions p ON p.id = k.position_id
       LEFT JOIN price_ticks o ON o.symbol = p.symbol AND o.time_ms = p.open_tick_time
      WHERE k.follow_id = $1 ORDER BY k.position_id DESC`,
    [id],
  );
  const settlements = await db.query<CopySettlement>(
    `SELECT kind, ${moneyText('realised')} AS realised, ${moneyText('high_water_mark')} AS high_water_mark, ${moneyText('new_high_water_mark')} AS new_high_water_mark,
            ${moneyText('rate')} AS rate, ${moneyText('amount')} AS amount, ${isoText('created_at')} AS at
       FROM copy_settlements WHERE follow_id = $1 ORDER BY id`,
    [id],
  );
  return { mirrors, skips, settlements };
}

export interface LeadTerms {
  id: number;
  name: string;
  currency_id: number;
  currency: string;
  decimals: number;
  min_amount: Decimal;
  max_amount: Decimal;
  profit_share_rate: Decimal;
}

export async function findLeadTerms(db: Queryable, id: number): Promise<LeadTerms | null> {
  const [row] = await db.query<LeadTerms>(
    `SELECT l.id, l.name, l.currency_id, c.code AS currency, c.decimals, ${moneyText('l.min_amount')} AS min_amount, ${moneyText('l.max_amount')} AS max_amount,
            ${moneyText('l.profit_share_rate')} AS profit_share_rate
       FROM copy_leads l JOIN currencies c ON c.id = l.currency_id WHERE l.id = $1`,
    [id],
  );
  return row ?? null;
}

/** What a follow's money holds (wallet/holds): its cash and its open positions' margin, frozen in the contract account. */
export function followHolds(db: Queryable, userId: number) {
  return db.query<{ reason: 'copy_follow'; account: 'contract'; currency: string; decimals: number; amount: Decimal; until: null; subject: string; source: { kind: 'copy'; id: number; symbol: null; status: string } }>(
    `SELECT 'copy_follow' AS reason, 'contract' AS account, c.code AS currency, c.decimals,
            ${moneyText(`f.cash + coalesce((SELECT sum(m.margin) FROM lever_positions m WHERE m.follow_id = f.id AND m.status = 'holding'), 0)`)} AS amount,
            NULL AS until, l.name AS subject, json_build_object('kind', 'copy', 'id', f.id, 'symbol', NULL, 'status', f.status) AS source
       FROM copy_follows f JOIN copy_leads l ON l.id = f.lead_id JOIN currencies c ON c.id = f.currency_id
      WHERE f.user_id = $1 AND f.status = 'active' ORDER BY f.id DESC`,
    [userId],
  );
}
