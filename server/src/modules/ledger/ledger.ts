import { ACCOUNT_TYPES, type AccountType } from '@h5/shared/constants';
import { isCheckViolation, type IsoTime, type Queryable } from '../../db/database';
import type { Decimal } from '@h5/shared/contract';
import { AppError } from '../../plugins/envelope';

/** Why money moved. Trading and wealth add their own reasons as they come. */
export type LedgerReason = 'deposit' | 'withdraw_freeze' | 'withdraw_paid' | 'withdraw_refund' | 'transfer_out' | 'transfer_in';

export interface BalanceChange {
  userId: number;
  account: AccountType;
  currencyId: number;
  /** Signed amounts added to available and to frozen ("0" for none). */
  available: Decimal;
  frozen: Decimal;
  reason: LedgerReason;
  /** What moved the money: `deposit:12`, `withdrawal:7`, `transfer:3`. */
  reference: string;
}

export const insufficientBalance = () => new AppError('funds.insufficientBalance');

/** Balance rows are locked in one order, so two transactions touching the same rows cannot deadlock. */
function lockOrder(a: BalanceChange, b: BalanceChange): number {
  return a.userId - b.userId || ACCOUNT_TYPES.indexOf(a.account) - ACCOUNT_TYPES.indexOf(b.account) || a.currencyId - b.currencyId;
}

/**
 * The one way a balance changes. Inside the caller's transaction each change adds its deltas to
 * its balance row (created at zero when new) and writes its ledger entry. The table's CHECK
 * refuses a negative available or frozen whatever runs at the same time; that refusal becomes
 * "Insufficient balance", and thrown out of the transaction it leaves nothing written.
 */
export async function applyBalanceChanges(tx: Queryable, changes: readonly BalanceChange[], at: IsoTime): Promise<void> {
  try {
    for (const change of [...changes].sort(lockOrder)) {
      const key = [change.userId, change.account, change.currencyId];
      await tx.query(
        `INSERT INTO balances (user_id, account, currency_id, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, account, currency_id) DO NOTHING`,
        [...key, at],
      );
      await tx.query(
        `WITH changed AS (
           UPDATE balances
              SET available = available + $4::numeric, frozen = frozen + $5::numeric, updated_at = $8
            WHERE user_id = $1 AND account = $2 AND currency_id = $3
        RETURNING user_id
         )
         INSERT INTO ledger_entries (user_id, account, currency_id, available_delta, frozen_delta, reason, reference, created_at)
         SELECT $1, $2, $3, $4::numeric, $5::numeric, $6, $7, $8 FROM changed`,
        [...key, change.available, change.frozen, change.reason, change.reference, at],
      );
    }
  } catch (error) {
    if (isCheckViolation(error, 'balances')) throw insufficientBalance();
    throw error;
  }
}
