import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { PAGE_LOADING_DELAY_MS } from '@h5/shared/constants';
import { useTranslation } from '@h5/shared/i18n';
import { EmptyState, Spinner } from '@h5/shared/ui';
import type { Products } from './useProducts';
import './common.css';

/** A product list in each of its states: loading, failed (with a retry), empty, or the list. */
export function ProductsView<T>({ products, children }: { products: Products<T>; children: (items: T[]) => ReactNode }) {
  const { t } = useTranslation('wealth');
  if (products.status === 'loading') return <Spinner delayMs={PAGE_LOADING_DELAY_MS} />;
  if (products.status === 'failed') {
    return (
      <div className="wl-failed" role="status">
        <p>{t('list.failed')}</p>
        <Button className="wl-failed__retry" fill="outline" onClick={products.retry}>
          {t('action.retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  if (products.items.length === 0) return <EmptyState />;
  return children(products.items);
}
