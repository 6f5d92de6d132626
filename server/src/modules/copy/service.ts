import type { CopyProduct } from '@h5/shared/contract';
import type { Database } from '../../db/database';
import { listCopyProducts } from './queries';

/** Copy-trading's read-only listing (trust products are the trust module's). */
export interface CopyService {
  products(): Promise<CopyProduct[]>;
}

export function createCopyService(db: Database): CopyService {
  return {
    products: () => listCopyProducts(db),
  };
}
