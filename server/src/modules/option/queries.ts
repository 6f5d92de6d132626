import type { Hold, Decimal, OptionOrder, OptionTerm, Page } from '@h5/shared/contract';
import type { IsoTime, Queryable } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText, moneyText, tickJson } from '../../db/sql';
import { insertWithBalanceChanges, type ChangeOfNewRow } from '../ledger/service';
import { OPTION_REFERENCE } from './rules';
import { type OptionDirection, type OptionOutcome } from '@h5/shared/money';

const TERM_COLUMNS = `seconds, ${moneyText('min_amount')} AS min_amount, ${moneyText('payout_rate')} AS payout_rate`;

export function listOptionTerms(db: Queryable): Promise<OptionTerm[]> {
  return db.query<OptionTerm>(`SELECT ${TERM_COLUMNS} FROM option_terms ORDER BY sort`);
}

export async function findOptionTerm(db: Queryable, seconds: number): Promise<OptionTerm | null> {
  const [term] = await db.query<OptionTerm>(`SELECT ${TERM_COLUMNS} FROM option_terms WHERE seconds = $1`, [seconds]);
  return term ?? null;
}

export interface NewOptionOrder {
  userId: number;
  symbol: string;
  direction: OptionDirection;
  seconds: number;
  currencyId: number;
  amount: Decimal;
  payoutRate: Decimal;
  purchaseTickTime: number;
  purchasePrice: Decimal;
  deliversAtMs: number;
  at: IsoTime;
}

/** Buys an option: its row and its stake leaving the option account, in one statement, all or nothing; its id. */
export function placeOptionOrder(db: Queryable, order: NewOptionOrder, stake: ChangeOfNewRow): Promise<number> {
  const insert = {
    sql: `INSERT INTO option_orders (user_id, symbol, direction, seconds, currency_id, amount, payout_rate,
                                     purchase_tick_time, purchase_price, delivers_at_ms, status, created_at)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'waiting', $11)
          RETURNING id`,
    params: [
      order.userId,
      order.symbol,
      order.direction,
      order.seconds,
      order.currencyId,
      order.amount,
      order.payoutRate,
      order.purchaseTickTime,
      order.purchasePrice,
      order.deliversAtMs,
      order.at,
    ],
  };
  return insertWithBalanceChanges(db, insert, OPTION_REFERENCE, [stake], order.at);
}

/** A waiting option whose delivery time a tick has reached, with that tick. */
export interface DueOption {
  id: number;
  user_id: number;
  symbol: string;
  direction: OptionDirection;
  currency_id: number;
  amount: Decimal;
  payout_rate: Decimal;
  purchase_price: Decimal;
  tick_time: number;
  tick_price: Decimal;
}

/**
 * Waiting options the ticks have reached (delivery time at or before the tick of their symbol),
 * oldest first, locked for this transaction; rows someone else holds are skipped.
 */
export function claimDueOptions(tx: Queryable, ticks: [string[], string[], number[]], limit: number): Promise<DueOption[]> {
  return tx.query(
    `SELECT o.id, o.user_id, o.symbol, o.direction, o.currency_id, ${moneyText('o.amount')} AS amount,
            ${moneyText('o.payout_rate')} AS payout_rate, ${moneyText('o.purchase_price')} AS purchase_price,
            t.time::float8 AS tick_time, ${moneyText('t.price')} AS tick_price
       FROM unnest($1::text[], $2::numeric[], $3::bigint[]) AS t(symbol, price, time)
       JOIN option_orders o ON o.symbol = t.symbol AND o.status = 'waiting' AND o.delivers_at_ms <= t.time
      ORDER BY o.id
      LIMIT $4
        FOR UPDATE OF o SKIP LOCKED`,
    [...ticks, limit],
  );
}

export async function deliverOptions(tx: Queryable, delivered: ReadonlyArray<{ order: DueOption; outcome: OptionOutcome }>, at: IsoTime): Promise<void> {
  await tx.query(
    `UPDATE option_orders o
        SET status = 'delivered', delivery_tick_time = d.tick_time, delivery_price = d.price, result = d.result,
            profit = d.profit, payout = d.payout, delivered_at = $7
       FROM unnest($1::int[], $2::bigint[], $3::numeric[], $4::text[], $5::numeric[], $6::numeric[])
            AS d(id, tick_time, price, result, profit, payout)
      WHERE o.id = d.id AND o.status = 'waiting'`,
    [
      delivered.map(({ order }) => order.id),
      delivered.map(({ order }) => order.tick_time),
      delivered.map(({ order }) => order.tick_price),
      delivered.map(({ outcome }) => outcome.result),
      delivered.map(({ outcome }) => outcome.profit),
      delivered.map(({ outcome }) => outcome.payout),
      at,
    ],
  );
}

export function listOptionOrders(db: Queryable, userId: number, status: OptionOrder['status'] | undefined, page: PageRequest): Promise<Page<OptionOrder>> {
  return readPage<OptionOrder>(db, page, {
    select: `o.id, o.symbol, o.direction, o.seconds, c.code AS currency, ${moneyText('o.amount')} AS amount,
             ${moneyText('o.payout_rate')} AS payout_rate, ${moneyText('o.purchase_price')} AS purchase_price,
             ${moneyText('o.delivery_price')} AS delivery_price, o.result, ${moneyText('o.profit')} AS profit, o.status,
             ${tickJson('p')} AS purchase_tick, ${tickJson('d')} AS delivery_tick,
             ${isoText('o.created_at')} AS created_at, ${isoText('to_timestamp(o.delivers_at_ms / 1000.0)')} AS delivers_at`,
    from: `option_orders o JOIN currencies c ON c.id = o.currency_id
           JOIN price_ticks p ON p.symbol = o.symbol AND p.time_ms = o.purchase_tick_time
           LEFT JOIN price_ticks d ON d.symbol = o.symbol AND d.time_ms = o.delivery_tick_time
           WHERE o.user_id = $1 AND ($2::text IS NULL OR o.status = $2)`,
    orderBy: 'o.id DESC',
    params: [userId, status ?? null],
  });
}

/** What the user's undelivered options stake, until their delivery time (wallet/holds). */
export function optionHolds(db: Queryable, userId: number): Promise<Hold[]> {
  return db.query<Hold>(
    `SELECT 'option_stake' AS reason, 'option' AS account, c.code AS currency, c.decimals, ${moneyText('o.amount')} AS amount,
            ${isoText('to_timestamp(o.delivers_at_ms / 1000.0)')} AS until, o.symbol AS subject,
            json_build_object('kind', 'option', 'id', o.id, 'symbol', o.symbol, 'status', o.status) AS source
       FROM option_orders o JOIN currencies c ON c.id = o.currency_id
      WHERE o.user_id = $1 AND o.status = 'waiting' ORDER BY o.id DESC`,
    [userId],
  );
}
