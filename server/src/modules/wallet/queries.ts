import type { AccountType } from '@h5/shared/constants';
import type { Balance, Page, TransferRecord } from '@h5/shared/contract';
import type { IsoTime, Queryable } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText, moneyText } from '../../db/sql';
import type { Decimal } from '@h5/shared/contract';

export interface BalanceRow extends Balance {
  account: AccountType;
}

const BALANCE_COLUMNS = `b.account, b.currency_id, c.code AS currency,
  ${moneyText('b.available')} AS available,
  ${moneyText('b.frozen')} AS frozen,
  ${moneyText('b.available + b.frozen')} AS total`;

export async function listBalances(db: Queryable, userId: number): Promise<BalanceRow[]> {
  return db.query<BalanceRow>(
    `SELECT ${BALANCE_COLUMNS} FROM balances b JOIN currencies c ON c.id = b.currency_id
      WHERE b.user_id = $1 ORDER BY c.sort`,
    [userId],
  );
}

export async function findBalance(db: Queryable, userId: number, account: AccountType, currencyId: number): Promise<BalanceRow | null> {
  const rows = await db.query<BalanceRow>(
    `SELECT ${BALANCE_COLUMNS} FROM balances b JOIN currencies c ON c.id = b.currency_id
      WHERE b.user_id = $1 AND b.account = $2 AND b.currency_id = $3`,
    [userId, account, currencyId],
  );
  return rows[0] ?? null;
}

export interface NewTransfer {
  userId: number;
  from: AccountType;
  to: AccountType;
  currencyId: number;
  amount: Decimal;
  at: IsoTime;
}

export async function insertTransfer(db: Queryable, transfer: NewTransfer): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO transfers (user_id, from_account, to_account, currency_id, amount, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [transfer.userId, transfer.from, transfer.to, transfer.currencyId, transfer.amount, transfer.at],
  );
  if (!row) throw new Error('insert into transfers returned no row');
  return row.id;
}

export function listTransfers(db: Queryable, userId: number, page: PageRequest): Promise<Page<TransferRecord>> {
  return readPage<TransferRecord>(db, page, {
    select: `t.id, t.from_account AS "from", t.to_account AS "to", c.code AS currency,
             ${moneyText('t.amount')} AS amount, ${isoText('t.created_at')} AS created_at`,
    from: 'transfers t JOIN currencies c ON c.id = t.currency_id WHERE t.user_id = $1',
    orderBy: 't.id DESC',
    params: [userId],
  });
}
