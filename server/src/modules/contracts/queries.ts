import type { Hold, Decimal, Position, Page } from '@h5/shared/contract';
import type { IsoTime, Queryable } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText, moneyText, tickJson } from '../../db/sql';
import { insertWithBalanceChanges, type ChangeOfNewRow } from '../ledger/service';
import { CONTRACT_REFERENCE, type CloseReason } from './rules';
import { type PositionSide } from '@h5/shared/money';

export interface NewPosition {
  userId: number;
  symbol: string;
  currencyId: number;
  side: PositionSide;
  type: 'market' | 'limit';
  lots: number;
  multiple: number;
  contractSize: Decimal;
  feeRate: Decimal;
  maintenanceRate: Decimal;
  price: Decimal;
  margin: Decimal;
  fee: Decimal;
  liquidationPrice: Decimal | null;
  takeProfit: Decimal | null;
  stopLoss: Decimal | null;
  /** Set for a market position (open at once on this tick). */
  openTickTime: number | null;
  at: IsoTime;
}

/** Inserts the position and applies its balance changes in one statement (refused whole if the balance falls short). */
export function placePosition(db: Queryable, p: NewPosition, changes: readonly ChangeOfNewRow[]): Promise<number> {
  const insert = {
    sql: `INSERT INTO lever_positions (user_id, symbol, currency_id, side, type, lots, multiple, contract_size, fee_rate, maintenance_rate,
                                       price, margin, fee, liquidation_price, take_profit, stop_loss, status, open_tick_time, created_at, opened_at)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
                  CASE WHEN $17::bigint IS NULL THEN 'waiting' ELSE 'holding' END, $17, $18,
                  CASE WHEN $17::bigint IS NULL THEN NULL ELSE $18::timestamptz END)
          RETURNING id`,
    params: [
      p.userId,
      p.symbol,
      p.currencyId,
      p.side,
      p.type,
      p.lots,
      p.multiple,
      p.contractSize,
      p.feeRate,
      p.maintenanceRate,
      p.price,
      p.margin,
      p.fee,
      p.liquidationPrice,
      p.takeProfit,
      p.stopLoss,
      p.openTickTime,
      p.at,
    ],
  };
  return insertWithBalanceChanges(db, insert, CONTRACT_REFERENCE, changes, p.at);
}

/** A position as the services and jobs handle it. */
export interface PositionRow {
  id: number;
  user_id: number;
  symbol: string;
  currency_id: number;
  side: PositionSide;
  status: Position['status'];
  lots: number;
  contract_size: Decimal;
  price: Decimal;
  margin: Decimal;
  fee: Decimal;
  liquidation_price: Decimal | null;
  take_profit: Decimal | null;
  stop_loss: Decimal | null;
}

const ROW_COLUMNS = `p.id, p.user_id, p.symbol, p.currency_id, p.side, p.status, p.lots, ${moneyText('p.contract_size')} AS contract_size,
  ${moneyText('p.price')} AS price, ${moneyText('p.margin')} AS margin, ${moneyText('p.fee')} AS fee,
  ${moneyText('p.liquidation_price')} AS liquidation_price, ${moneyText('p.take_profit')} AS take_profit, ${moneyText('p.stop_loss')} AS stop_loss`;

/** The user's position, locked for this transaction (null if it is not theirs or does not exist). */
export async function lockOwnPosition(tx: Queryable, userId: number, id: number): Promise<PositionRow | null> {
  // A mirrored position is its follow's to close (copy trading), not its user's by hand.
  const [row] = await tx.query<PositionRow>(`SELECT ${ROW_COLUMNS} FROM lever_positions p WHERE p.id = $1 AND p.user_id = $2 AND p.follow_id IS NULL FOR UPDATE`, [
    id,
    userId,
  ]);
  return row ?? null;
}

export async function cancelPosition(tx: Queryable, id: number, at: IsoTime): Promise<void> {
  await tx.query(`UPDATE lever_positions SET status = 'cancelled', closed_at = $2 WHERE id = $1 AND status = 'waiting'`, [id, at]);
}

export async function setStops(tx: Queryable, id: number, takeProfit: Decimal | null, stopLoss: Decimal | null): Promise<void> {
  await tx.query('UPDATE lever_positions SET take_profit = $2, stop_loss = $3 WHERE id = $1', [id, takeProfit, stopLoss]);
}

type Ticks = [string[], string[], number[]];

/**
 * Positions of `status` a tick of their pair meets `condition` on (`p` the position, `t` the tick),
 * oldest first, locked; others' locks skipped. A mirrored position is not among them: it closes
 * with its lead's position (copy trading), which these claims reach.
 */
