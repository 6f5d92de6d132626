import type { Hold, NewCoinOrder, NewCoinProject, NewCoinReport, NewCoinState, Page } from '@h5/shared/contract';
import type { Language } from '@h5/shared/constants';
import type { IsoTime, Queryable } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText, moneyText } from '../../db/sql';

/**
 * The reference of a subscription's ledger entries and events: `new_coin:<order id>` (a value stored
 * in the ledger, renamed only by a migration).
 */
export const NEW_COIN_REFERENCE = 'new_coin';

/** A project's state at `$1` (the calendar's now): from its dates while open, then from its status. */
const STATE = `CASE
    WHEN p.status = 'open' AND $1::timestamptz < p.start_at THEN 'upcoming'
    WHEN p.status = 'open' AND $1::timestamptz < p.end_at THEN 'subscribing'
    WHEN p.status IN ('open', 'allocated') THEN 'calculating'
    WHEN p.status = 'launched' THEN 'launched'
    ELSE 'sold_out' END`;

/** The columns of a project, its description in the language at `$3` (English when it has none there). */
const PROJECT_COLUMNS = `p.id, p.name, p.coin, p.logo, coalesce(p.description ->> $3::text, p.description ->> 'en') AS description,
  c.code AS currency, p.currency_id,
  ${moneyText('p.price')} AS price, ${moneyText('p.supply')} AS supply,
  ${moneyText('p.min_amount')} AS min_amount, ${moneyText('p.user_cap')} AS user_cap,
  p.coin_decimals, c.decimals AS currency_decimals,
  ${isoText('p.start_at')} AS start_at, ${isoText('p.end_at')} AS end_at,
  ${isoText('p.launch_at')} AS launch_at, ${isoText('p.unlock_at')} AS unlock_at,
  (extract(epoch FROM p.unlock_at - p.launch_at) / 86400)::int AS lock_days,
  ${STATE} AS state,
  ${moneyText('coalesce(p.total_committed, o.total, 0)')} AS total_committed,
  coalesce(p.subscribers, o.count, 0) AS subscribers`;

/** Live totals of the open windows (a closed window's are the published ones). */
const PROJECT_FROM = `new_coin_projects p
  JOIN currencies c ON c.id = p.currency_id
  LEFT JOIN LATERAL (
    SELECT sum(amount) AS total, count(*)::int AS count FROM new_coin_orders WHERE project_id = p.id AND p.status = 'open'
  ) o ON true`;

export function listProjects(db: Queryable, now: IsoTime, state: NewCoinState | null, lang: Language): Promise<NewCoinProject[]> {
  return db.query<NewCoinProject>(
    `SELECT * FROM (SELECT ${PROJECT_COLUMNS} FROM ${PROJECT_FROM}) projects
      WHERE $2::text IS NULL OR state = $2 ORDER BY start_at DESC, id`,
    [now, state, lang],
  );
}

export async function findProject(db: Queryable, now: IsoTime, id: number, lang: Language): Promise<NewCoinProject | undefined> {
  const [row] = await db.query<NewCoinProject>(`SELECT ${PROJECT_COLUMNS} FROM ${PROJECT_FROM} WHERE p.id = $2`, [now, id, lang]);
  return row;
}

export async function findReport(db: Queryable, id: number): Promise<Omit<NewCoinReport, 'ratio'> | undefined> {
  const [row] = await db.query<Omit<NewCoinReport, 'ratio'>>(
    `SELECT p.id AS project_id, p.coin, c.code AS currency, ${moneyText('p.supply')} AS supply, ${moneyText('p.price')} AS price,
            ${moneyText('p.total_committed')} AS total_committed, p.subscribers,
            ${moneyText('p.allocated')} AS allocated, ${moneyText('p.paid')} AS paid, ${moneyText('p.refunded')} AS refunded,
            p.coin_decimals, c.decimals AS currency_decimals, ${isoText('p.published_at')} AS published_at
       FROM new_coin_projects p JOIN currencies c ON c.id = p.currency_id
      WHERE p.id = $1 AND p.published_at IS NOT NULL`,
    [id],
  );
  return row;
}

/** What a subscription checks, with the project row share-locked (its window cannot close meanwhile). */
export interface SubscribeTerms {
  id: number;
  coin: string;
  currency_id: number;
  currency: string;
  currency_decimals: number;
  min_amount: string;
  user_cap: string;
  open: boolean;
}

