import { call } from '@h5/shared/api';
import { contract, type AccountEvent } from '@h5/shared/contract';
import { PagedListView, cacheKey, usePagedList } from '@h5/shared/data';
import { formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { eventPath } from '@h5/shared/routes';
import { markRead, useEventText, useUnreadStore, type EventText } from '@h5/shared/live';
import { useCurrencies } from '@h5/shared/market';
import { useNavigate } from '@h5/shared/router';
import { PageFrame } from '@h5/shared/ui';
import './notifications.css';

const KIND_ICON: Record<string, string> = {
  spot: 'M4 17l5-5 4 4 7-7M14 9h6v6',
  position: 'M4 19V5M4 19h16M8 15l3-4 3 2 5-6',
  option: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  deposit: 'M12 4v12M6 10l6 6 6-6M4 20h16',
  withdrawal: 'M12 20V8M6 14l6-6 6 6M4 4h16',
  identity: 'M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6zM9 12l2 2 4-4',
  transfer: 'M4 8h14l-3-3M20 16H6l3 3',
};

function NotificationRow({ event, text, onOpen }: { event: AccountEvent; text: EventText; onOpen: (event: AccountEvent) => void }) {
  const family = event.kind.split('.')[0] ?? '';
  return (
    <button type="button" className={`ct-note${event.read ? '' : ' ct-note--unread'}`} onClick={() => onOpen(event)} data-testid="notification">
      <svg className={`ct-note__icon ct-note__icon--${family}`} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d={KIND_ICON[family]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="h5-row-main">
        <span className="ct-note__title">{text.title}</span>
        <span className="ct-note__body">{text.body}</span>
        <span className="ct-note__time">{formatDateTime(event.created_at)}</span>
      </span>
      {!event.read && <span className="ct-note__dot" aria-hidden="true" />}
    </button>
  );
}

/** The user's account events, newest first: each opens what it concerns and is then read. */
export default function NotificationsPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const describe = useEventText();
  // Amounts at their currency's places: the rows are drawn again once the list is here.
  useCurrencies();
  const unread = useUnreadStore((state) => state.count ?? 0);
  const list = usePagedList(cacheKey(contract.notification.list), (page, limit) => call(contract.notification.list, { page, limit }));

  const open = (event: AccountEvent) => {
    if (!event.read) void markRead(event.id);
    navigate(eventPath(event));
  };
  const readAll = async () => {
    await markRead();
    await list.refresh();
  };

  return (
    <PageFrame
      title={t('page.notifications')}
      onRefresh={list.refresh}
      right={
        unread > 0 ? (
          <button type="button" className="ct-note__read-all" onClick={() => void readAll()} data-testid="notifications-read-all">
            {t('notifications.readAll')}
          </button>
        ) : undefined
      }
    >
      <PagedListView
        className="ct-notes"
        list={list}
        label={t('page.notifications')}
        emptyText={t('notifications.empty')}
        renderItem={(event) => <NotificationRow event={event} text={describe(event)} onOpen={open} />}
      />
    </PageFrame>
  );
}
