import { call } from '@h5/shared/api';
import { EVENT_CATEGORIES, EVENT_KIND_LOOK, contract, type AccountEvent } from '@h5/shared/contract';
import { PagedListView, cacheKey, usePagedList } from '@h5/shared/data';
import { formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { eventPath } from '@h5/shared/routes';
import { markRead, useEventText, useUnreadStore, type EventText } from '@h5/shared/live';
import { EventIconView } from '@h5/shared/live/icons';
import { useCurrencies } from '@h5/shared/market';
import { useNavigate, useQueryTab } from '@h5/shared/router';
import { PageFrame, TabPanel, Tabs } from '@h5/shared/ui';
import './notifications.css';

/** The tabs: every event, then one per category, the choice kept in `?tab=`. */
const TABS = ['all', ...EVENT_CATEGORIES] as const;

function NotificationRow({ event, text, onOpen }: { event: AccountEvent; text: EventText; onOpen: (event: AccountEvent) => void }) {
  const { t } = useTranslation('common');
  const { category } = EVENT_KIND_LOOK[event.kind];
  return (
    <button type="button" className={`ct-note${event.read ? '' : ' ct-note--unread'}`} onClick={() => onOpen(event)} data-testid="notification" data-kind={event.kind}>
      <span className={`ct-note__icon ct-note__icon--${category}`}>
        <EventIconView kind={event.kind} label={t(`notifications.tab.${category}`)} size={20} />
      </span>
      <span className="h5-row-main">
        <span className="ct-note__title">{text.title}</span>
        <span className="ct-note__body">{text.body}</span>
        <span className="ct-note__time">{formatDateTime(event.created_at)}</span>
      </span>
      {!event.read && <span className="ct-note__dot" aria-hidden="true" />}
    </button>
  );
}

/**
 * The user's account events, newest first, all or one category's (trade, wealth, account,
 * system: the kernel's `EVENT_KIND_LOOK`), each with its kind's icon: each opens what it
 * concerns and is then read.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const describe = useEventText();
  // Amounts at their currency's places: the rows are drawn again once the list is here.
  useCurrencies();
  const unread = useUnreadStore((state) => state.count ?? 0);
  const [tab, setTab] = useQueryTab(TABS, 'all');
  const category = tab === 'all' ? {} : { category: tab };
  const list = usePagedList(cacheKey(contract.notification.list, category), (page, limit) => call(contract.notification.list, { page, limit, ...category }));

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
      <Tabs
        idBase="ct-note"
        label={t('notifications.categories')}
        tabs={TABS.map((key) => ({ key, label: t(`notifications.tab.${key}`) }))}
        active={tab}
        onChange={setTab}
        className="ct-note-tabs"
        tabClassName="ct-note-tabs__tab"
      />
      <TabPanel idBase="ct-note" active={tab}>
        <PagedListView
          className="ct-notes"
          list={list}
          label={t(`notifications.tab.${tab}`)}
          emptyText={t('notifications.empty')}
          renderItem={(event) => <NotificationRow event={event} text={describe(event)} onOpen={open} />}
        />
      </TabPanel>
    </PageFrame>
  );
}
