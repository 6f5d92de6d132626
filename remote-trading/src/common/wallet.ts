/** The signed-in user's balances (`wallet/list`), for the forms' "available" figures. */
import type { AccountType } from '@h5/shared/constants';
import { contract, type WalletList } from '@h5/shared/contract';
import { useCall, type Load } from '@h5/shared/data';
import { useSignedIn } from './session';

/** The available balance of one currency in one account; "0" when the account holds none. */
export function availableIn(wallet: WalletList | undefined, account: AccountType, currency: string): string | undefined {
  if (!wallet) return undefined;
  const balance = wallet.accounts.find((a) => a.type === account)?.balances.find((b) => b.currency === currency);
  return balance?.available ?? '0';
}

/** Every account's balances, loaded when signed in (silently: a guest or a failure shows "--"). */
export function useWallet(): Load<WalletList> {
  const signedIn = useSignedIn();
  return useCall(contract.wallet.list, {}, { silent: true, enabled: signedIn });
}
