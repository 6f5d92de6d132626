import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { OptionService } from './service';

export function registerOptionRoutes(register: RegisterCall, options: OptionService): void {
  const calls = contract.option;
  register(calls.times, () => options.terms());
  register(calls.currencies, async () => options.currencies());
  register(calls.place, (form, context) => options.submit(signedIn(context).userId, form));
  register(calls.orders, ({ status, ...page }, context) => options.orders(signedIn(context).userId, status, page));
}
