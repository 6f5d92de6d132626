import { contract } from '@h5/shared/contract';
import type { Database } from '../../db/database';
import type { RegisterCall } from '../../plugins/calls';
import { listCopyProducts, listTrustProducts } from './queries';

/** Read-only listings for now; purchases (and their service) arrive with the wealth issue. */
export function registerWealthRoutes(register: RegisterCall, db: Database): void {
  register(contract.wealth.trustProducts, () => listTrustProducts(db));
  register(contract.wealth.copyProducts, () => listCopyProducts(db));
}
