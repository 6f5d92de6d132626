import type { ChatContext, ChatConversation, ChatMessage, ChatSender } from '@h5/shared/contract';
import type { IsoTime, Queryable } from '../../db/database';
import { isoText } from '../../db/sql';

export interface ConversationRow extends ChatConversation {
  user_id: number;
  user_delivered_id: number;
  user_read_id: number;
}

const conversationColumns = (c: string) => `${c}.id::int AS id, ${c}.user_id, ${c}.status, ${c}.user_delivered_id::int AS user_delivered_id,
  ${c}.user_read_id::int AS user_read_id, ${c}.agent_delivered_id::int AS agent_delivered_id, ${c}.agent_read_id::int AS agent_read_id`;
const CONVERSATION = conversationColumns('chat_conversations');
const MESSAGE = `m.id::int AS id, m.conversation_id::int AS conversation_id, m.sender, m.text, m.image, m.context, ${isoText('m.created_at')} AS created_at, m.client_id`;

export async function openConversationOf(db: Queryable, userId: number): Promise<ConversationRow | null> {
  const rows = await db.query<ConversationRow>(`SELECT ${CONVERSATION} FROM chat_conversations WHERE user_id = $1 AND status = 'open'`, [userId]);
  return rows[0] ?? null;
}

/** The user's latest conversation, open or closed. */
export async function latestConversationOf(db: Queryable, userId: number): Promise<ConversationRow | null> {
  const rows = await db.query<ConversationRow>(`SELECT ${CONVERSATION} FROM chat_conversations WHERE user_id = $1 ORDER BY id DESC LIMIT 1`, [userId]);
  return rows[0] ?? null;
}

