import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';

/** The platform notice line, opening the notices page. */
export function NoticeBar() {
  const { t } = useTranslation('content');
  return (
    <Link to={pathOf('notices')} className="h5-panel ct-notice">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M4 10v4h3l5 4V6L7 10zM16 9a4 4 0 0 1 0 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <span className="ct-notice__text">{t('home.notice')}</span>
    </Link>
  );
}
