import { contract, type Hold } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { WalletService } from './service';

export function registerWalletRoutes(register: RegisterCall, wallet: WalletService): void {
  const calls = contract.wallet;
  register(calls.list, (_input, context) => wallet.accounts(signedIn(context).userId));
  register(calls.detail, ({ account, currency_id }, context) => wallet.balance(signedIn(context).userId, account, currency_id));
  register(calls.transfer, async (form, context) => {
    await wallet.transfer(signedIn(context).userId, form);
    return null;
  });
  register(calls.transferHistory, (page, context) => wallet.transfers(signedIn(context).userId, page));
  register(calls.legalLog, ({ page, limit, ...filter }, context) => wallet.ledger(signedIn(context).userId, filter, { page, limit }));
  register(calls.legalDetail, ({ id }, context) => wallet.ledgerEntry(signedIn(context).userId, id));
  register(contract.market.userCurrencies, () => wallet.currencies());
}

/** A domain's answer for the user's money it holds away from the available balances. */
export type HoldSource = (userId: number) => Promise<Hold[]>;

/** wallet/holds: every domain's holdings for the user, so Assets can show all of their money. */
export function registerHoldsRoute(register: RegisterCall, sources: readonly HoldSource[]): void {
  register(contract.wallet.holds, async (_input, context) => {
    const { userId } = signedIn(context);
    return (await Promise.all(sources.map((holds) => holds(userId)))).flat();
  });
}
