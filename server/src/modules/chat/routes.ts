import { H5_BASE } from '@h5/shared/constants';
import { contract } from '@h5/shared/contract';
import { pathOf } from '@h5/shared/routes';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { OpsRegistrar } from '../ops/service';
import { chatEndpoints } from './ops';
import type { ChatService } from './service';

export function registerChatRoutes(register: RegisterCall, chat: ChatService, supportUrl: string | null): void {
  const calls = contract.chat;
  register(calls.state, (_input, context) => chat.state(signedIn(context).userId));
  register(calls.history, ({ before, limit }, context) => chat.history(signedIn(context).userId, before ? Number(before) : null, limit ? Number(limit) : 0));
  register(calls.send, (input, context) => chat.send(signedIn(context).userId, input));
  register(calls.read, async ({ up_to }, context) => {
    await chat.read(signedIn(context).userId, Number(up_to));
    return null;
  });
  register(calls.context, (input, context) => chat.context(signedIn(context).userId, input));
  register(calls.unread, async (_input, context) => ({ count: await chat.unread(signedIn(context).userId) }));
  // Where support lives: our chat page, unless the operator names another place (SUPPORT_URL).
  register(contract.user.customerUrl, async () => ({ url: supportUrl ?? `${H5_BASE}#${pathOf('chat')}` }));
}

export function registerChatOps(ops: OpsRegistrar, chat: ChatService): void {
  const { desk } = chat;
  ops.register(chatEndpoints.list, ({ query }) => desk.queue(query.status));
  ops.register(chatEndpoints.open, ({ params }) => desk.open(Number(params.id)));
  ops.register(chatEndpoints.reply, ({ params, body }) => desk.reply(Number(params.id), body));
  ops.register(chatEndpoints.typing, async ({ params }) => {
    await desk.typing(Number(params.id));
    return { id: Number(params.id), status: 'typing' };
  });
  ops.register(chatEndpoints.close, ({ params }) => desk.close(Number(params.id)));
  ops.register(chatEndpoints.watch, ({ query }) =>
    desk.watch({ after: query.after === undefined ? null : Number(query.after), conversationId: query.conversation ? Number(query.conversation) : null, waitMs: query.wait === undefined ? null : Number(query.wait) }),
  );
}
