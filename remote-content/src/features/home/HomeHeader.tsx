import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { NotificationBell } from '../../common/NotificationBell';

export function HomeHeader({ onMenu }: { onMenu: () => void }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  return (
    <header className="ct-header">
      <button type="button" className="h5-icon-button ct-header-icon" aria-label={t('home.menu')} onClick={onMenu}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <span className="ct-header__brand">{t('common:app.name')}</span>
      <span className="ct-header__actions">
        <NotificationBell />
        <button type="button" className="h5-icon-button ct-header-icon" aria-label={t('common:page.language')} onClick={() => navigate(pathOf('language'))}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </span>
    </header>
  );
}
