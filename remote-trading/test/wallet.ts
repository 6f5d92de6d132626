import type { WalletList } from '@h5/shared/contract';
import type { Load } from '@h5/shared/data';

/** Balances as `wallet/list` gives them, for the forms' "available" figures. */
export function walletWith(balances: Partial<Record<'coin' | 'option' | 'contract', Record<string, string>>>): Load<WalletList> {
  const accounts = (['coin', 'option', 'contract', 'trust'] as const).map((type) => ({
    type,
    balances: Object.entries(balances[type as 'coin'] ?? {}).map(([currency, available], index) => ({
      currency_id: index + 1,
      currency,
      available,
      frozen: '0',
      total: available,
    })),
  }));
  return { data: { accounts }, loading: false, failed: false, reload: async () => undefined };
}

/** Loaded data that does not change (a fixed reply of a read). */
export const loaded = <T,>(data: T): Load<T> => ({ data, loading: false, failed: false, reload: async () => undefined });
