import type { Hold, Decimal, Page, TrustOrder, TrustOrderStatus, TrustProduct, TrustReport, TrustStatementLine } from '@h5/shared/contract';
import type { IsoTime, Queryable } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText, moneyText } from '../../db/sql';
import { insertEventsOfSelect, storedEvent, type EventRow, type StoredEvent } from '../notification/service';

/** A product's state at `$1` (the calendar's now): "to be opened" until its time, sold out once what is left is below a minimum. */
const PRODUCT_COLUMNS = `p.id, p.name, c.code AS currency, c.id AS currency_id, c.decimals, p.cycle_days,
  ${moneyText('p.min_amount')} AS min_amount, ${moneyText('p.max_amount')} AS max_amount,
  ${moneyText('p.user_quota')} AS user_quota, ${moneyText('p.total_quota')} AS total_quota, ${moneyText('p.sold')} AS sold,
  ${moneyText('p.daily_rate')} AS daily_rate, ${moneyText('p.daily_rate * p.cycle_days')} AS total_rate,
  ${moneyText('p.penalty_ratio')} AS penalty_ratio, p.dividend_minute,
  CASE WHEN p.status = 'soon' AND (p.opens_at IS NULL OR p.opens_at > $1) THEN 'soon'
       WHEN p.total_quota - p.sold < p.min_amount THEN 'sold_out'
       ELSE 'open' END AS status,
  CASE WHEN p.opens_at > $1 THEN ${isoText('p.opens_at')} END AS opens_at`;

export function listTrustProducts(db: Queryable, now: IsoTime): Promise<TrustProduct[]> {
  return db.query<TrustProduct>(
    `SELECT ${PRODUCT_COLUMNS} FROM trust_products p JOIN currencies c ON c.id = p.currency_id
      WHERE p.status <> 'closed' ORDER BY p.sort, p.id`,
    [now],
  );
}

export type LockedProduct = TrustProduct & { closed: boolean };

/** The product, its row locked for the purchase: purchases of one product queue here, so quotas hold. */
export async function lockTrustProduct(tx: Queryable, id: number, now: IsoTime): Promise<LockedProduct | null> {
  const [row] = await tx.query<LockedProduct>(
    `SELECT ${PRODUCT_COLUMNS}, p.status = 'closed' AS closed
       FROM trust_products p JOIN currencies c ON c.id = p.currency_id WHERE p.id = $2 FOR UPDATE OF p`,
    [now, id],
  );
  return row ?? null;
}

/** What the user has bought of the product in all (the per-user quota counts every purchase). */
export async function boughtBy(tx: Queryable, productId: number, userId: number): Promise<Decimal> {
  const [row] = await tx.query<{ bought: Decimal }>(
    `SELECT ${moneyText('coalesce(sum(amount), 0)')} AS bought FROM trust_orders WHERE product_id = $1 AND user_id = $2`,
    [productId, userId],
  );
  return row?.bought ?? '0';
}

export interface NewTrustOrder {
  userId: number;
  product: TrustProduct;
  amount: Decimal;
  dailyIncome: Decimal;
  valueAt: IsoTime;
  at: IsoTime;
}