export async function lockProjectForSubscription(db: Queryable, id: number, now: IsoTime): Promise<SubscribeTerms | undefined> {
  const [row] = await db.query<SubscribeTerms>(
    `SELECT p.id, p.coin, p.currency_id, c.code AS currency, c.decimals AS currency_decimals,
            ${moneyText('p.min_amount')} AS min_amount, ${moneyText('p.user_cap')} AS user_cap,
            (p.status = 'open' AND p.start_at <= $2 AND $2 < p.end_at) AS open
       FROM new_coin_projects p JOIN currencies c ON c.id = p.currency_id
      WHERE p.id = $1 FOR SHARE OF p`,
    [id, now],
  );
  return row;
}

const ORDER_COLUMNS = `o.id, o.project_id, p.name, p.coin, c.code AS currency, ${moneyText('p.price')} AS price,
  ${moneyText('o.amount')} AS amount, o.status,
  ${moneyText('o.allocated')} AS allocated, ${moneyText('o.paid')} AS paid, ${moneyText('o.refunded')} AS refunded,
  p.coin_decimals, c.decimals AS currency_decimals,
  ${isoText('o.created_at')} AS created_at, ${isoText('p.unlock_at')} AS unlock_at, ${isoText('o.released_at')} AS released_at`;

export function listOrders(db: Queryable, userId: number, projectId: number | null, page: PageRequest): Promise<Page<Omit<NewCoinOrder, 'last_price'>>> {
  return readPage(db, page, {
    select: ORDER_COLUMNS,
    from: `new_coin_orders o JOIN new_coin_projects p ON p.id = o.project_id JOIN currencies c ON c.id = p.currency_id
            WHERE o.user_id = $1 AND ($2::int IS NULL OR o.project_id = $2)`,
    orderBy: 'o.id DESC',
    params: [userId, projectId],
  });
}

/** A project whose window has closed and is not allocated yet, locked; others are skipped (another process has them). */
export interface ClosingProject {
  id: number;
  coin: string;
  currency_id: number;
  currency: string;
  price: string;
  supply: string;
  coin_decimals: number;
  currency_decimals: number;
}

export async function claimClosedWindow(db: Queryable, now: IsoTime): Promise<ClosingProject | undefined> {
  const [row] = await db.query<ClosingProject>(
    `SELECT p.id, p.coin, p.currency_id, c.code AS currency, ${moneyText('p.price')} AS price, ${moneyText('p.supply')} AS supply,
            p.coin_decimals, c.decimals AS currency_decimals
       FROM new_coin_projects p JOIN currencies c ON c.id = p.currency_id
      WHERE p.status = 'open' AND p.end_at <= $1
      ORDER BY p.end_at, p.id LIMIT 1 FOR UPDATE OF p SKIP LOCKED`,
    [now],
  );
  return row;
}

export function commitsOf(db: Queryable, projectId: number): Promise<Array<{ id: number; user_id: number; amount: string }>> {
  return db.query(`SELECT id, user_id, ${moneyText('amount')} AS amount FROM new_coin_orders WHERE project_id = $1 AND status = 'review' ORDER BY id`, [
    projectId,
  ]);
}

/** Each order's share, in one statement. */
export async function setAllocations(
  db: Queryable,
  shares: { ids: number[]; allocated: string[]; paid: string[]; refunded: string[] },
  at: IsoTime,
): Promise<void> {
  await db.query(
    `UPDATE new_coin_orders o SET status = 'passed', allocated = s.allocated, paid = s.paid, refunded = s.refunded, allocated_at = $5
       FROM unnest($1::int[], $2::numeric[], $3::numeric[], $4::numeric[]) AS s (id, allocated, paid, refunded)
      WHERE o.id = s.id AND o.status = 'review'`,
    [shares.ids, shares.allocated, shares.paid, shares.refunded, at],
  );
}

export async function publishReport(
  db: Queryable,
  id: number,
  report: { total: string; subscribers: number; allocated: string; paid: string; refunded: string },
  at: IsoTime,
): Promise<void> {
  await db.query(
    `UPDATE new_coin_projects SET status = 'allocated', total_committed = $2, subscribers = $3, allocated = $4, paid = $5, refunded = $6, published_at = $7
      WHERE id = $1`,
    [id, report.total, report.subscribers, report.allocated, report.paid, report.refunded, at],
  );
}

