/**
 * Support's side of the chat, in the terminal: the queue, a conversation read whole (which marks
 * it read for the user), a reply (text and/or a picture), "typing", closing, and a watch that
 * prints new messages as they come, from any server process.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { ChatContext, ChatConversation, ChatMessage, Envelope } from '@h5/shared/contract';
import { accessFor, formatTable, opsRequest, type OpsOutput } from './client';

export const CHAT_USAGE = `usage: ops chat list [--status open|closed]
       ops chat open <id>                      (prints it; the user sees it read)
       ops chat reply <id> [TEXT] [--image FILE]
       ops chat typing <id>                    (the user sees "Support is typing" for a few seconds)
       ops chat close <id>
       ops chat watch [<id>] [--after MESSAGE_ID] [--once]
                                               (prints new messages as they come; Ctrl-C to stop)`;

/** A context in one line: what the user was looking at. */
function contextLine(context: ChatContext): string {
  if (context.kind === 'vip') return 'VIP recharge channel';
  if (context.kind === 'error') return `error seen: "${context.text ?? ''}"`;
  const what = [context.symbol, `${context.amount} ${context.currency}`, context.status, context.created_at].filter(Boolean);
  return `${context.kind} ${context.ref}: ${what.join(', ')}`;
}

/** One message as support reads it, with its state when it is support's own. */
export function messageLines(message: ChatMessage & { user_id?: number }, conversation?: ChatConversation & { user_delivered_id?: number; user_read_id?: number }): string {
  const who = message.sender === 'agent' ? 'support' : `user${message.user_id ? ` ${message.user_id}` : ''}`;
  const state =
    message.sender === 'agent' && conversation && conversation.user_read_id !== undefined
      ? conversation.user_read_id >= message.id
        ? ' [read]'
        : (conversation.user_delivered_id ?? 0) >= message.id
          ? ' [delivered]'
          : ' [sent]'
      : '';
  const lines = [`[${message.created_at}] #${message.id} conversation ${message.conversation_id}, ${who}${state}: ${message.text}`];
  if (message.image) lines.push(`    image: ${message.image} (ops file ${message.image} --out picture)`);
  if (message.context) lines.push(`    about: ${contextLine(message.context)}`);
  return `${lines.join('\n')}\n`;
}

interface WatchReply {
  messages: Array<ChatMessage & { user_id: number }>;
  typing: number[];
  cursor: number;
}

export async function runChat(args: string[], env: NodeJS.ProcessEnv, stdout: OpsOutput, stderr: OpsOutput): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { status: { type: 'string' }, image: { type: 'string' }, after: { type: 'string' }, once: { type: 'boolean' } },
    });
  } catch {
    stderr.write(`${CHAT_USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [action, id, ...words] = positionals;
  const usage = () => {
    stderr.write(`${CHAT_USAGE}\n`);
    return 2;
  };
  const needsId = action === 'open' || action === 'reply' || action === 'typing' || action === 'close';
  if (!action || (needsId && !id) || !['list', 'open', 'reply', 'typing', 'close', 'watch'].includes(action)) return usage();
  if (id !== undefined && !/^\d+$/.test(id)) return usage();

  const access = await accessFor(env, stderr);
  if (!access) return 1;
  const ask = async <T>(path: string, body?: object): Promise<T | null> => {
    const response = await opsRequest(access, path, body === undefined ? undefined : JSON.stringify(body), stderr);
    return response ? ((await response.json()) as Envelope<T>).data : null;
  };

  switch (action) {
    case 'list': {
      const rows = await ask<Record<string, unknown>[]>(`chat${values.status ? `?status=${encodeURIComponent(values.status)}` : ''}`);
      if (!rows) return 1;
      stdout.write(formatTable(rows));
      return 0;
    }
    case 'open': {
      const opened = await ask<{ conversation: ChatConversation & { user_id: number; user_delivered_id: number; user_read_id: number }; messages: ChatMessage[] }>(`chat/${id}`);
      if (!opened) return 1;
      const { conversation } = opened;
      stdout.write(`conversation ${conversation.id}, user ${conversation.user_id}, ${conversation.status}\n`);
      for (const message of opened.messages) stdout.write(messageLines(message, conversation));
      return 0;
    }
    case 'reply': {
      const body: { text?: string; image?: string } = {};
      if (words.length) body.text = words.join(' ');
      if (values.image) {
        try {
          body.image = (await readFile(values.image)).toString('base64');
        } catch (error) {
          stderr.write(`cannot read ${values.image}: ${(error as Error).message}\n`);
          return 1;
        }
      }
      const sent = await ask<ChatMessage>(`chat/${id}/reply`, body);
      if (!sent) return 1;
      stdout.write(messageLines(sent));
      return 0;
    }
    case 'typing':
    case 'close': {
      const done = await ask<{ id: number; status: string }>(`chat/${id}/${action}`, {});
      if (!done) return 1;
      stdout.write(`conversation ${done.id}: ${done.status}\n`);
      return 0;
    }
    case 'watch': {
      let after = values.after;
      // No wait asked: each ask waits as long as the server lets a watch wait (CHAT_WATCH_SECONDS).
      for (;;) {
        const query = new URLSearchParams({ ...(after !== undefined ? { after } : {}), ...(id ? { conversation: id } : {}) });
        const reply = await ask<WatchReply>(`chat-watch?${query}`);
        if (!reply) return 1;
        for (const conversation of reply.typing) stdout.write(`conversation ${conversation}: the user is typing…\n`);
        for (const message of reply.messages) stdout.write(messageLines(message));
        after = String(reply.cursor);
        if (values.once) return 0;
      }
    }
  }
  return usage();
}