export async function insertTrustOrder(tx: Queryable, order: NewTrustOrder): Promise<number> {
  const { product } = order;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO trust_orders (user_id, product_id, currency_id, amount, cycle_days, daily_rate, penalty_ratio, daily_income,
                               value_at, next_due_at, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9::timestamptz + interval '1 day', 'escrow', $10)
     RETURNING id`,
    [order.userId, product.id, product.currency_id, order.amount, product.cycle_days, product.daily_rate, product.penalty_ratio,
      order.dailyIncome, order.valueAt, order.at],
  );
  await tx.query(`UPDATE trust_products SET sold = sold + $2 WHERE id = $1`, [product.id, order.amount]);
  if (!row) throw new Error('trust order insert returned no row');
  return row.id;
}

/** An order as the store keeps it (the contract's, with its owner and currency); the service fills in what redeeming it now would cost. */
export type TrustOrderRow = TrustOrder & { user_id: number; currency_id: number };

const ORDER_COLUMNS = `o.id, o.user_id, o.product_id, p.name AS product, c.code AS currency, c.id AS currency_id, c.decimals,
  ${moneyText('o.amount')} AS amount, ${moneyText('o.daily_rate')} AS daily_rate, ${moneyText('o.penalty_ratio')} AS penalty_ratio,
  ${moneyText('o.daily_income')} AS daily_income, o.cycle_days, o.days_paid, o.cycle_days - o.days_paid AS remaining_days,
  ${moneyText('o.income')} AS income, o.status, ${moneyText('o.penalty')} AS penalty, ${moneyText('o.refund')} AS refund,
  ${isoText('o.created_at')} AS created_at, ${isoText('o.value_at')} AS value_at,
  CASE WHEN o.status = 'escrow' THEN ${isoText('o.next_due_at')} END AS next_due_at,
  ${isoText("(o.value_at + o.cycle_days * interval '1 day')")} AS matures_at, ${isoText('o.finished_at')} AS finished_at`;
const ORDER_FROM = `trust_orders o JOIN trust_products p ON p.id = o.product_id JOIN currencies c ON c.id = o.currency_id`;

export function listTrustOrders(db: Queryable, userId: number, status: TrustOrderStatus | undefined, page: PageRequest): Promise<Page<TrustOrderRow>> {
  return readPage<TrustOrderRow>(db, page, {
    select: ORDER_COLUMNS,
    from: `${ORDER_FROM} WHERE o.user_id = $1 AND ($2::text IS NULL OR o.status = $2)`,
    orderBy: 'o.id DESC',
    params: [userId, status ?? null],
  });
}

/** One of the user's orders (another user's is not found), locked when `lock` for a redemption. */
export async function findTrustOrder(db: Queryable, userId: number, id: number, lock = false): Promise<TrustOrderRow | null> {
  const [row] = await db.query<TrustOrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1 AND o.user_id = $2 ${lock ? 'FOR UPDATE OF o' : ''}`,
    [id, userId],
  );
  return row ?? null;
}

export async function markRedeemed(tx: Queryable, id: number, penalty: Decimal, refund: Decimal, at: IsoTime): Promise<void> {
  await tx.query(`UPDATE trust_orders SET status = 'redeemed', penalty = $2, refund = $3, finished_at = $4 WHERE id = $1 AND status = 'escrow'`, [
    id,
    penalty,
    refund,
    at,
  ]);
}

