import { useMemo } from 'react';
import { contract, type Account } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { withAllAccounts } from './valuation';
import { useCurrencies } from '@h5/shared/market';

export interface Wallet {
  /** The four accounts, or null until the first reply. */
  accounts: Account[] | null;
  /** The load failed (the API client has said why). */
  failed: boolean;
  /** Decimal places each currency is shown with. */
  decimals: ReadonlyMap<string, number>;
  reload: () => Promise<void>;
}

/** The signed-in user's accounts, with each currency's display precision. */
export function useWallet(): Wallet {
  const wallet = useCall(contract.wallet.list);
  const { currencies } = useCurrencies();
  const decimals = useMemo(() => new Map((currencies ?? []).map((c) => [c.code, c.decimals])), [currencies]);
  const accounts = useMemo(() => (wallet.data ? withAllAccounts(wallet.data.accounts) : null), [wallet.data]);
  return { accounts, failed: wallet.failed, decimals, reload: wallet.reload };
}
