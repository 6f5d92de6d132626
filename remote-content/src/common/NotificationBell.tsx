import { useEffect } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { loadUnread, useUnreadStore } from '@h5/shared/live';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { isSignedIn, useSession } from '@h5/shared/session';
import './bell.css';

/** The home header's bell: the unread count of the user's notifications; opens their list. */
export function NotificationBell() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const signedIn = useSession(isSignedIn);
  const count = useUnreadStore((state) => state.count);
  useEffect(() => {
    if (signedIn) void loadUnread();
  }, [signedIn]);
  const unread = signedIn && count ? count : 0;
  const label = unread ? `${t('notifications.bell')}, ${t('notifications.unread', { count: unread })}` : t('notifications.bell');
  return (
    <button type="button" className="h5-icon-button ct-header-icon ct-bell" aria-label={label} onClick={() => navigate(pathOf('notifications'))} data-testid="notification-bell">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M6 17V11a6 6 0 0 1 12 0v6l1.5 2h-15zM10 21h4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      {unread > 0 && (
        <span className="ct-count" data-testid="notification-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}