/** Escrow orders with a day due by `now`, oldest due first, locked; rows another process holds are left to it. */
export async function claimDueOrders(tx: Queryable, now: IsoTime, limit: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `SELECT id FROM trust_orders WHERE status = 'escrow' AND next_due_at <= $1 ORDER BY next_due_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Pays the locked escrow orders `ids` every day due by `now`, set-based in one statement: a row
 * per (order, day) in trust_dividends (its primary key makes each day once), the orders' days and
 * income moved on, those at their last day completed with their principal back, the trust
 * balances credited with one ledger entry per dividend (`trust:<order>:<day>`) and per principal
 * (`trust:<order>`), each with the balance it left (the running sum in entry order), and the
 * events that tell the users: a dividend per order paid, a maturity per order completed. Returns
 * those events, kept, to push once the transaction commits; none when nothing was due.
 */
export async function payDueDividends(tx: Queryable, ids: readonly number[], now: IsoTime): Promise<StoredEvent[]> {
  const named = `u JOIN trust_products p ON p.id = u.product_id JOIN currencies c ON c.id = u.currency_id`;
  const rows = await tx.query<EventRow>(
    `WITH o AS (
       SELECT t.id, t.user_id, t.product_id, t.currency_id, t.amount, t.daily_income, t.cycle_days, t.days_paid, t.value_at,
              LEAST(t.cycle_days, floor(extract(epoch FROM ($2::timestamptz - t.value_at)) / 86400)::int) AS due_days
         FROM trust_orders t
        WHERE t.id = ANY($1::int[]) AND t.status = 'escrow'
     ), due AS (
       SELECT * FROM o WHERE o.due_days > o.days_paid
     ), d AS (
       INSERT INTO trust_dividends (order_id, day, user_id, amount, due_at, paid_at)
       SELECT due.id, g.day, due.user_id, due.daily_income, due.value_at + g.day * interval '1 day', $2
         FROM due, generate_series(due.days_paid + 1, due.due_days) AS g(day)
       ON CONFLICT DO NOTHING
       RETURNING order_id, day, user_id, amount
     ), paid AS (
       SELECT order_id, sum(amount) AS paid, max(day) AS last_day FROM d GROUP BY order_id
     ), u AS (
       UPDATE trust_orders t
          SET days_paid = paid.last_day, income = t.income + paid.paid,
              next_due_at = t.value_at + (paid.last_day + 1) * interval '1 day',
              status = CASE WHEN paid.last_day = t.cycle_days THEN 'completed' ELSE 'escrow' END,
              finished_at = CASE WHEN paid.last_day = t.cycle_days THEN $2::timestamptz END
         FROM paid
        WHERE t.id = paid.order_id
       RETURNING t.id, t.user_id, t.product_id, t.currency_id, t.amount, t.cycle_days, t.income, paid.paid, paid.last_day,
                 paid.last_day = t.cycle_days AS matured
     ), moves AS (
       SELECT d.user_id, u.currency_id, d.amount, 'trust_dividend' AS type, 'trust:' || d.order_id || ':' || d.day AS reference,
              d.order_id, d.day AS seq
         FROM d JOIN u ON u.id = d.order_id
        WHERE d.amount > 0
       UNION ALL
       SELECT u.user_id, u.currency_id, u.amount, 'trust_principal', 'trust:' || u.id, u.id, u.cycle_days + 1
         FROM u WHERE u.matured
     ), totals AS (
       SELECT user_id, currency_id, sum(amount) AS total FROM moves GROUP BY user_id, currency_id
     ), b AS (
       INSERT INTO balances (user_id, account, currency_id, available, updated_at)
       SELECT user_id, 'trust', currency_id, total, $2 FROM totals ORDER BY user_id, currency_id
       ON CONFLICT (user_id, account, currency_id)
         DO UPDATE SET available = balances.available + EXCLUDED.available, updated_at = EXCLUDED.updated_at
       RETURNING user_id, currency_id, available, frozen
     ), l AS (
       INSERT INTO ledger_entries (user_id, account, currency_id, available_delta, frozen_delta, reason, type, reference, created_at,
                                   available_after, frozen_after)
       SELECT m.user_id, 'trust', m.currency_id, m.amount, 0, m.type, m.type, m.reference, $2,
              b.available - t.total + sum(m.amount) OVER (PARTITION BY m.user_id, m.currency_id ORDER BY m.order_id, m.seq ROWS UNBOUNDED PRECEDING),
              b.frozen
         FROM moves m JOIN b USING (user_id, currency_id) JOIN totals t USING (user_id, currency_id)
        ORDER BY m.user_id, m.currency_id, m.order_id, m.seq
     ), events AS (
       ${insertEventsOfSelect(
         `SELECT u.user_id, 'trust.dividend' AS kind, u.id AS ref, 0 AS n,
                 jsonb_build_object('product', p.name, 'currency', c.code, 'amount', ${moneyText('u.paid')}, 'day', u.last_day, 'cycle_days', u.cycle_days) AS data
            FROM ${named}
          UNION ALL
          SELECT u.user_id, 'trust.matured', u.id, 1,
                 jsonb_build_object('product', p.name, 'currency', c.code, 'principal', ${moneyText('u.amount')}, 'income', ${moneyText('u.income')})
            FROM ${named} WHERE u.matured`,
         // Dividends, then maturities, each by order: no maturity is older than the dividend that brought it.
         'e.n, e.ref',
         '$2',
       )}
     )
     SELECT * FROM events`,
    [ids, now],
  );
  return rows.map(storedEvent);
}

/** An order's ledger entries, oldest first: its statement (purchase, dividends by day, principal, penalty). */
export function listStatementLines(db: Queryable, userId: number, id: number): Promise<TrustStatementLine[]> {
  return db.query<TrustStatementLine>(
    `SELECT e.id AS ledger_id, e.type, d.day, ${isoText('d.due_at')} AS due_at,
            ${moneyText('e.available_delta')} AS amount, ${isoText('e.created_at')} AS at
       FROM ledger_entries e
       LEFT JOIN trust_dividends d ON e.type = 'trust_dividend' AND d.order_id = $3 AND d.day = nullif(split_part(e.reference, ':', 3), '')::int
      WHERE e.user_id = $1 AND e.account = 'trust' AND (e.reference = $2 OR e.reference LIKE $2 || ':%')
        AND e.type IN ('trust_purchase', 'trust_dividend', 'trust_principal', 'trust_penalty')
      ORDER BY e.id`,
    [userId, `trust:${id}`, id],
  );
}

/** The user's holdings per coin: in escrow, dividends paid since `dayStart` (today, UTC) and in all. */
export async function trustReport(db: Queryable, userId: number, dayStart: IsoTime): Promise<TrustReport> {
  const lines = await db.query<TrustReport['lines'][number]>(
    `SELECT c.code AS currency,
            ${moneyText("coalesce(sum(o.amount) FILTER (WHERE o.status = 'escrow'), 0)")} AS escrow,
            ${moneyText('coalesce(sum((SELECT sum(d.amount) FROM trust_dividends d WHERE d.order_id = o.id AND d.paid_at >= $2)), 0)')} AS today_income,
            ${moneyText('coalesce(sum(o.income), 0)')} AS total_income,
            (count(*) FILTER (WHERE o.status = 'escrow'))::int AS orders
       FROM trust_orders o JOIN currencies c ON c.id = o.currency_id
      WHERE o.user_id = $1
      GROUP BY c.code, c.sort ORDER BY c.sort`,
    [userId, dayStart],
  );
  return { lines };
}

/** A product as ops creates it (the CLI's fields). */
export interface NewTrustProduct {
  name: string;
  currency_id: number;
  cycle_days: number;
  min_amount: Decimal;
  max_amount: Decimal;
  user_quota: Decimal;
  total_quota: Decimal;
  daily_rate: Decimal;
  penalty_ratio: Decimal;
  dividend_minute: number;
  /** Null: opens now. */
  opens_at: IsoTime | null;
}

export async function insertTrustProduct(db: Queryable, product: NewTrustProduct): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO trust_products (name, currency_id, cycle_days, min_amount, max_amount, user_quota, total_quota, daily_rate,
                                 penalty_ratio, dividend_minute, opens_at, status, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $11::timestamptz IS NULL THEN 'open' ELSE 'soon' END,
             (SELECT coalesce(max(sort), 0) + 1 FROM trust_products))
     RETURNING id`,
    [product.name, product.currency_id, product.cycle_days, product.min_amount, product.max_amount, product.user_quota,
      product.total_quota, product.daily_rate, product.penalty_ratio, product.dividend_minute, product.opens_at],
  );
  if (!row) throw new Error('trust product insert returned no row');
  return row.id;
}

