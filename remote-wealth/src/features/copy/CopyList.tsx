import type { CopyProduct } from '@h5/shared/contract';
import { ProductList } from '../../common/ProductList';
import { CopyCard } from './CopyCard';

export function CopyList({ products, onFollow }: { products: CopyProduct[]; onFollow: (id: number) => void }) {
  return <ProductList items={products}>{(product) => <CopyCard product={product} onFollow={onFollow} />}</ProductList>;
}
