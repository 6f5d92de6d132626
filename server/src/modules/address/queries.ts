import type { WithdrawalAddress } from '@h5/shared/contract';
import type { IsoTime, Queryable } from '../../db/database';
import { isoText } from '../../db/sql';

const COLUMNS = `a.id, a.currency_id, c.code AS currency, a.chain, a.address, ${isoText('a.created_at')} AS created_at`;

/** The user's addresses, newest first, of one currency or all. */
export function listAddresses(db: Queryable, userId: number, currencyId: number | null): Promise<WithdrawalAddress[]> {
  return db.query<WithdrawalAddress>(
    `SELECT ${COLUMNS} FROM withdrawal_addresses a JOIN currencies c ON c.id = a.currency_id
      WHERE a.user_id = $1 AND ($2::int IS NULL OR a.currency_id = $2)
      ORDER BY a.id DESC`,
    [userId, currencyId],
  );
}

export interface NewAddress {
  userId: number;
  currencyId: number;
  chain: string;
  address: string;
  at: IsoTime;
}

export async function insertAddress(db: Queryable, address: NewAddress): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO withdrawal_addresses (user_id, currency_id, chain, address, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [address.userId, address.currencyId, address.chain, address.address, address.at],
  );
  if (!row) throw new Error('insert into withdrawal_addresses returned no row');
  return row.id;
}

/** Deletes one of the user's addresses; false when the id is unknown or someone else's. */
export async function deleteAddress(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM withdrawal_addresses WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}