/** Opens (now) or closes a product; false when there is no such product. Orders held run on. */
export async function setTrustProductStatus(db: Queryable, id: number, status: 'open' | 'closed'): Promise<boolean> {
  const rows = await db.query(`UPDATE trust_products SET status = $2, opens_at = NULL WHERE id = $1 RETURNING id`, [id, status]);
  return rows.length > 0;
}

export interface OpsTrustProduct {
  id: number;
  name: string;
  currency: string;
  cycle_days: number;
  daily_rate: Decimal;
  sold: Decimal;
  total_quota: Decimal;
  status: string;
  opens_at: string | null;
}

export function listOpsTrustProducts(db: Queryable): Promise<OpsTrustProduct[]> {
  return db.query<OpsTrustProduct>(
    `SELECT p.id, p.name, c.code AS currency, p.cycle_days, ${moneyText('p.daily_rate')} AS daily_rate, ${moneyText('p.sold')} AS sold,
            ${moneyText('p.total_quota')} AS total_quota, p.status, ${isoText('p.opens_at')} AS opens_at
       FROM trust_products p JOIN currencies c ON c.id = p.currency_id ORDER BY p.sort, p.id`,
  );
}

/** What the user's orders in escrow hold their principal until maturity (wallet/holds). */
export function trustHolds(db: Queryable, userId: number): Promise<Hold[]> {
  return db.query<Hold>(
    `SELECT 'trust_escrow' AS reason, 'trust' AS account, c.code AS currency, c.decimals, ${moneyText('o.amount')} AS amount,
            ${isoText("o.value_at + o.cycle_days * interval '1 day'")} AS until, p.name AS subject,
            json_build_object('kind', 'trust', 'id', o.id, 'symbol', NULL, 'status', o.status) AS source
       FROM trust_orders o JOIN trust_products p ON p.id = o.product_id JOIN currencies c ON c.id = o.currency_id
      WHERE o.user_id = $1 AND o.status = 'escrow' ORDER BY o.value_at + o.cycle_days * interval '1 day'`,
    [userId],
  );
}
