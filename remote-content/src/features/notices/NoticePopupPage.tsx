import { useEffect } from 'react';
import { Button } from 'antd-mobile';
import { contract } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { formatDate } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useGoBack, useNavigate, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { dismissedNotices, readArticles } from '../../common/articles/seen';
import '../../common/articles/articles.css';

/**
 * One notice as a card over the page (the spec's `index/notice/notice`): home opens it for an
 * important notice not yet dismissed on this device, the notices list for any notice. "Got it"
 * dismisses it (home shows it no more) and goes back.
 */
export default function NoticePopupPage() {
  const { t } = useTranslation('content');
  const goBack = useGoBack();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const load = useCall(contract.notice.detail, { id: search.get('id') ?? '' });
  const notice = load.data;
  useEffect(() => {
    if (notice) readArticles.add(notice.id);
  }, [notice]);
  const dismiss = () => {
    if (notice) dismissedNotices.add(notice.id);
    goBack();
  };

  return (
    <div className="ct-popup" role="dialog" aria-modal="true" aria-labelledby="ct-popup-title">
      <div className="ct-popup__card" data-testid="notice-popup">
        <Loaded load={load}>
          {(article) => (
            <>
              <p className="ct-popup__label">{t(article.important ? 'notices.important' : 'notices.notice')}</p>
              <h1 id="ct-popup-title" className="ct-popup__title">
                {article.title}
              </h1>
              <p className="ct-article__meta">
                <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
              </p>
              {article.fallback && (
                <p className="ct-article__fallback" role="note">
                  {t('articles.fallback')}
                </p>
              )}
              {/* Sanitised on the server (server/src/modules/content/markdown.ts). */}
              <div className="ct-article__body ct-popup__body" dangerouslySetInnerHTML={{ __html: article.html }} />
            </>
          )}
        </Loaded>
        <div className="ct-popup__actions">
          <Button block onClick={() => navigate(pathOf('notices'), { replace: true })}>
            {t('notices.all')}
          </Button>
          <Button block color="primary" onClick={dismiss} data-testid="notice-dismiss">
            {t('notices.gotIt')}
          </Button>
        </div>
      </div>
    </div>
  );
}
