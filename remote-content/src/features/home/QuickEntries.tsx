import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { ChatBadge } from './ChatBadge';
import { HOME_ENTRIES } from './entries';

export function QuickEntries() {
  const { t } = useTranslation('content');
  return (
    <nav className="ct-entries" aria-label={t('home.entries')}>
      {HOME_ENTRIES.map((entry) => (
        <Link key={entry.key} to={entry.path} className="ct-entries__item">
          <span className="ct-entries__icon">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d={entry.icon} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {entry.key === 'chat' && <ChatBadge />}
          </span>
          <span className="ct-entries__label">{t(`home.entry.${entry.key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
