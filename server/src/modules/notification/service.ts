import { kindsOf, type AccountEvent, type EventCategory, type Page } from '@h5/shared/contract';
import { isoTime, type Database, type Queryable, type Transaction } from '../../db/database';
import type { PageRequest } from '../../db/paging';
import type { Clock } from '../../lib/clock';
import type { LiveChannel } from './live';
import { countUnread, insertEvents, listEvents, markRead, type NewAccountEvent, type StoredEvent } from './queries';

/** The account events' socket side (attached to the app's socket) and the shape of a new event. */
export { createLiveChannel, type LiveChannel } from './live';
export { insertEventsOfRows, insertEventsOfSelect, storedEvent, type EventRow, type NewAccountEvent, type StoredEvent } from './queries';

/**
 * What users are told about their own accounts: each event is kept (the notification list) and
 * pushed to the user's sockets, in whichever server process they are connected to.
 */
export interface Notifier {
  /** Keeps `events` in `tx`, with the change they report; they are pushed once `tx` has committed. */
  record(tx: Transaction, events: readonly NewAccountEvent[]): Promise<void>;
  /** Keeps and pushes `events` of a change already committed (a one-statement order placement). */
  recordCommitted(db: Queryable, events: readonly NewAccountEvent[]): Promise<void>;
  /** Pushes events a caller's own statement kept (`insertEventsOfRows`, `insertEventsOfSelect`), once it has committed. */
  push(events: readonly StoredEvent[]): void;
  /** Newest first: all of them, or one category's. */
  list(userId: number, page: PageRequest, category?: EventCategory): Promise<Page<AccountEvent>>;
  unread(userId: number): Promise<number>;
  /** Marks one event (or, with null, every event) of the user's read; how many changed. */
  read(userId: number, id: number | null): Promise<number>;
}

export function createNotifier(db: Database, clock: Clock, live: LiveChannel): Notifier {
  const now = () => isoTime(clock.now());
  /**
   * Every push follows a commit, so a push that fails (another process's adapter down, say) is
   * logged, never thrown: the caller would take it for its own failure, answer a filled order as
   * failed, or write a group of orders again one by one. The events stay in the users' lists.
   */
  const send = (events: readonly StoredEvent[]) => {
    try {
      live.send(events);
    } catch (error) {
      console.error('account events: the push failed after the change committed', error);
    }
  };
  return {
    async record(tx, events) {
      if (events.length === 0) return;
      const stored = await insertEvents(tx, events, now());
      tx.afterCommit(() => send(stored));
    },
    async recordCommitted(target, events) {
      if (events.length === 0) return;
      send(await insertEvents(target, events, now()));
    },
    push: send,
    list: (userId, page, category) => listEvents(db, userId, page, category ? kindsOf(category) : null),
    unread: (userId) => countUnread(db, userId),
    read: (userId, id) => markRead(db, userId, id, now()),
  };
}
