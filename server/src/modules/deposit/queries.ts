import type { DepositRecord, Page, ReviewStatus } from '@h5/shared/contract';
import type { IsoTime, Queryable, Row } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText, moneyText } from '../../db/sql';
import type { Decimal } from '@h5/shared/contract';

export interface NewDeposit {
  userId: number;
  kind: 'chain' | 'bank';
  currencyId: number;
  chain: string;
  target: string;
  amount: Decimal;
  proofFileId: string;
  at: IsoTime;
}

export async function insertDeposit(db: Queryable, deposit: NewDeposit): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO deposits (user_id, kind, currency_id, chain, target, amount, proof_file_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [deposit.userId, deposit.kind, deposit.currencyId, deposit.chain, deposit.target, deposit.amount, deposit.proofFileId, deposit.at],
  );
  if (!row) throw new Error('insert into deposits returned no row');
  return row.id;
}

const RECORD_COLUMNS = `d.id, d.kind, c.code AS currency, d.chain, ${moneyText('d.amount')} AS amount, d.status, d.reason,
  ${isoText('d.created_at')} AS created_at, ${isoText('d.reviewed_at')} AS reviewed_at`;

export function listDeposits(db: Queryable, userId: number, page: PageRequest): Promise<Page<DepositRecord>> {
  return readPage<DepositRecord>(db, page, {
    select: RECORD_COLUMNS,
    from: 'deposits d JOIN currencies c ON c.id = d.currency_id WHERE d.user_id = $1',
    orderBy: 'd.id DESC',
    params: [userId],
  });
}

/** One of the user's deposits with where it was sent (`target`: the address, or a bank transfer's reference); someone else's is none. */
export async function findDeposit(db: Queryable, userId: number, id: number): Promise<(DepositRecord & { target: string }) | null> {
  const [row] = await db.query<DepositRecord & { target: string }>(
    `SELECT ${RECORD_COLUMNS}, d.target FROM deposits d JOIN currencies c ON c.id = d.currency_id WHERE d.id = $1 AND d.user_id = $2`,
    [id, userId],
  );
  return row ?? null;
}

/** The review queue: oldest first, with who asked and the proof image's id. */
export function listDepositsForReview(db: Queryable, status: ReviewStatus | undefined): Promise<Row[]> {
  return db.query(
    `SELECT ${RECORD_COLUMNS}, d.user_id, coalesce(u.phone, u.email) AS account, d.target, d.proof_file_id AS proof
       FROM deposits d JOIN currencies c ON c.id = d.currency_id JOIN users u ON u.id = d.user_id
      WHERE $1::text IS NULL OR d.status = $1
      ORDER BY d.id LIMIT 200`,
    [status ?? null],
  );
}
