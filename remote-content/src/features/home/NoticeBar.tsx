import { useEffect, useState } from 'react';
import { call } from '@h5/shared/api';
import { contract, type NoticeHighlights } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { Link, useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { NoticeDialog } from '../../common/articles/NoticeDialog';
import { dismissedNotices } from '../../common/articles/seen';

/** Each pinned notice stays this long before the next scrolls in. */
const NOTICE_MS = 4000;
/** The important notice opens once per visit at most: going back from it stays on home. */
let popupOpened = false;

/**
 * The notice bar: the pinned notices scroll through one by one, each opening on the notice page;
 * an important notice not yet dismissed on this device shows over home by itself, as the highlights
 * bring it (no second call). Fetched with the API client, like the new-coin banner, so home's
 * first visit stays within its budget.
 */
export function NoticeBar() {
  const { t, i18n } = useTranslation('content');
  const navigate = useNavigate();
  const [highlights, setHighlights] = useState<NoticeHighlights | null>(null);
  const [index, setIndex] = useState(0);
  const [popup, setPopup] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void call(contract.notice.highlights, {}, { silent: true }).then((result) => {
      if (live && result.ok) setHighlights(result.data);
    });
    return () => {
      live = false;
    };
  }, [i18n.language]);

  const important = highlights?.important;
  useEffect(() => {
    if (!important || popupOpened || dismissedNotices.has(important.id)) return;
    popupOpened = true;
    setPopup(important.id);
  }, [important]);

  const count = highlights?.pinned.length ?? 0;
  useEffect(() => {
    if (count < 2) return undefined;
    const timer = setInterval(() => setIndex((shown) => (shown + 1) % count), NOTICE_MS);
    return () => clearInterval(timer);
  }, [count]);
  const notice = count > 0 ? highlights?.pinned[index % count] : undefined;

  return (
    <>
      {popup !== null && <NoticeDialog id={popup} article={important ?? undefined} onDone={() => setPopup(null)} onAll={() => navigate(pathOf('notices'))} />}
      <div className="h5-panel ct-notice">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M4 10v4h3l5 4V6L7 10zM16 9a4 4 0 0 1 0 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        <Link key={notice?.id} to={notice ? pathOf('noticePopup', { id: notice.id }) : pathOf('notices')} className="ct-notice__text" data-testid="notice-bar">
          {notice?.title ?? t('home.notices')}
        </Link>
        <Link to={pathOf('notices')} className="ct-notice__all" aria-label={t('home.allNotices')}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
      </div>
    </>
  );
}
