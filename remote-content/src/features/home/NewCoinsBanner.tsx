import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';

/** New-coin publication, promoted on home (spec section 1). */
export function NewCoinsBanner() {
  const { t } = useTranslation('content');
  return (
    <Link to={pathOf('publication')} className="ct-banner">
      <span>
        <strong>{t('home.newCoinsTitle')}</strong>
        <small>{t('home.newCoinsText')}</small>
      </span>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Link>
  );
}
