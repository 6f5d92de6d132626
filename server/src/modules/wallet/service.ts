import type { Balance, WalletList } from '@h5/shared/contract';
import { ACCOUNT_TYPES, BASE_CURRENCY, BASE_CURRENCY_ID } from '@h5/shared/constants';
import type { Queryable } from '../../db/database';
import { listBalances } from './queries';

const emptyBase: Balance = { currency_id: BASE_CURRENCY_ID, currency: BASE_CURRENCY, available: '0', frozen: '0', total: '0' };

/** The four accounts, each listing at least the base currency (zero until money arrives). */
export async function walletOf(db: Queryable, userId: number): Promise<WalletList> {
  const rows = await listBalances(db, userId);
  return {
    accounts: ACCOUNT_TYPES.map((type) => {
      const balances: Balance[] = rows
        .filter((row) => row.account === type)
        .map(({ currency_id, currency, available, frozen, total }) => ({ currency_id, currency, available, frozen, total }));
      if (!balances.some((balance) => balance.currency_id === BASE_CURRENCY_ID)) balances.unshift(emptyBase);
      return { type, balances };
    }),
  };
}
