import type { ChatRecord } from '@h5/shared/contract';
import type { Queryable } from '../../db/database';
import { isoText, placesText } from '../../db/sql';

/**
 * Where each kind of trade keeps its rows, and the figure that names one to a person: a spot
 * order's total in the quote currency, a position's margin, an option's stake.
 */
const TRADES = {
  spot: { table: 'spot_orders', amount: 'amount', currency: 'quote_currency_id' },
  contract: { table: 'lever_positions', amount: 'margin', currency: 'currency_id' },
  option: { table: 'option_orders', amount: 'amount', currency: 'currency_id' },
} as const;

export type TradeKind = keyof typeof TRADES;

/** One of the user's trades as a chat names it, its figure at the currency's places; someone else's is not found. */
export async function tradeRecord(db: Queryable, kind: TradeKind, userId: number, id: number): Promise<ChatRecord | null> {
  const { table, amount, currency } = TRADES[kind];
  const [row] = await db.query<ChatRecord>(
    `SELECT t.symbol, c.code AS currency, ${placesText(`t.${amount}`, 'c.decimals')} AS amount, t.status, ${isoText('t.created_at')} AS created_at
       FROM ${table} t JOIN currencies c ON c.id = t.${currency}
      WHERE t.id = $1 AND t.user_id = $2`,
    [id, userId],
  );
  return row ?? null;
}
