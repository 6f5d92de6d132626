import type { AccountType } from '@h5/shared/constants';
import type { Balance, Currency } from '@h5/shared/contract';
import type { Queryable } from '../../db/database';

/** Amounts leave the database as text without trailing zeros ("12.5", "0"), never as floats. */
export async function listCurrencies(db: Queryable): Promise<Currency[]> {
  return db.query<Currency>(
    `SELECT id, code, decimals, chains,
            trim_scale(min_deposit)::text AS min_deposit,
            trim_scale(min_withdraw)::text AS min_withdraw,
            trim_scale(withdraw_fee)::text AS withdraw_fee
       FROM currencies ORDER BY sort`,
  );
}

export interface BalanceRow extends Balance {
  account: AccountType;
}

export async function listBalances(db: Queryable, userId: number): Promise<BalanceRow[]> {
  return db.query<BalanceRow>(
    `SELECT b.account, b.currency_id, c.code AS currency,
            trim_scale(b.available)::text AS available,
            trim_scale(b.frozen)::text AS frozen,
            trim_scale(b.available + b.frozen)::text AS total
       FROM balances b JOIN currencies c ON c.id = b.currency_id
      WHERE b.user_id = $1
      ORDER BY c.sort`,
    [userId],
  );
}
