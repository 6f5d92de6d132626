import type { ReactNode } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { useGoBack } from '@h5/shared/router';
import { PullToRefresh } from './PullToRefresh';

export interface PageFrameProps {
  title: string;
  children: ReactNode;
  /** Show the back arrow (tab pages have none). */
  back?: boolean;
  right?: ReactNode;
  /** Pull-to-refresh handler, for the pages the route table marks so. */
  onRefresh?: () => Promise<unknown>;
  className?: string;
}

/** A page: nav bar with back and title, then the content, optionally pull-to-refresh. */
export function PageFrame({ title, children, back = true, right, onRefresh, className }: PageFrameProps) {
  const { t } = useTranslation('common');
  const goBack = useGoBack();
  const body = <div className="h5-page__body">{children}</div>;
  return (
    <div className={`h5-page${className ? ` ${className}` : ''}`}>
      <header className="h5-navbar">
        <div className="h5-navbar__side">
          {back && (
            <button type="button" className="h5-navbar__back" aria-label={t('action.back')} onClick={goBack}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <h1 className="h5-navbar__title">{title}</h1>
        <div className="h5-navbar__side h5-navbar__side--right">{right}</div>
      </header>
      {onRefresh ? (
        <PullToRefresh onRefresh={onRefresh}>{body}</PullToRefresh>
      ) : (
        body
      )}
    </div>
  );
}
