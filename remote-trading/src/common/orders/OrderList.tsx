import type { ReactNode } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { EmptyState } from '@h5/shared/ui';
import { LoadState } from '../LoadState';
import type { PagedOrders } from './usePagedOrders';

interface OrderListProps<T extends { id: number }> {
  orders: PagedOrders<T>;
  label: string;
  emptyText?: string;
  renderItem: (item: T) => ReactNode;
}

/** A list of orders with its loading, failed (with Retry), empty and "more" states. */
export function OrderList<T extends { id: number }>({ orders, label, emptyText, renderItem }: OrderListProps<T>) {
  const { t } = useTranslation('trading');
  const { t: tc } = useTranslation('common');
  if (orders.items === null) return <LoadState failed={orders.failed} failedText={t('orders.failed')} onRetry={() => void orders.loadMore()} />;
  if (orders.items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <>
      <ul className="tr-orders" aria-label={label}>
        {orders.items.map((item) => (
          <li key={item.id} className="tr-order">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {orders.done ? null : (
        <button type="button" className="tr-more" disabled={orders.loading} onClick={() => void orders.loadMore()}>
          {orders.failed ? t('orders.retryMore') : orders.loading ? tc('status.loading') : tc('action.more')}
        </button>
      )}
    </>
  );
}
