/**
 * Live support chat. A signed-in user writes through the API and hears back on the page's one
 * socket (its user room, reached through the socket.io adapter from whichever process support
 * answered on); support works from the ops CLI, whose watch is a long poll that wakes when any
 * process announces a message. Every message is stored first; the socket only tells.
 */
import { CHAT_DELIVERED_EVENT, CHAT_SOCKET_EVENT, CHAT_TYPING_EVENT } from '@h5/shared/constants';
import type { ChatContext, ChatMessage, ChatPush, ChatRecord, ChatRecordKind, ChatState } from '@h5/shared/contract';
import { isoTime, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError, notFound, refusal } from '../../plugins/envelope';
import type { LiveChannel } from '../notification/service';
import type { UploadService } from '../upload/service';
import {
  advanceMark,
  agentSeenAt,
  closeConversation,
  conversationById,
  conversationMessages,
  conversationsReadBelow,
  ensureOpenConversation,
  insertMessage,
  lastMessageId,
  latestConversationOf,
  messagesAfter,
  openConversationOf,
  queue,
  touchPresence,
  unreadForUser,
  userHistory,
  type ConversationRow,
  type QueueRow,
} from './queries';

/** An agent counts as online this long after their watch last asked. */
export const AGENT_ONLINE_MS = 60_000;
const HISTORY_PAGE = 30;
const HISTORY_MAX = 100;

/** What travels between processes (`live.announce('chat', ...)`) so support's watches wake. */
export type ChatSignal =
  | { type: 'message'; conversation_id: number }
  | { type: 'typing'; conversation_id: number; typing: boolean }
  | { type: 'receipt'; conversation_id: number };

export interface SendInput {
  text?: string | undefined;
  image?: string | undefined;
  client_id: string;
  context?: string | undefined;
  error_text?: string | undefined;
}

/** Describes the user's own deposit or withdrawal for a chat's context; throws when it is not theirs. */
/** One of the user's records as a chat names it; null (or a not-found refusal) when it is not theirs. */
export type DescribeRecord = (userId: number, kind: ChatRecordKind, id: number) => Promise<ChatRecord | null>;

export interface WatchReply {
  messages: Array<ChatMessage & { user_id: number }>;
  /** Conversations whose user was typing while support waited. */
  typing: number[];
  /** The last message id seen: the next watch asks after it. */
  cursor: number;
}

export interface ChatDesk {
  queue(status: 'open' | 'closed' | undefined): Promise<QueueRow[]>;
  open(id: number): Promise<{ conversation: ConversationRow; messages: ChatMessage[] }>;
  reply(id: number, input: { text?: string | undefined; image?: string | undefined }): Promise<ChatMessage>;
  typing(id: number): Promise<void>;
  close(id: number): Promise<{ id: number; status: string }>;
  /** Waits (up to `waitMs`, or the longest a watch may wait when null) for messages after `after`, or after the newest now when null. */
  watch(input: { after: number | null; conversationId: number | null; waitMs: number | null }): Promise<WatchReply>;
}

export interface ChatService {
  state(userId: number): Promise<ChatState>;
  history(userId: number, before: number | null, limit: number): Promise<{ list: ChatMessage[]; more: boolean }>;
  send(userId: number, input: SendInput): Promise<ChatMessage>;
  read(userId: number, upTo: number): Promise<void>;
  context(userId: number, input: Pick<SendInput, 'context' | 'error_text'>): Promise<ChatContext>;
  unread(userId: number): Promise<number>;
  desk: ChatDesk;
}