function claimAtTicks<R>(tx: Queryable, ticks: Ticks, limit: number, status: Position['status'], condition: string): Promise<R[]> {
  return tx.query<R>(
    `SELECT ${ROW_COLUMNS}, ${moneyText('t.price')} AS tick_price, t.time::float8 AS tick_time
       FROM unnest($1::text[], $2::numeric[], $3::bigint[]) AS t(symbol, price, time)
       JOIN lever_positions p ON p.symbol = t.symbol AND p.status = $5 AND p.follow_id IS NULL AND (${condition})
      ORDER BY p.id
      LIMIT $4
        FOR UPDATE OF p SKIP LOCKED`,
    [...ticks, limit, status],
  );
}

export type ClaimedPosition = PositionRow & { tick_price: Decimal; tick_time: number };

/** Waiting limit positions the ticks reach: a long at or below its price, a short at or above it. */
export const claimReachedPositions = (tx: Queryable, ticks: Ticks, limit: number) =>
  claimAtTicks<ClaimedPosition>(tx, ticks, limit, 'waiting', `(p.side = 'long' AND t.price <= p.price) OR (p.side = 'short' AND t.price >= p.price)`);

export async function openPositions(tx: Queryable, positions: ReadonlyArray<{ id: number; tick_time: number }>, at: IsoTime): Promise<void> {
  await tx.query(
    `UPDATE lever_positions p SET status = 'holding', open_tick_time = o.tick_time, opened_at = $3
       FROM unnest($1::int[], $2::bigint[]) AS o(id, tick_time)
      WHERE p.id = o.id AND p.status = 'waiting'`,
    [positions.map((position) => position.id), positions.map((position) => position.tick_time), at],
  );
}

/** Holding positions whose stop-loss, liquidation or take-profit price the ticks reach (as `triggerAt` states them). */
export const claimTriggeredPositions = (tx: Queryable, ticks: Ticks, limit: number) =>
  claimAtTicks<ClaimedPosition>(
    tx,
    ticks,
    limit,
    'holding',
    `(p.side = 'long' AND (t.price <= p.stop_loss OR t.price <= p.liquidation_price OR t.price >= p.take_profit))
      OR (p.side = 'short' AND (t.price >= p.stop_loss OR t.price >= p.liquidation_price OR t.price <= p.take_profit))`,
  );

export interface Closing {
  id: number;
  tickTime: number;
  price: Decimal;
  reason: CloseReason;
  profit: Decimal;
  payout: Decimal;
}

export async function closePositions(tx: Queryable, closings: readonly Closing[], at: IsoTime): Promise<void> {
  await tx.query(
    `UPDATE lever_positions p
        SET status = 'closed', close_tick_time = c.tick_time, close_price = c.price, close_reason = c.reason,
            profit = c.profit, payout = c.payout, closed_at = $7
       FROM unnest($1::int[], $2::bigint[], $3::numeric[], $4::text[], $5::numeric[], $6::numeric[]) AS c(id, tick_time, price, reason, profit, payout)
      WHERE p.id = c.id AND p.status = 'holding'`,
    [
      closings.map((closing) => closing.id),
      closings.map((closing) => closing.tickTime),
      closings.map((closing) => closing.price),
      closings.map((closing) => closing.reason),
      closings.map((closing) => closing.profit),
      closings.map((closing) => closing.payout),
      at,
    ],
  );
}

export function listPositions(db: Queryable, userId: number, status: Position['status'] | undefined, page: PageRequest): Promise<Page<Position>> {
  return readPage<Position>(db, page, {
    select: `p.id, p.symbol, p.side, p.type, p.lots, p.multiple, ${moneyText('p.price')} AS price, ${moneyText('p.margin')} AS margin,
             ${moneyText('p.fee')} AS fee, ${moneyText('p.take_profit')} AS take_profit, ${moneyText('p.stop_loss')} AS stop_loss,
             ${moneyText('p.liquidation_price')} AS liquidation_price, p.status, ${moneyText('p.close_price')} AS close_price,
             p.close_reason, ${moneyText('p.profit')} AS profit, ${tickJson('o')} AS open_tick, ${tickJson('c')} AS close_tick,
             ${isoText('p.created_at')} AS created_at, ${isoText('p.closed_at')} AS closed_at`,
    from: `lever_positions p
           LEFT JOIN price_ticks o ON o.symbol = p.symbol AND o.time_ms = p.open_tick_time
           LEFT JOIN price_ticks c ON c.symbol = p.symbol AND c.time_ms = p.close_tick_time
           WHERE p.user_id = $1 AND p.follow_id IS NULL AND ($2::text IS NULL OR p.status = $2)`,
    orderBy: 'p.id DESC',
    params: [userId, status ?? null],
  });
}

