import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { CopyService } from './service';

export function registerCopyRoutes(register: RegisterCall, copy: CopyService): void {
  const calls = contract.copy;
  register(calls.config, async () => copy.config());
  register(calls.leads, (query) => copy.leads(query));
  register(calls.lead, ({ id }) => copy.lead(Number(id)));
  register(calls.follow, (form, context) => copy.follow(signedIn(context).userId, form));
  register(calls.unfollow, ({ id }, context) => copy.unfollow(signedIn(context).userId, Number(id)));
  register(calls.orders, ({ status, ...page }, context) => copy.orders(signedIn(context).userId, status, page));
  register(calls.order, ({ id }, context) => copy.order(signedIn(context).userId, Number(id)));
  register(calls.report, (_query, context) => copy.report(signedIn(context).userId));
}
