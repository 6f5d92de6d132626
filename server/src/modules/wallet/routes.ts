import { contract } from '@h5/shared/contract';
import type { Database } from '../../db/database';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import { listCurrencies } from './queries';
import { walletOf } from './service';

export function registerWalletRoutes(register: RegisterCall, db: Database): void {
  register(contract.wallet.list, (_input, context) => walletOf(db, signedIn(context).userId));
  register(contract.market.userCurrencies, () => listCurrencies(db));
}