export interface ChatDeps {
  db: Database;
  clock: Clock;
  live: LiveChannel;
  uploads: UploadService;
  describe: DescribeRecord;
  /** The reply time promised while no agent is online. */
  replyHours: number;
  /** The longest support's watch waits for something new before answering "nothing". */
  watchMaxMs: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function createChatService({ db, clock, live, uploads, describe, replyHours, watchMaxMs }: ChatDeps): ChatService {
  // A watch that outlasted the online minute would show the agent offline while they wait.
  if (watchMaxMs >= AGENT_ONLINE_MS) throw new Error(`CHAT_WATCH_SECONDS must be under ${AGENT_ONLINE_MS / 1000}`);
  const now = () => isoTime(clock.now());
  const push = (userId: number, message: ChatPush) => live.toUser(userId, CHAT_SOCKET_EVENT, message);
  const signal = (message: ChatSignal) => live.announce('chat', message);
  const receipt = (conversation: ConversationRow) =>
    push(conversation.user_id, {
      type: 'receipt',
      conversation_id: conversation.id,
      agent_delivered_id: conversation.agent_delivered_id,
      agent_read_id: conversation.agent_read_id,
    });

  async function contextOf(userId: number, input: Pick<SendInput, 'context' | 'error_text'>): Promise<ChatContext | null> {
    if (!input.context) return null;
    const [kind, ref] = input.context.split(':') as [ChatContext['kind'], string | undefined];
    if (kind === 'vip') return { kind, ref: null };
    if (kind === 'error') return { kind, ref: null, text: input.error_text ?? '' };
    let record: ChatRecord | null;
    try {
      record = await describe(userId, kind, Number(ref));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      record = null;
    }
    // Someone else's record, or none: the chat must not learn of it.
    if (!record) throw refusal('chat.contextInvalid');
    return { kind, ref: Number(ref), ...record };
  }

  // The user's socket: typing, and support's messages received (delivered).
  live.onUserEvent(CHAT_TYPING_EVENT, (userId, payload) => {
    void openConversationOf(db, userId).then((conversation) => {
      if (conversation) signal({ type: 'typing', conversation_id: conversation.id, typing: isRecord(payload) && payload.typing === true });
    });
  });
  live.onUserEvent(CHAT_DELIVERED_EVENT, (userId, payload) => {
    const upTo = isRecord(payload) ? Number(payload.up_to) : NaN;
    if (!Number.isSafeInteger(upTo) || upTo <= 0) return;
    void latestConversationOf(db, userId)
      .then(async (conversation) => {
        if (conversation && (await advanceMark(db, conversation.id, 'user_delivered_id', upTo))) signal({ type: 'receipt', conversation_id: conversation.id });
      })
      .catch(() => undefined);
  });

  /** Support's watches on this process wait on these. */
  const waiting = new Set<(signal: ChatSignal) => void>();
  live.hear('chat', (payload) => waiting.forEach((wake) => wake(payload as ChatSignal)));

  const desk: ChatDesk = {
    queue: (status) => queue(db, status ?? null, 100),
    async open(id) {
      const conversation = await conversationById(db, id);
      if (!conversation) throw notFound();
      const messages = await conversationMessages(db, id, HISTORY_MAX);
      const last = messages.findLast((message) => message.sender === 'user');
      const read = last ? await advanceMark(db, id, 'agent_read_id', last.id) : null;
      if (read) receipt(read);
      return { conversation: read ?? conversation, messages };
    },
    async reply(id, input) {
      const conversation = await conversationById(db, id);
      if (!conversation) throw notFound();
      if (conversation.status !== 'open') throw refusal('chat.closed');
      const text = input.text?.trim() ?? '';
      let image: string | null = null;
      if (input.image) image = (await uploads.store(conversation.user_id, 'chat', { bytes: Buffer.from(input.image, 'base64') })).id;
      if (!text && !image) throw refusal('chat.empty');
      const { message } = await insertMessage(db, { conversationId: id, sender: 'agent', text, image, context: null, clientId: null, at: now() });
      push(conversation.user_id, { type: 'message', message });
      signal({ type: 'message', conversation_id: id });
      return message;
    },
    async typing(id) {
      const conversation = await conversationById(db, id);
      if (!conversation) throw notFound();
      push(conversation.user_id, { type: 'typing', conversation_id: id, typing: true });
    },
    async close(id) {
      const conversation = await conversationById(db, id);
      if (!conversation) throw notFound();
      if (await closeConversation(db, id, now())) push(conversation.user_id, { type: 'closed', conversation_id: id });
      return { id, status: 'closed' };
    },
    async watch({ after: asked, conversationId, waitMs: askedWait }) {
      const waitMs = Math.min(askedWait ?? watchMaxMs, watchMaxMs);
      await touchPresence(db, now());
      const after = asked ?? (await lastMessageId(db));
      const typing = new Set<number>();
      let heard = false;
      let woken: () => void = () => undefined;
      // Listening before the first read: a message stored while that read runs still wakes this watch.
      const wake = (signal: ChatSignal) => {
        if (conversationId !== null && signal.conversation_id !== conversationId) return;
        if (signal.type === 'typing') {
          if (signal.typing) typing.add(signal.conversation_id);
          else typing.delete(signal.conversation_id);
        }
        heard = true;
        woken();
      };
      waiting.add(wake);
      const fetch = () => messagesAfter(db, after, conversationId, 100);
      let messages: Awaited<ReturnType<typeof fetch>>;
      try {
        messages = await fetch();
        if (messages.length === 0 && waitMs > 0) {
          if (!heard) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, waitMs);
              woken = () => {
                clearTimeout(timer);
                resolve();
              };
            });
          }
          messages = await fetch();
        }
      } finally {
        waiting.delete(wake);
      }
      // What support has now received: each conversation's user sees it delivered.
      const newest = new Map<number, number>();
      for (const message of messages) if (message.sender === 'user') newest.set(message.conversation_id, message.id);
      for (const [conversation, upTo] of newest) {
        const moved = await advanceMark(db, conversation, 'agent_delivered_id', upTo);
        if (moved) receipt(moved);
      }
      return { messages, typing: [...typing], cursor: messages.at(-1)?.id ?? after };
    },
  };

  return {
    async state(userId) {
      const [conversation, seen, unread] = await Promise.all([latestConversationOf(db, userId), agentSeenAt(db), unreadForUser(db, userId)]);
      return {
        conversation: conversation && {
          id: conversation.id,
          status: conversation.status,
          agent_delivered_id: conversation.agent_delivered_id,
          agent_read_id: conversation.agent_read_id,
        },
        agent_online: seen !== null && clock.now() - seen < AGENT_ONLINE_MS,
        reply_hours: replyHours,
        unread,
      };
    },
    history: (userId, before, limit) => userHistory(db, userId, before, Math.min(limit || HISTORY_PAGE, HISTORY_MAX)),
    async send(userId, input) {
      const text = input.text?.trim() ?? '';
      if (!text && !input.image) throw refusal('chat.empty');
      const context = await contextOf(userId, input);
      const { message, fresh } = await db.transaction(async (tx) => {
        if (input.image) await uploads.requireOwn(tx, userId, input.image, 'chat');
        const conversation = await ensureOpenConversation(tx, userId, now());
        return insertMessage(tx, { conversationId: conversation.id, sender: 'user', text, image: input.image ?? null, context, clientId: input.client_id, at: now() });
      });
      if (fresh) {
        push(userId, { type: 'message', message });
        signal({ type: 'message', conversation_id: message.conversation_id });
      }
      return message;
    },
    async read(userId, upTo) {
      // Reading the page reads every conversation's messages up to there, closed ones too.
      for (const id of await conversationsReadBelow(db, userId, upTo)) {
        if (await advanceMark(db, id, 'user_read_id', upTo)) signal({ type: 'receipt', conversation_id: id });
      }
    },
    async context(userId, input) {
      const context = await contextOf(userId, input);
      if (!context) throw refusal('chat.contextInvalid');
      return context;
    },
    unread: (userId) => unreadForUser(db, userId),
    desk,
  };
}
