import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { OptionService } from './service';

export function registerOptionRoutes(register: RegisterCall, options: OptionService): void {
  const calls = contract.trade;
  register(calls.optionSeconds, () => options.terms());
  register(calls.optionCurrencies, async () => options.currencies());
  register(calls.optionSubmit, (form, context) => options.submit(signedIn(context).userId, form));
  register(calls.optionOrders, ({ status, ...page }, context) => options.orders(signedIn(context).userId, status, page));
}
