import { ACCOUNT_TYPES, type AccountType, type LedgerType } from '@h5/shared/constants';
import { isCheckViolation, type IsoTime, type Queryable } from '../../db/database';
import type { Decimal } from '@h5/shared/contract';
import { AppError } from '../../plugins/envelope';
import { compareDecimal } from '@h5/shared/money';

/** The user's ledger as the wallet shows it (`wallet/legal_log`, `wallet/legal_detail`). */
export { findLedgerDetail, listEntriesOf, listLedgerEntries } from './queries';

/**
 * Why money moved, in the detail each module needs (a limit order's freeze, fill and cancel
 * apart); its `LedgerType` is what the user is told it was. A module adds its own reasons as it comes.
 */
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
  // a spot trade's fee, its own entry beside the trade
  | 'spot_fee'
  // contracts (contract account, USDT)
  | 'contract_open'
  | 'contract_freeze'
  | 'contract_fee'
  | 'contract_cancel'
  | 'contract_close'
  // timed options (option account)
  | 'option_stake'
  | 'option_settle'
  // new-coin subscriptions (coin account): the commit frozen, then paid and the rest refunded; the coins released
  | 'new_coin_freeze'
  | 'new_coin_pay'
  | 'new_coin_refund'
  | 'new_coin_release'
  // an airdrop claimed into the coin account
  | 'airdrop'
  // trust (trust account): a purchase, its dividends, the principal back, an early-redemption penalty
  | 'trust_purchase'
  | 'trust_dividend'
  | 'trust_principal'
  | 'trust_penalty';

export interface BalanceChange {
  userId: number;
  account: AccountType;
  currencyId: number;
  /** Signed amounts added to available and to frozen ("0" for none). */
  available: Decimal;
  frozen: Decimal;
  reason: LedgerReason;
  type: LedgerType;
  /** What moved the money: `deposit:12`, `withdrawal:7`, `transfer:3`. */
  reference: string;
}

const isZero = (value: Decimal): boolean => compareDecimal(value, '0') === 0;

export const insufficientBalance = () => new AppError('funds.insufficientBalance');

/** Balance rows are locked in one order, so two transactions touching the same rows cannot deadlock. */
function lockOrder(a: ChangeOfNewRow, b: ChangeOfNewRow): number {
  return a.userId - b.userId || ACCOUNT_TYPES.indexOf(a.account) - ACCOUNT_TYPES.indexOf(b.account) || a.currencyId - b.currencyId;
}

/** A change of nothing is no ledger entry (a zero fee, a lost stake's zero payout); the rest go in lock order. */
const effective = <C extends ChangeOfNewRow>(changes: readonly C[]): C[] =>
  changes.filter((change) => !isZero(change.available) || !isZero(change.frozen)).sort(lockOrder);

/** `apply_balance_changes`' arrays but the references: users, accounts, currencies, available, frozen, reasons, types. */
const changeArrays = (changes: readonly ChangeOfNewRow[]): unknown[] => [
  changes.map((change) => change.userId),
  changes.map((change) => change.account),
  changes.map((change) => change.currencyId),
  changes.map((change) => change.available),
  changes.map((change) => change.frozen),
  changes.map((change) => change.reason),
  changes.map((change) => change.type),
];

/** The balances CHECK refusing a negative result is "Insufficient balance". */
async function refusingOverdraft<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (error) {
    if (isCheckViolation(error, 'balances')) throw insufficientBalance();
    throw error;
  }
}

/**
 * The one way a balance changes. Inside the caller's transaction each change adds its deltas to
 * its balance row (created at zero when new) and writes its ledger entry, all in one round trip
 * (the `apply_balance_changes` function of migration 012, which applies them in the order given:
 * the lock order). The table's CHECK refuses a negative available or frozen whatever runs at the
 * same time; that refusal becomes "Insufficient balance", and thrown out of the transaction it
 * leaves nothing written.
 */
export async function applyBalanceChanges(tx: Queryable, changes: readonly BalanceChange[], at: IsoTime): Promise<void> {
  const sorted = effective(changes);
  if (sorted.length === 0) return;
  await refusingOverdraft(
    tx.query(`SELECT apply_balance_changes($1::int[], $2::text[], $3::int[], $4::numeric[], $5::numeric[], $6::text[], $7::text[], $8::text[], $9)`, [
      ...changeArrays(sorted),
      sorted.map((change) => change.reference),
      at,
    ]),
  );
}

/** A change made by a row not inserted yet: its reference is `<kind>:<the new row's id>`. */
export type ChangeOfNewRow = Omit<BalanceChange, 'reference'>;

/**
 * Inserts a row (`insert`: an `INSERT ... RETURNING id` with parameters $1..$n) and applies the
 * balance changes it makes, each referenced `<kind>:<its id>`, in ONE statement: atomic on its
 * own, so it needs no transaction around it and costs one round trip instead of four (BEGIN,
 * insert, changes, COMMIT): the order paths. Refused as a whole when a balance would go negative.
 */
export async function insertWithBalanceChanges(
  db: Queryable,
  insert: { sql: string; params: readonly unknown[] },
  kind: string,
  changes: readonly ChangeOfNewRow[],
  at: IsoTime,
): Promise<number> {
  const sorted = effective(changes);
  const next = (offset: number) => `$${insert.params.length + offset}`;
  const [row] = await refusingOverdraft(
    db.query<{ id: number }>(
      `WITH inserted AS (${insert.sql})
       SELECT id, apply_balance_changes(${next(1)}::int[], ${next(2)}::text[], ${next(3)}::int[], ${next(4)}::numeric[], ${next(5)}::numeric[],
                                        ${next(6)}::text[], ${next(7)}::text[], array_fill(${next(8)}::text || ':' || id, ARRAY[${next(9)}::int]), ${next(10)})
         FROM inserted`,
      [...insert.params, ...changeArrays(sorted), kind, sorted.length, at],
    ),
  );
  if (!row) throw new Error(`insert for ${kind} returned no row`);
  return row.id;
}