/** Allocated projects whose launch time has come: launched (their coin's currency added), ids returned. */
export async function launchDue(db: Queryable, now: IsoTime): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `WITH due AS (
       SELECT id FROM new_coin_projects WHERE status = 'allocated' AND launch_at <= $1 ORDER BY id FOR UPDATE SKIP LOCKED
     ), listed AS (
       INSERT INTO currencies (id, code, decimals, chains, min_deposit, min_withdraw, withdraw_fee, sort)
       SELECT p.coin_currency_id, p.coin, p.coin_decimals, ARRAY['BEP20'], 0, 0, 0, 100 + p.id
         FROM new_coin_projects p JOIN due ON due.id = p.id
       ON CONFLICT (id) DO NOTHING
     )
     UPDATE new_coin_projects p SET status = 'launched' FROM due WHERE p.id = due.id RETURNING p.id`,
    [now],
  );
  return rows.map((row) => row.id);
}

/** What a process lists in its market: every coin that has launched. */
export interface ListedCoin {
  coin: string;
  /** The project's name, which the coin trades under ("Nova Chain"). */
  name: string;
  currency: string;
  coin_currency_id: number;
  coin_decimals: number;
  price: string;
  price_decimals: number;
  supply: string;
  launched_at: string;
}

export function listedCoins(db: Queryable): Promise<ListedCoin[]> {
  return db.query<ListedCoin>(
    `SELECT p.coin, p.name, c.code AS currency, p.coin_currency_id, p.coin_decimals, ${moneyText('p.price')} AS price, p.price_decimals,
            ${moneyText('p.supply')} AS supply, ${isoText('p.launch_at')} AS launched_at
       FROM new_coin_projects p JOIN currencies c ON c.id = p.currency_id
      WHERE p.status IN ('launched', 'released') ORDER BY p.id`,
  );
}

/** Passed orders whose lock-up is over, locked (others' are skipped). */
export interface DueRelease {
  id: number;
  user_id: number;
  coin: string;
  coin_currency_id: number;
  allocated: string;
}

export function claimDueReleases(db: Queryable, now: IsoTime, limit: number): Promise<DueRelease[]> {
  return db.query<DueRelease>(
    `SELECT o.id, o.user_id, p.coin, p.coin_currency_id, ${moneyText('o.allocated')} AS allocated
       FROM new_coin_orders o JOIN new_coin_projects p ON p.id = o.project_id
      WHERE o.status = 'passed' AND p.status = 'launched' AND p.unlock_at <= $1
      ORDER BY o.id LIMIT $2 FOR UPDATE OF o SKIP LOCKED`,
    [now, limit],
  );
}

export async function markReleased(db: Queryable, ids: number[], at: IsoTime): Promise<void> {
  await db.query(`UPDATE new_coin_orders SET status = 'released', released_at = $2 WHERE id = ANY($1::int[])`, [ids, at]);
}

/** Launched projects past their lock-up with nothing left to release are finished. */
export async function finishReleased(db: Queryable, now: IsoTime): Promise<number> {
  const rows = await db.query(
    `UPDATE new_coin_projects p SET status = 'released'
      WHERE p.status = 'launched' AND p.unlock_at <= $1
        AND NOT EXISTS (SELECT 1 FROM new_coin_orders o WHERE o.project_id = p.id AND o.status = 'passed')
      RETURNING p.id`,
    [now],
  );
  return rows.length;
}

/** What the user's commitments hold until their window closes, and allocated coins until their lock-up ends (the coin's own row may not exist before launch) (wallet/holds). */
export function newCoinHolds(db: Queryable, userId: number): Promise<Hold[]> {
  return db.query<Hold>(
    `SELECT 'new_coin_commit' AS reason, 'coin' AS account, c.code AS currency, c.decimals, ${moneyText('o.amount')} AS amount,
            ${isoText('p.end_at')} AS until, p.name AS subject, json_build_object('kind', 'new_coin', 'id', o.id, 'symbol', NULL, 'status', o.status) AS source
       FROM new_coin_orders o JOIN new_coin_projects p ON p.id = o.project_id JOIN currencies c ON c.id = p.currency_id
      WHERE o.user_id = $1 AND o.status = 'review'
     UNION ALL
     SELECT 'new_coin_locked', 'coin', p.coin, p.coin_decimals, ${moneyText('o.allocated')}, ${isoText('p.unlock_at')}, p.name,
            json_build_object('kind', 'new_coin', 'id', o.id, 'symbol', NULL, 'status', o.status)
       FROM new_coin_orders o JOIN new_coin_projects p ON p.id = o.project_id
      WHERE o.user_id = $1 AND o.status = 'passed' AND o.allocated > 0
     ORDER BY until`,
    [userId],
  );
}
