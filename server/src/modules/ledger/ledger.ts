import { ACCOUNT_TYPES, type AccountType } from '@h5/shared/constants';
import { isCheckViolation, type IsoTime, type Queryable } from '../../db/database';
import type { Decimal } from '@h5/shared/contract';
import { compareDecimal } from '@h5/shared/format';
import { AppError } from '../../plugins/envelope';

/** Why money moved. Wealth adds its own reasons as they come. */
export type LedgerReason =
  | 'deposit'
  | 'withdraw_freeze'
  | 'withdraw_paid'
  | 'withdraw_refund'
  | 'transfer_out'
  | 'transfer_in'
  // spot (coin account): market fills, a limit order's freeze, fill and cancel
  | 'spot_buy'
  | 'spot_sell'
  | 'spot_freeze'
  | 'spot_fill'
  | 'spot_unfreeze'
  // contracts (contract account, USDT)
  | 'lever_open'
  | 'lever_freeze'
  | 'lever_fee'
  | 'lever_cancel'
  | 'lever_close'
  // timed options (option account)
  | 'option_stake'
  | 'option_settle';

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

const isZero = (value: Decimal): boolean => compareDecimal(value, '0') === 0;

export const insufficientBalance = () => new AppError('funds.insufficientBalance');

/** Balance rows are locked in one order, so two transactions touching the same rows cannot deadlock. */
function lockOrder(a: BalanceChange, b: BalanceChange): number {
  return a.userId - b.userId || ACCOUNT_TYPES.indexOf(a.account) - ACCOUNT_TYPES.indexOf(b.account) || a.currencyId - b.currencyId;
}

/**
 * The one way a balance changes. Inside the caller's transaction each change adds its deltas to
 * its balance row (created at zero when new) and writes its ledger entry, all in one round trip
 * (the `apply_balance_changes` function of migration 008, which applies them in the order given:
 * the lock order). The table's CHECK refuses a negative available or frozen whatever runs at the
 * same time; that refusal becomes "Insufficient balance", and thrown out of the transaction it
 * leaves nothing written.
 */
export async function applyBalanceChanges(tx: Queryable, changes: readonly BalanceChange[], at: IsoTime): Promise<void> {
  // A change of nothing is no ledger entry (a zero fee, a lost stake's zero payout).
  const sorted = changes.filter((change) => !isZero(change.available) || !isZero(change.frozen)).sort(lockOrder);
  if (sorted.length === 0) return;
  try {
    await tx.query(
      `SELECT apply_balance_changes($1::int[], $2::text[], $3::int[], $4::numeric[], $5::numeric[], $6::text[], $7::text[], $8)`,
      [
        sorted.map((change) => change.userId),
        sorted.map((change) => change.account),
        sorted.map((change) => change.currencyId),
        sorted.map((change) => change.available),
        sorted.map((change) => change.frozen),
        sorted.map((change) => change.reason),
        sorted.map((change) => change.reference),
        at,
      ],
    );
  } catch (error) {
    if (isCheckViolation(error, 'balances')) throw insufficientBalance();
    throw error;
  }
}
