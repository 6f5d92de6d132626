import { useCallback, useEffect, useMemo, useState } from 'react';
import { call } from '@h5/shared/api';
import { contract, type Account } from '@h5/shared/contract';
import { withAllAccounts } from './valuation';
import { loadCurrencies, useCurrencies } from '@h5/shared/market';

export interface Wallet {
  /** The four accounts, or null until the first reply. */
  accounts: Account[] | null;
  /** The first load failed (the API client has said why). */
  failed: boolean;
  /** Decimal places each currency is shown with. */
  decimals: ReadonlyMap<string, number>;
  reload: () => Promise<void>;
}

/** The signed-in user's accounts, with each currency's display precision. */
export function useWallet(): Wallet {
  const [accounts, setAccounts] = useState<Account[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { currencies } = useCurrencies();
  const decimals = useMemo(() => new Map((currencies ?? []).map((c) => [c.code, c.decimals])), [currencies]);

  const reload = useCallback(async () => {
    const [wallet] = await Promise.all([call(contract.wallet.list), loadCurrencies()]);
    if (wallet.ok) setAccounts(withAllAccounts(wallet.data.accounts));
    setFailed(!wallet.ok);
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { accounts, failed, decimals, reload };
}
