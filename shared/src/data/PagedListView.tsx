import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { EmptyState, LoadState } from '@h5/shared/ui';
import type { PagedList } from './usePagedList';
import './data.css';

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

export interface PagedListViewProps<T> {
  list: PagedList<T>;
  label: string;
  renderItem: (item: T) => ReactNode;
  emptyText?: string;
  /** What did not load, when the page can say more than "Loading failed". */
  failedText?: string;
  /** The list's and each row's class, for the remote's own look. */
  className?: string;
  itemClassName?: string;
}

/**
 * A list that loads its next page as its end nears the screen (infinite scroll), with its
 * first-load, failure, empty and end states. A Load more button stands in where the browser
 * cannot watch the scroll, and a failed page is retried with a tap.
 */
export function PagedListView<T extends { id: number }>({
  list,
  label,
  renderItem,
  emptyText,
  failedText,
  className,
  itemClassName,
}: PagedListViewProps<T>) {
  const { t } = useTranslation('common');
  const more = () => void list.loadMore();
  const watching = !list.done && !list.loading && !list.failed && list.items.length > 0;
  const sentinel = useOnVisible(more, watching);

  if (!list.items.length) {
    if (list.done) return <EmptyState text={emptyText} />;
    return <LoadState failed={list.failed} failedText={failedText} onRetry={more} />;
  }

  let footer: ReactNode;
  if (list.loading) footer = <span className="h5-spinner-inline" role="progressbar" aria-label={t('status.loading')} />;
  else if (list.done) footer = <span className="h5-list__end">{t('load.end')}</span>;
  else
    footer = (
      <button type="button" className="h5-list__more" onClick={more}>
        {t(list.failed ? 'load.failedRetry' : 'load.more')}
      </button>
    );

  return (
    <>
      <ul className={`h5-list${className ? ` ${className}` : ''}`} aria-label={label}>
        {list.items.map((item) => (
          <li key={item.id} className={itemClassName}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="h5-list__footer">
        {footer}
      </div>
    </>
  );
}