/** What the user's open positions hold (margin) and waiting ones (margin and fee) (wallet/holds). */
export function positionHolds(db: Queryable, userId: number): Promise<Hold[]> {
  return db.query<Hold>(
    `SELECT CASE p.status WHEN 'waiting' THEN 'contract_waiting' ELSE 'contract_margin' END AS reason, 'contract' AS account,
            c.code AS currency, c.decimals, ${moneyText("CASE p.status WHEN 'waiting' THEN p.margin + p.fee ELSE p.margin END")} AS amount,
            NULL AS until, p.symbol AS subject, json_build_object('kind', 'contract', 'id', p.id, 'symbol', p.symbol, 'status', p.status) AS source
       FROM lever_positions p JOIN currencies c ON c.id = p.currency_id
      WHERE p.user_id = $1 AND p.follow_id IS NULL AND p.status IN ('waiting', 'holding') ORDER BY p.id DESC`,
    [userId],
  );
}

/** A position written by a job in bulk (a lead's replayed record, a lead's position mirrored for many followers). */
export interface BulkPosition {
  userId: number;
  symbol: string;
  currencyId: number;
  side: PositionSide;
  lots: number;
  multiple: number;
  contractSize: Decimal;
  feeRate: Decimal;
  maintenanceRate: Decimal;
  price: Decimal;
  margin: Decimal;
  fee: Decimal;
  liquidationPrice: Decimal | null;
  stopLoss: Decimal | null;
  openTickTime: number;
  openedAt: IsoTime;
  followId: number | null;
  mirrorOf: number | null;
  close: { tickTime: number; price: Decimal; reason: CloseReason; profit: Decimal; payout: Decimal; at: IsoTime } | null;
}

/** Inserts market positions (holding, or already closed) in one statement; their ids, in order. */
export async function insertPositions(tx: Queryable, rows: readonly BulkPosition[]): Promise<number[]> {
  if (rows.length === 0) return [];
  // The ids are taken first, so each row's id is known without trusting RETURNING's order.
  const ids = (await tx.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('lever_positions', 'id'))::int AS id FROM generate_series(1, $1)`, [rows.length])).map(
    (row) => row.id,
  );
  const column = <T>(pick: (row: BulkPosition) => T) => rows.map(pick);
  await tx.query(
    `INSERT INTO lever_positions (id, user_id, symbol, currency_id, side, type, lots, multiple, contract_size, fee_rate, maintenance_rate, price, margin, fee,
                                  liquidation_price, stop_loss, status, open_tick_time, close_tick_time, close_price, close_reason, profit, payout,
                                  created_at, opened_at, closed_at, follow_id, mirror_of)
     OVERRIDING SYSTEM VALUE
     SELECT t.id, t.user_id, t.symbol, t.currency_id, t.side, 'market', t.lots, t.multiple, t.contract_size, t.fee_rate, t.maintenance_rate, t.price, t.margin,
            t.fee, t.liquidation_price, t.stop_loss, CASE WHEN t.close_time IS NULL THEN 'holding' ELSE 'closed' END, t.open_time, t.close_time,
            t.close_price, t.close_reason, t.profit, t.payout, t.opened_at, t.opened_at, t.closed_at, t.follow_id, t.mirror_of
       FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::text[], $6::int[], $7::int[], $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[],
                   $12::numeric[], $13::numeric[], $14::numeric[], $15::numeric[], $16::bigint[], $17::timestamptz[], $18::bigint[], $19::numeric[], $20::text[],
                   $21::numeric[], $22::numeric[], $23::timestamptz[], $24::int[], $25::int[])
         AS t(id, user_id, symbol, currency_id, side, lots, multiple, contract_size, fee_rate, maintenance_rate, price, margin, fee, liquidation_price,
              stop_loss, open_time, opened_at, close_time, close_price, close_reason, profit, payout, closed_at, follow_id, mirror_of)`,
    [
      ids,
      column((row) => row.userId),
      column((row) => row.symbol),
      column((row) => row.currencyId),
      column((row) => row.side),
      column((row) => row.lots),
      column((row) => row.multiple),
      column((row) => row.contractSize),
      column((row) => row.feeRate),
      column((row) => row.maintenanceRate),
      column((row) => row.price),
      column((row) => row.margin),
      column((row) => row.fee),
      column((row) => row.liquidationPrice),
      column((row) => row.stopLoss),
      column((row) => row.openTickTime),
      column((row) => row.openedAt),
      column((row) => row.close?.tickTime ?? null),
      column((row) => row.close?.price ?? null),
      column((row) => row.close?.reason ?? null),
      column((row) => row.close?.profit ?? null),
      column((row) => row.close?.payout ?? null),
      column((row) => row.close?.at ?? null),
      column((row) => row.followId),
      column((row) => row.mirrorOf),
    ],
  );
  return ids;
}
