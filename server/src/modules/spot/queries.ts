import type { Hold, contract, Decimal, Page, ParsedRequestOf, SpotOrder } from '@h5/shared/contract';
import type { IsoTime, Queryable } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText, moneyText, StatementParams, tickJson } from '../../db/sql';
import { changesOfInsertedRows, insertWithBalanceChanges, refusingOverdraft, type ChangeOfNewRow } from '../ledger/service';
import { insertEventsOfRows, storedEvent, type EventRow, type NewAccountEvent, type StoredEvent } from '../notification/service';
import { SPOT_REFERENCE } from './rules';
import { type SpotSide } from '@h5/shared/money';

export interface NewSpotOrder {
  userId: number;
  symbol: string;
  baseId: number;
  quoteId: number;
  side: SpotSide;
  type: 'market' | 'limit';
  price: Decimal;
  quantity: Decimal;
  amount: Decimal;
  fee: Decimal;
  frozen: Decimal;
  /** Set for a market order (completed at once on this tick). */
  tickTime: number | null;
  at: IsoTime;
}

/**
 * Places an order: its row and the balance changes it makes (a market order's fill, a limit
 * order's freeze) in one statement, all or nothing; its id.
 */
export function placeSpotOrder(db: Queryable, order: NewSpotOrder, changes: readonly ChangeOfNewRow[]): Promise<number> {
  const insert = {
    sql: `INSERT INTO spot_orders (user_id, symbol, base_currency_id, quote_currency_id, side, type, price, quantity, amount, fee,
                                   fee_currency_id, frozen, status, tick_time, created_at, finished_at)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $4, $11, CASE WHEN $12::bigint IS NULL THEN 'waiting' ELSE 'completed' END,
                  $12, $13, CASE WHEN $12::bigint IS NULL THEN NULL ELSE $13::timestamptz END)
          RETURNING id`,
    params: [
      order.userId,
      order.symbol,
      order.baseId,
      order.quoteId,
      order.side,
      order.type,
      order.price,
      order.quantity,
      order.amount,
      order.fee,
      order.frozen,
      order.tickTime,
      order.at,
    ],
  };
  return insertWithBalanceChanges(db, insert, SPOT_REFERENCE, changes, order.at);
}

/**
 * Writes market orders of different users (a group commit's group), completed on their ticks, in
 * ONE statement: their rows, the balance changes they make (set-based, `changesOfInsertedRows`)
 * and the events that tell their users, all or nothing, in one round trip and autocommitted (no
 * BEGIN or COMMIT). A balance that would go negative, or a loss from a balance never opened,
 * refuses the whole statement; the group commit then answers each order alone. Each order's id,
 * in the order given, and the events kept (to push once it has returned).
 */
export async function writeMarketOrders(
  db: Queryable,
  orders: readonly NewSpotOrder[],
  changes: readonly ChangeOfNewRow[],
  events: ReadonlyArray<Omit<NewAccountEvent, 'ref'>>,
  at: IsoTime,
): Promise<{ ids: number[]; events: StoredEvent[] }> {
  const params = new StatementParams();
  const column = <K extends keyof NewSpotOrder>(key: K, cast: string) => params.add(orders.map((order) => order[key]), cast);
  const rows = await refusingOverdraft(
    db.query<EventRow>(
      `WITH rows AS (
         INSERT INTO spot_orders (user_id, symbol, base_currency_id, quote_currency_id, side, type, price, quantity, amount, fee,
                                  fee_currency_id, frozen, status, tick_time, created_at, finished_at)
         SELECT o.user_id, o.symbol, o.base_id, o.quote_id, o.side, 'market', o.price, o.quantity, o.amount, o.fee, o.quote_id, 0, 'completed',
                o.tick_time, o.at, o.at
           FROM unnest(${column('userId', 'int[]')}, ${column('symbol', 'text[]')}, ${column('baseId', 'int[]')}, ${column('quoteId', 'int[]')},
                       ${column('side', 'text[]')}, ${column('price', 'numeric[]')}, ${column('quantity', 'numeric[]')}, ${column('amount', 'numeric[]')},
                       ${column('fee', 'numeric[]')}, ${column('tickTime', 'bigint[]')}, ${column('at', 'timestamptz[]')}) WITH ORDINALITY
                AS o(user_id, symbol, base_id, quote_id, side, price, quantity, amount, fee, tick_time, at, n)
          ORDER BY o.n
      RETURNING id, user_id
       ), ${changesOfInsertedRows(params, 'rows', SPOT_REFERENCE, changes, at)},
       events AS (${insertEventsOfRows(params, 'rows', events, at)})
       SELECT * FROM events`,
      params.values,
    ),
  );
  // One order per user: the user tells which event (and order) is whose.
  const stored = rows.map(storedEvent);
  const ids = new Map(stored.map(({ userId, event }) => [userId, event.ref]));
  if (ids.size !== orders.length) throw new Error('writeMarketOrders: one order and one event per user');
  return { ids: orders.map((order) => ids.get(order.userId) as number), events: stored };
}

