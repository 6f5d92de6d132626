import type { AccountEvent, AccountEventKind, Page } from '@h5/shared/contract';
import type { IsoTime, Queryable } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText, type StatementParams } from '../../db/sql';

/** An event to keep for its user, before it has an id. */
export interface NewAccountEvent<K extends AccountEventKind = AccountEventKind> {
  userId: number;
  kind: K;
  ref: number;
  data: Extract<AccountEvent, { kind: K }>['data'];
}

/** What a stored event is sent as, and to whom. */
export interface StoredEvent {
  userId: number;
  event: AccountEvent;
}

const COLUMNS = `id, kind, ref, data, ${isoText('created_at')} AS created_at, read_at IS NOT NULL AS read`;

/** Keeps the events in one statement; returns them with their ids, in the order given. */
export async function insertEvents(db: Queryable, events: readonly NewAccountEvent[], at: IsoTime): Promise<StoredEvent[]> {
  const rows = await db.query<EventRow>(
    `INSERT INTO notifications (user_id, kind, ref, data, created_at)
     SELECT e.user_id, e.kind, e.ref, e.data, $5
       FROM unnest($1::int[], $2::text[], $3::int[], $4::jsonb[]) WITH ORDINALITY AS e (user_id, kind, ref, data, n)
      ORDER BY e.n
  RETURNING user_id, ${COLUMNS}`,
    [events.map((e) => e.userId), events.map((e) => e.kind), events.map((e) => e.ref), events.map((e) => JSON.stringify(e.data)), at],
  );
  return rows.map(storedEvent);
}

/** A row of `notifications` as the insert returns it (`user_id` and the event's columns). */
export type EventRow = AccountEvent & { user_id: number };

export const storedEvent = ({ user_id, ...event }: EventRow): StoredEvent => ({ userId: user_id, event: event as AccountEvent });

/**
 * The events of rows a statement inserts (the CTE `rows`: `id, user_id`, one row per user), each
 * `ref` its user's row id, as the body of a CTE of that statement that returns `EventRow`s.
 */
export function insertEventsOfRows(params: StatementParams, rows: string, events: readonly Omit<NewAccountEvent, 'ref'>[], at: IsoTime): string {
  return `INSERT INTO notifications (user_id, kind, ref, data, created_at)
     SELECT e.user_id, e.kind, r.id, e.data, ${params.add(at, 'timestamptz')}
       FROM unnest(${params.add(events.map((e) => e.userId), 'int[]')}, ${params.add(events.map((e) => e.kind), 'text[]')},
                   ${params.add(events.map((e) => JSON.stringify(e.data)), 'jsonb[]')}) WITH ORDINALITY AS e (user_id, kind, data, n)
       JOIN ${rows} r USING (user_id)
      ORDER BY e.n
  RETURNING user_id, ${COLUMNS}`;
}

/**
 * The events a statement makes of its own rows: `select` gives `user_id, kind, ref, data` (and
 * whatever `orderBy`, over its rows as `e`, needs to keep them in order). The body of a CTE of
 * that statement that returns `EventRow`s; `at` is the statement's parameter for the time.
 */
export const insertEventsOfSelect = (select: string, orderBy: string, at: string): string =>
  `INSERT INTO notifications (user_id, kind, ref, data, created_at)
     SELECT e.user_id, e.kind, e.ref, e.data, ${at} FROM (${select}) AS e
      ORDER BY ${orderBy}
  RETURNING user_id, ${COLUMNS}`;

/** The user's events, newest first; with `kinds`, those kinds only (a category's). */
export const listEvents = (db: Queryable, userId: number, page: PageRequest, kinds: readonly AccountEventKind[] | null): Promise<Page<AccountEvent>> =>
  kinds
    ? readPage<AccountEvent>(db, page, { select: COLUMNS, from: 'notifications WHERE user_id = $1 AND kind = ANY($2::text[])', orderBy: 'id DESC', params: [userId, kinds] })
    : readPage<AccountEvent>(db, page, { select: COLUMNS, from: 'notifications WHERE user_id = $1', orderBy: 'id DESC', params: [userId] });

export async function countUnread(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId]);
  return row?.count ?? 0;
}

/** Marks one of the user's events read (or all when `id` is null); how many changed. */
export async function markRead(db: Queryable, userId: number, id: number | null, at: IsoTime): Promise<number> {
  const rows = await db.query(
    `UPDATE notifications SET read_at = $3 WHERE user_id = $1 AND read_at IS NULL AND ($2::int IS NULL OR id = $2) RETURNING id`,
    [userId, id, at],
  );
  return rows.length;
}
