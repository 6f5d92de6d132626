import type { AccountType } from '@h5/shared/constants';
import type { LedgerEntry, Page } from '@h5/shared/contract';
import type { Queryable } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText, moneyText } from '../../db/sql';

/** A user's ledger entries, newest first, of one account or all four. */
export function listLedgerEntries(db: Queryable, userId: number, account: AccountType | undefined, page: PageRequest): Promise<Page<LedgerEntry>> {
  return readPage<LedgerEntry>(db, page, {
    select: `e.id, e.account, c.code AS currency,
             ${moneyText('e.available_delta')} AS available_delta, ${moneyText('e.frozen_delta')} AS frozen_delta,
             e.reason, e.reference, ${isoText('e.created_at')} AS created_at`,
    from: `ledger_entries e JOIN currencies c ON c.id = e.currency_id
           WHERE e.user_id = $1 AND ($2::text IS NULL OR e.account = $2)`,
    orderBy: 'e.id DESC',
    params: [userId, account ?? null],
  });
}
