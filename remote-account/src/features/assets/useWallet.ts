import { useCallback, useMemo } from 'react';
import { contract, type Account, type Hold } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { withAllAccounts } from './valuation';
import { useCurrencies } from '@h5/shared/market';

export interface Wallet {
  /** The four accounts, or null until the first reply. */
  accounts: Account[] | null;
  /** Money away from the available balances, with why and until when ([] until it is known). */
  holds: readonly Hold[];
  /** The load failed (the API client has said why). */
  failed: boolean;
  /** Decimal places each currency is shown with. */
  decimals: ReadonlyMap<string, number>;
  reload: () => Promise<void>;
}

const NONE: readonly Hold[] = [];

/** The signed-in user's accounts and holdings, with each currency's display precision. */
export function useWallet(): Wallet {
  const wallet = useCall(contract.wallet.list);
  const held = useCall(contract.wallet.holds);
  const { currencies } = useCurrencies();
  const decimals = useMemo(() => new Map((currencies ?? []).map((c) => [c.code, c.decimals])), [currencies]);
  const accounts = useMemo(() => (wallet.data ? withAllAccounts(wallet.data.accounts) : null), [wallet.data]);
  const { reload: reloadWallet } = wallet;
  const { reload: reloadHolds } = held;
  const reload = useCallback(async () => {
    await Promise.all([reloadWallet(), reloadHolds()]);
  }, [reloadWallet, reloadHolds]);
  return { accounts, holds: held.data ?? NONE, failed: wallet.failed, decimals, reload };
}
