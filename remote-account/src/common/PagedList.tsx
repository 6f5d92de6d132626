import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { EmptyState, Spinner } from '@h5/shared/ui';
import { LoadFailed } from './LoadFailed';
import type { PagedList as List } from './usePagedList';
import './common.css';

/** Asks for the next page when the end of the list comes within this distance of the screen. */
const AHEAD = '240px';

/** Calls `onVisible` whenever the returned element scrolls into view (or near it). */
function useOnVisible(onVisible: () => void, active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}

export interface PagedListProps<T> {
  list: List<T>;
  label: string;
  renderItem: (item: T) => ReactNode;
}

/**
 * A list that loads its next page as its end nears the screen (infinite scroll), with its
 * first-load, failure, empty and end states. A Load more button stands in where the browser
 * cannot watch the scroll, and a failed page is retried with a tap.
 */
export function PagedList<T extends { id: number }>({ list, label, renderItem }: PagedListProps<T>) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const more = () => void list.loadMore();
  const watching = !list.done && !list.loading && !list.failed && list.items.length > 0;
  const sentinel = useOnVisible(more, watching);

  if (!list.items.length) {
    if (list.failed) return <LoadFailed onRetry={more} />;
    if (list.done) return <EmptyState />;
    return <Spinner />;
  }

  let footer: ReactNode;
  if (list.loading) footer = <span className="ac-spinner-inline" role="progressbar" aria-label={tc('status.loading')} />;
  else if (list.failed)
    footer = (
      <button type="button" className="ac-list__more" onClick={more}>
        {t('list.failedRetry')}
      </button>
    );
  else if (list.done) footer = <span className="ac-list__end">{t('list.end')}</span>;
  else
    footer = (
      <button type="button" className="ac-list__more" onClick={more}>
        {t('list.more')}
      </button>
    );

  return (
    <>
      <ul className="ac-list" aria-label={label}>
        {list.items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <div ref={sentinel} className="ac-list__footer">
        {footer}
      </div>
    </>
  );
}
