import type { CopyProduct } from '@h5/shared/contract';
import type { Database } from '../../db/database';
import { listCopyProducts } from './queries';

/** Copy-trading's read-only listing (trust products are the trust module's). */
export interface WealthService {
  copyProducts(): Promise<CopyProduct[]>;
}

export function createWealthService(db: Database): WealthService {
  return {
    copyProducts: () => listCopyProducts(db),
  };
}