export async function conversationById(db: Queryable, id: number, lock = false): Promise<ConversationRow | null> {
  const rows = await db.query<ConversationRow>(`SELECT ${CONVERSATION} FROM chat_conversations WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

/** The user's open conversation, started now when there is none (two racing sends start one). */
export async function ensureOpenConversation(db: Queryable, userId: number, at: IsoTime): Promise<ConversationRow> {
  await db.query(
    `INSERT INTO chat_conversations (user_id, created_at, last_message_at) VALUES ($1, $2, $2)
     ON CONFLICT (user_id) WHERE status = 'open' DO NOTHING`,
    [userId, at],
  );
  return (await openConversationOf(db, userId))!;
}

export interface NewMessage {
  conversationId: number;
  sender: ChatSender;
  text: string;
  image: string | null;
  context: ChatContext | null;
  clientId: string | null;
  at: IsoTime;
}

/** Stores a message; the same client id again gives back the one stored (`fresh` false). */
export async function insertMessage(db: Queryable, message: NewMessage): Promise<{ message: ChatMessage; fresh: boolean }> {
  const inserted = await db.query<ChatMessage>(
    `INSERT INTO chat_messages AS m (conversation_id, sender, text, image, context, client_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (conversation_id, client_id) DO NOTHING RETURNING ${MESSAGE}`,
    [message.conversationId, message.sender, message.text, message.image, message.context ? JSON.stringify(message.context) : null, message.clientId, message.at],
  );
  if (inserted[0]) {
    await db.query('UPDATE chat_conversations SET last_message_at = $2 WHERE id = $1', [message.conversationId, message.at]);
    return { message: inserted[0], fresh: true };
  }
  const [kept] = await db.query<ChatMessage>(`SELECT ${MESSAGE} FROM chat_messages m WHERE m.conversation_id = $1 AND m.client_id = $2`, [message.conversationId, message.clientId]);
  return { message: kept!, fresh: false };
}

/** A user's messages across their conversations, newest `limit` before `before`, given oldest first. */
export async function userHistory(db: Queryable, userId: number, before: number | null, limit: number): Promise<{ list: ChatMessage[]; more: boolean }> {
  const rows = await db.query<ChatMessage>(
    `SELECT ${MESSAGE} FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
      WHERE c.user_id = $1 AND ($2::bigint IS NULL OR m.id < $2) ORDER BY m.id DESC LIMIT $3`,
    [userId, before, limit + 1],
  );
  return { list: rows.slice(0, limit).reverse(), more: rows.length > limit };
}

/** One conversation's messages, oldest first (what support reads when it opens one). */
export function conversationMessages(db: Queryable, conversationId: number, limit: number): Promise<ChatMessage[]> {
  return db.query<ChatMessage>(
    `SELECT * FROM (SELECT ${MESSAGE} FROM chat_messages m WHERE m.conversation_id = $1 ORDER BY m.id DESC LIMIT $2) recent ORDER BY id`,
    [conversationId, limit],
  );
}

/** Messages after `after`, oldest first: of one conversation, or of all (support's watch). */
export function messagesAfter(db: Queryable, after: number, conversationId: number | null, limit: number): Promise<Array<ChatMessage & { user_id: number }>> {
  return db.query<ChatMessage & { user_id: number }>(
    `SELECT ${MESSAGE}, c.user_id FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
      WHERE m.id > $1 AND ($2::bigint IS NULL OR m.conversation_id = $2) ORDER BY m.id LIMIT $3`,
    [after, conversationId, limit],
  );
}

export const lastMessageId = async (db: Queryable): Promise<number> =>
  (await db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM chat_messages'))[0]!.id;

type Mark = 'user_delivered_id' | 'user_read_id' | 'agent_delivered_id' | 'agent_read_id';
/** The other side's messages this side has received or read: up to `upTo`, never past the last one, never back. */
const OTHER: Record<Mark, ChatSender> = { user_delivered_id: 'agent', user_read_id: 'agent', agent_delivered_id: 'user', agent_read_id: 'user' };

/** Moves a mark forward; returns the conversation after, or null when nothing moved. */
export async function advanceMark(db: Queryable, conversationId: number, mark: Mark, upTo: number): Promise<ConversationRow | null> {
  // Reading implies having received.
  const also = mark === 'user_read_id' ? 'user_delivered_id' : mark === 'agent_read_id' ? 'agent_delivered_id' : null;
  const rows = await db.query<ConversationRow>(
    `WITH target AS (
       SELECT coalesce(max(id), 0) AS id FROM chat_messages WHERE conversation_id = $1 AND sender = $3 AND id <= $2
     )
     UPDATE chat_conversations c SET ${mark} = target.id${also ? `, ${also} = greatest(c.${also}, target.id)` : ''}
       FROM target WHERE c.id = $1 AND target.id > c.${mark}
     RETURNING ${conversationColumns('c')}`,
    [conversationId, upTo, OTHER[mark]],
  );
  return rows[0] ?? null;
}

/** The user's conversations whose messages are read only below `upTo`. */
export async function conversationsReadBelow(db: Queryable, userId: number, upTo: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id::int AS id FROM chat_conversations WHERE user_id = $1 AND user_read_id < $2', [userId, upTo]);
  return rows.map((row) => row.id);
}

/** Support's messages the user has not read, across their conversations. */
export async function unreadForUser(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
      WHERE c.user_id = $1 AND m.sender = 'agent' AND m.id > c.user_read_id`,
    [userId],
  );
  return rows[0]?.count ?? 0;
}

export async function closeConversation(db: Queryable, id: number, at: IsoTime): Promise<boolean> {
  const rows = await db.query(`UPDATE chat_conversations SET status = 'closed', closed_at = $2 WHERE id = $1 AND status = 'open' RETURNING id`, [id, at]);
  return rows.length > 0;
}

/** The queue as support sees it: each conversation, whose, its state, what is unread and the last words. */
export interface QueueRow {
  id: number;
  user_id: number;
  account: string;
  status: string;
  unread: number;
  last_message_at: string;
  last: string;
}

export function queue(db: Queryable, status: 'open' | 'closed' | null, limit: number): Promise<QueueRow[]> {
  return db.query<QueueRow>(
    `SELECT c.id::int AS id, c.user_id, coalesce(u.email, u.area_code || '-' || u.phone, '') AS account, c.status,
            (SELECT count(*)::int FROM chat_messages WHERE conversation_id = c.id AND sender = 'user' AND id > c.agent_read_id) AS unread,
            ${isoText('c.last_message_at')} AS last_message_at,
            coalesce((SELECT CASE WHEN text <> '' THEN left(text, 60) ELSE '[image]' END FROM chat_messages WHERE conversation_id = c.id ORDER BY id DESC LIMIT 1), '') AS last
       FROM chat_conversations c JOIN users u ON u.id = c.user_id
      WHERE ($1::text IS NULL OR c.status = $1) ORDER BY c.last_message_at DESC LIMIT $2`,
    [status, limit],
  );
}

export async function touchPresence(db: Queryable, at: IsoTime): Promise<void> {
  await db.query(
    `INSERT INTO chat_presence (only_row, agent_seen_at) VALUES (true, $1)
     ON CONFLICT (only_row) DO UPDATE SET agent_seen_at = greatest(chat_presence.agent_seen_at, EXCLUDED.agent_seen_at)`,
    [at],
  );
}

export async function agentSeenAt(db: Queryable): Promise<number | null> {
  const rows = await db.query<{ at: string }>(`SELECT ${isoText('agent_seen_at')} AS at FROM chat_presence`);
  return rows[0] ? Date.parse(rows[0].at) : null;
}
