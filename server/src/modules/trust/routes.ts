import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { TrustService } from './service';

export function registerTrustRoutes(register: RegisterCall, trust: TrustService): void {
  const calls = contract.trust;
  register(calls.products, () => trust.products());
  register(calls.config, async () => trust.config());
  register(calls.report, (_input, context) => trust.report(signedIn(context).userId));
  register(calls.orders, ({ status, ...page }, context) => trust.orders(signedIn(context).userId, status, page));
  register(calls.buy, (form, context) => trust.buy(signedIn(context).userId, form));
  register(calls.redeem, ({ id }, context) => trust.redeem(signedIn(context).userId, Number(id)));
  register(calls.statement, ({ id }, context) => trust.statement(signedIn(context).userId, Number(id)));
}
