import type { TrustProduct } from '@h5/shared/contract';
import { ProductList } from '../../common/ProductList';
import { TrustCard } from './TrustCard';

export function TrustList({ products, onBuy }: { products: TrustProduct[]; onBuy: (id: number) => void }) {
  return <ProductList items={products}>{(product) => <TrustCard product={product} onBuy={onBuy} />}</ProductList>;
}
