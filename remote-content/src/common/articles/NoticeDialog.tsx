import { useEffect, useState } from 'react';
import { call } from '@h5/shared/api';
import { contract, type Article } from '@h5/shared/contract';
import { formatDate } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { dismissedNotices, readArticles } from './seen';
import './articles.css';

/**
 * One notice as a card over the page: home shows it for an important notice not yet dismissed
 * on this device, the notice page (`index/notice/notice`) for any notice. "Got it" dismisses it
 * here for good. Made with the API client and plain buttons: home shows it, and home's first
 * visit stays within its budget (e2e/test/budget.test.ts). Given the notice whole (`article`, as
 * home's highlights bring it), it shows at once; given only its id, it asks for it.
 */
export function NoticeDialog({ id, article, onDone, onAll }: { id: number; article?: Article; onDone: () => void; onAll: () => void }) {
  const { t } = useTranslation('content');
  const [notice, setNotice] = useState<Article | null>(article?.id === id ? article : null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (notice?.id === id) {
      readArticles.add(id);
      return undefined;
    }
    let live = true;
    void call(contract.notice.detail, { id }, { silent: true }).then((result) => {
      if (!live) return;
      if (!result.ok) return setFailed(true);
      setNotice(result.data);
      readArticles.add(id);
    });
    return () => {
      live = false;
    };
  }, [id]);
  const dismiss = () => {
    dismissedNotices.add(id);
    onDone();
  };
  if (failed && !notice) {
    return (
      <div className="ct-popup" role="dialog" aria-modal="true" aria-label={t('notices.notice')}>
        <div className="ct-popup__card">
          <p>{t('common:load.failed')}</p>
          <div className="ct-popup__actions">
            <button type="button" className="ct-popup__button" onClick={onDone}>
              {t('notices.gotIt')}
            </button>
          </div>
        </div>
      </div>
    );
  }
  if (!notice) return null;
  return (
    <div className="ct-popup" role="dialog" aria-modal="true" aria-labelledby="ct-popup-title">
      <div className="ct-popup__card" data-testid="notice-popup">
        <p className="ct-popup__label">{t(notice.important ? 'notices.important' : 'notices.notice')}</p>
        <h1 id="ct-popup-title" className="ct-popup__title">
          {notice.title}
        </h1>
        <p className="ct-article__meta">
          <time dateTime={notice.published_at}>{formatDate(notice.published_at)}</time>
        </p>
        {notice.fallback && (
          <p className="ct-article__fallback" role="note">
            {t('articles.fallback')}
          </p>
        )}
        {/* Sanitised on the server (server/src/modules/content/markdown.ts). */}
        <div className="ct-article__body ct-popup__body" dangerouslySetInnerHTML={{ __html: notice.html }} />
        <div className="ct-popup__actions">
          <button type="button" className="ct-popup__button" onClick={onAll}>
            {t('notices.all')}
          </button>
          <button type="button" className="ct-popup__button ct-popup__button--primary" onClick={dismiss} data-testid="notice-dismiss">
            {t('notices.gotIt')}
          </button>
        </div>
      </div>
    </div>
  );
}
