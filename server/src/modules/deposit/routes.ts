import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { DepositService } from './service';

export function registerDepositRoutes(register: RegisterCall, deposits: DepositService): void {
  const calls = contract.wallet;
  register(calls.depositAddress, ({ currency_id, kind, chain }, context) =>
    deposits.target(signedIn(context).userId, currency_id, kind ?? 'chain', chain),
  );
  register(calls.depositRequest, (form, context) => deposits.request(signedIn(context).userId, form), {
    message: 'server.submittedForReview',
  });
  register(calls.depositLog, (page, context) => deposits.records(signedIn(context).userId, page));
  register(calls.depositDetail, ({ id }, context) => deposits.detail(signedIn(context).userId, id));
}