/** A waiting order as the jobs and cancels handle it. */
export interface WaitingSpotOrder {
  id: number;
  user_id: number;
  symbol: string;
  side: SpotSide;
  base_currency_id: number;
  quote_currency_id: number;
  price: Decimal;
  quantity: Decimal;
  amount: Decimal;
  fee: Decimal;
  frozen: Decimal;
}

const WAITING_COLUMNS = `o.id, o.user_id, o.symbol, o.side, o.base_currency_id, o.quote_currency_id, ${moneyText('o.price')} AS price,
  ${moneyText('o.quantity')} AS quantity, ${moneyText('o.amount')} AS amount, ${moneyText('o.fee')} AS fee, ${moneyText('o.frozen')} AS frozen`;

/** Cancels a waiting order of the user's: the row comes back only if it was still waiting. */
export async function cancelSpotOrder(db: Queryable, userId: number, id: number, at: IsoTime): Promise<WaitingSpotOrder | null> {
  const [row] = await db.query<WaitingSpotOrder>(
    `UPDATE spot_orders o SET status = 'cancelled', finished_at = $3
      WHERE o.id = $1 AND o.user_id = $2 AND o.status = 'waiting'
  RETURNING ${WAITING_COLUMNS}`,
    [id, userId, at],
  );
  return row ?? null;
}

export async function spotOrderOwner(db: Queryable, id: number): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>('SELECT user_id FROM spot_orders WHERE id = $1', [id]);
  return row?.user_id ?? null;
}

/**
 * Waiting limit orders the ticks cross (a buy at or above the price, a sell at or below it),
 * oldest first, locked for this transaction; rows someone else holds are skipped.
 */
export function claimCrossedSpotOrders(tx: Queryable, ticks: [string[], string[], number[]], limit: number): Promise<Array<WaitingSpotOrder & { tick_time: number }>> {
  return tx.query(
    `SELECT ${WAITING_COLUMNS}, t.time::float8 AS tick_time
       FROM unnest($1::text[], $2::numeric[], $3::bigint[]) AS t(symbol, price, time)
       JOIN spot_orders o ON o.symbol = t.symbol AND o.status = 'waiting'
        AND ((o.side = 'buy' AND o.price >= t.price) OR (o.side = 'sell' AND o.price <= t.price))
      ORDER BY o.id
      LIMIT $4
        FOR UPDATE OF o SKIP LOCKED`,
    [...ticks, limit],
  );
}

export async function completeSpotOrders(tx: Queryable, orders: ReadonlyArray<{ id: number; tick_time: number }>, at: IsoTime): Promise<void> {
  await tx.query(
    `UPDATE spot_orders o SET status = 'completed', tick_time = f.tick_time, finished_at = $3
       FROM unnest($1::int[], $2::bigint[]) AS f(id, tick_time)
      WHERE o.id = f.id AND o.status = 'waiting'`,
    [orders.map((order) => order.id), orders.map((order) => order.tick_time), at],
  );
}

/** What the order list narrows to: the call's filter without its page. */
export type SpotFilter = Omit<ParsedRequestOf<typeof contract.spot.orders>, keyof PageRequest>;

export function listSpotOrders(db: Queryable, userId: number, filter: SpotFilter, page: PageRequest): Promise<Page<SpotOrder>> {
  return readPage<SpotOrder>(db, page, {
    select: `o.id, o.symbol, o.side, o.type, ${moneyText('o.price')} AS price, ${moneyText('o.quantity')} AS quantity,
             ${moneyText('o.fee')} AS fee, c.code AS fee_currency, o.status, ${tickJson('t')} AS tick,
             ${isoText('o.created_at')} AS created_at, ${isoText('o.finished_at')} AS finished_at`,
    from: `spot_orders o JOIN currencies c ON c.id = o.fee_currency_id
           LEFT JOIN price_ticks t ON t.symbol = o.symbol AND t.time_ms = o.tick_time
           WHERE o.user_id = $1 AND ($2::text IS NULL OR o.status = $2) AND ($3::text IS NULL OR o.symbol = $3)`,
    orderBy: 'o.id DESC',
    params: [userId, filter.status ?? null, filter.symbol ?? null],
  });
}

/** What the user's waiting spot orders hold (the quote for a buy, the base for a sell) (wallet/holds). */
export function spotHolds(db: Queryable, userId: number): Promise<Hold[]> {
  return db.query<Hold>(
    `SELECT 'spot_order' AS reason, 'coin' AS account, c.code AS currency, c.decimals, ${moneyText('o.frozen')} AS amount, NULL AS until,
            o.symbol AS subject, json_build_object('kind', 'spot', 'id', o.id, 'symbol', o.symbol, 'status', o.status) AS source
       FROM spot_orders o JOIN currencies c ON c.id = CASE WHEN o.side = 'buy' THEN o.quote_currency_id ELSE o.base_currency_id END
      WHERE o.user_id = $1 AND o.status = 'waiting' AND o.frozen > 0 ORDER BY o.id DESC`,
    [userId],
  );
}
