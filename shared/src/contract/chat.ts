import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall, type Decimal } from './define';
import type { OptionOrder, Position, ReviewStatus, SpotOrder } from './models';

/** The longest chat message, and the longest error text a chat may carry as its context. */
export const CHAT_TEXT_MAX = 2000;
export const CHAT_ERROR_MAX = 200;
/** The user's own records a chat can be about, named `<kind>:<id>` (a trade by its order or position). */
export const CHAT_RECORD_KINDS = ['deposit', 'withdrawal', 'spot', 'contract', 'option'] as const;
export type ChatRecordKind = (typeof CHAT_RECORD_KINDS)[number];
/** What a chat opened from a page can be about. */
export const CHAT_CONTEXT_KINDS = [...CHAT_RECORD_KINDS, 'vip', 'error'] as const;
export type ChatContextKind = (typeof CHAT_CONTEXT_KINDS)[number];

/** Where a record stands: a review's outcome, or an order's or position's status. */
export type ChatRecordStatus = ReviewStatus | SpotOrder['status'] | Position['status'] | OptionOrder['status'];

/**
 * What the user was looking at when they opened the chat, as the server checked it (their own
 * deposit, withdrawal, spot order, contract position or option order, the VIP channel, or the
 * error they just saw): support sees it with the message, so it does not have to ask.
 */
export interface ChatContext {
  kind: ChatContextKind;
  /** The record's id. */
  ref: number | null;
  /** A trade's pair. */
  symbol?: string;
  currency?: string;
  /** At the currency's places: a deposit's or withdrawal's amount, a spot order's total, a position's margin, an option's stake. */
  amount?: Decimal;
  status?: ChatRecordStatus;
  created_at?: string;
  /** The error's words, as the page showed them. */
  text?: string;
}

/** A record as a chat names it. */
export type ChatRecord = Pick<ChatContext, 'symbol' | 'currency' | 'amount' | 'status' | 'created_at'>;

export type ChatSender = 'user' | 'agent';

export interface ChatMessage {
  id: number;
  conversation_id: number;
  sender: ChatSender;
  text: string;
  /** An image's file id (`upload/file?id=`, readable by the conversation's user and support only). */
  image: string | null;
  context: ChatContext | null;
  created_at: string;
  /** The sender's own key for it: a message sent twice (a retry) is kept once. */
  client_id: string | null;
}

export interface ChatConversation {
  id: number;
  status: 'open' | 'closed';
  /** Support has received the user's messages up to this id, and read them up to that one. */
  agent_delivered_id: number;
  agent_read_id: number;
}

/** Where the user's chat stands, and whether anyone is there to answer now. */
export interface ChatState {
  conversation: ChatConversation | null;
  agent_online: boolean;
  /** When no agent is online: the reply the user can expect within so many hours. */
  reply_hours: number;
  /** Support's messages not yet read. */
  unread: number;
}

/** What the server pushes on the socket's `chat` event. */
export type ChatPush =
  | { type: 'message'; message: ChatMessage }
  | { type: 'typing'; conversation_id: number; typing: boolean }
  | { type: 'receipt'; conversation_id: number; agent_delivered_id: number; agent_read_id: number }
  | { type: 'closed'; conversation_id: number };

const messageId = (message: string) => v.positiveInt(message);
/** `withdrawal:12`, `spot:7`..., `vip` or `error`. */
const CONTEXT_PARAM = new RegExp(`^((${CHAT_RECORD_KINDS.join('|')}):[1-9]\\d{0,8}|vip|error)$`);
const context = {
  context: z.optional(
    z.string({ error: 'chat.contextInvalid' }).check(z.regex(CONTEXT_PARAM, 'chat.contextInvalid')),
  ),
  error_text: v.optionalText(CHAT_ERROR_MAX),
};

export const chatCalls = {
  state: defineCall<ChatState>()({ method: 'POST', path: 'chat/state', auth: true, request: z.object({}) }),
  /** The conversation's messages, oldest first, `limit` of them before `before` (the newest without it). */
  history: defineCall<{ list: ChatMessage[]; more: boolean }>()({
    method: 'POST',
    path: 'chat/history',
    auth: true,
    request: z.object({ before: z.optional(messageId('validation.invalid')), limit: z.optional(v.positiveInt('validation.pageInvalid')) }),
  }),
  send: defineCall<ChatMessage>()({
    method: 'POST',
    path: 'chat/send',
    auth: true,
    request: z.object({
      text: v.optionalText(CHAT_TEXT_MAX),
      image: z.optional(z.string({ error: 'upload.fileUnknown' }).check(z.regex(/^[0-9a-f]{32}$/, 'upload.fileUnknown'))),
      client_id: z.string({ error: 'validation.invalid' }).check(z.regex(/^[\w-]{8,64}$/, 'validation.invalid')),
      ...context,
    }),
  }),
  read: defineCall<null>()({ method: 'POST', path: 'chat/read', auth: true, request: z.object({ up_to: messageId('validation.invalid') }) }),
  /** The context a page would attach, as support will see it; refused when it is not the user's. */
  context: defineCall<ChatContext>()({ method: 'POST', path: 'chat/context', auth: true, request: z.object(context) }),
  unread: defineCall<{ count: number }>()({ method: 'GET', path: 'chat/unread', auth: true, request: z.object({}) }),
};
