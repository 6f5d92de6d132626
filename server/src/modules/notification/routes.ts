import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { Notifier } from './service';

export function registerNotificationRoutes(register: RegisterCall, notifier: Notifier): void {
  const calls = contract.notification;
  register(calls.list, ({ category, ...page }, context) => notifier.list(signedIn(context).userId, page, category));
  register(calls.unread, async (_input, context) => ({ count: await notifier.unread(signedIn(context).userId) }));
  register(calls.read, async ({ id }, context) => ({ count: await notifier.read(signedIn(context).userId, id === undefined ? null : Number(id)) }), {
    message: 'status.operationSuccessful',
  });
}
