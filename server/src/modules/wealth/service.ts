import type { CopyProduct, TrustProduct } from '@h5/shared/contract';
import type { Database } from '../../db/database';
import { listCopyProducts, listTrustProducts } from './queries';

/** Read-only listings for now; purchases arrive with the wealth issue. */
export interface WealthService {
  trustProducts(): Promise<TrustProduct[]>;
  copyProducts(): Promise<CopyProduct[]>;
}

export function createWealthService(db: Database): WealthService {
  return {
    trustProducts: () => listTrustProducts(db),
    copyProducts: () => listCopyProducts(db),
  };
}
