import type { ReactNode } from 'react';
import './common.css';

/** Products one under another, each drawn by `children` (a trust or a copy card). */
export function ProductList<T extends { id: number }>({ items, children }: { items: T[]; children: (item: T) => ReactNode }) {
  return (
    <ul className="h5-card-list wl-list">
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
