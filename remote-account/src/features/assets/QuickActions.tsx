import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';

/** Page key and icon path of each shortcut, in the order shown. */
const ACTIONS = [
  { page: 'deposit', icon: 'M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M4 19h16' },
  { page: 'withdraw', icon: 'M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5M4 19h16' },
  { page: 'transfer', icon: 'M4 8h14m0 0l-4-4m4 4l-4 4M20 16H6m0 0l4-4m-4 4l4 4' },
  { page: 'records', icon: 'M6 3h9l4 4v14H6zM9 10h7M9 14h7M9 18h4' },
] as const;

/** Deposit, withdraw, transfer and records. */
export function QuickActions() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <nav className="ac-actions" aria-label={t('page.assets')}>
      {ACTIONS.map(({ page, icon }) => (
        <button key={page} type="button" className="ac-actions__item" onClick={() => navigate(pathOf(page))}>
          <span className="ac-actions__icon">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <span className="ac-actions__label">{t(`page.${page}`)}</span>
        </button>
      ))}
    </nav>
  );
}
