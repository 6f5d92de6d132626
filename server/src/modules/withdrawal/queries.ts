import type { Hold, Page, ReviewStatus, WithdrawalRecord } from '@h5/shared/contract';
import type { IsoTime, Queryable, Row } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText, moneyText } from '../../db/sql';
import type { Decimal } from '@h5/shared/contract';

export interface NewWithdrawal {
  userId: number;
  currencyId: number;
  chain: string;
  address: string;
  amount: Decimal;
  fee: Decimal;
  remark: string;
  at: IsoTime;
}

export async function insertWithdrawal(db: Queryable, withdrawal: NewWithdrawal): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO withdrawals (user_id, currency_id, chain, address, amount, fee, remark, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [withdrawal.userId, withdrawal.currencyId, withdrawal.chain, withdrawal.address, withdrawal.amount, withdrawal.fee, withdrawal.remark, withdrawal.at],
  );
  if (!row) throw new Error('insert into withdrawals returned no row');
  return row.id;
}

/** Requests the user made since `since`, whatever became of them. */
export async function countWithdrawalsSince(db: Queryable, userId: number, since: IsoTime): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM withdrawals WHERE user_id = $1 AND created_at >= $2',
    [userId, since],
  );
  return row?.count ?? 0;
}

/**
 * Waits, inside the caller's transaction, until no other transaction holds the user: one at a
 * time per user. NO KEY UPDATE, not UPDATE: a row referencing the user (a notification written
 * by a review holding the user's balance) only needs KEY SHARE, which this leaves free, so the
 * two cannot deadlock.
 */
export async function lockUser(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

const RECORD_COLUMNS = `w.id, c.code AS currency, w.chain, w.address, ${moneyText('w.amount')} AS amount, ${moneyText('w.fee')} AS fee,
  w.remark, w.status, w.reason, ${isoText('w.created_at')} AS created_at, ${isoText('w.reviewed_at')} AS reviewed_at`;

export function listWithdrawals(db: Queryable, userId: number, page: PageRequest): Promise<Page<WithdrawalRecord>> {
  return readPage<WithdrawalRecord>(db, page, {
    select: RECORD_COLUMNS,
    from: 'withdrawals w JOIN currencies c ON c.id = w.currency_id WHERE w.user_id = $1',
    orderBy: 'w.id DESC',
    params: [userId],
  });
}

/** One of the user's withdrawals; someone else's is none. */
export async function findWithdrawal(db: Queryable, userId: number, id: number): Promise<WithdrawalRecord | null> {
  const [row] = await db.query<WithdrawalRecord>(
    `SELECT ${RECORD_COLUMNS} FROM withdrawals w JOIN currencies c ON c.id = w.currency_id WHERE w.id = $1 AND w.user_id = $2`,
    [id, userId],
  );
  return row ?? null;
}

export function listWithdrawalsForReview(db: Queryable, status: ReviewStatus | undefined): Promise<Row[]> {
  return db.query(
    `SELECT ${RECORD_COLUMNS}, w.user_id, coalesce(u.phone, u.email) AS account
       FROM withdrawals w JOIN currencies c ON c.id = w.currency_id JOIN users u ON u.id = w.user_id
      WHERE $1::text IS NULL OR w.status = $1
      ORDER BY w.id LIMIT 200`,
    [status ?? null],
  );
}

/** What the user's withdrawals under review hold (amount and fee) (wallet/holds). */
export function withdrawalHolds(db: Queryable, userId: number): Promise<Hold[]> {
  return db.query<Hold>(
    `SELECT 'withdrawal' AS reason, 'coin' AS account, c.code AS currency, c.decimals, ${moneyText('w.amount + w.fee')} AS amount,
            NULL AS until, w.chain AS subject, json_build_object('kind', 'withdrawal', 'id', w.id, 'symbol', NULL, 'status', w.status) AS source
       FROM withdrawals w JOIN currencies c ON c.id = w.currency_id
      WHERE w.user_id = $1 AND w.status = 'pending' ORDER BY w.id DESC`,
    [userId],
  );
}
