import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { WithdrawalService } from './service';

export function registerWithdrawalRoutes(register: RegisterCall, withdrawals: WithdrawalService): void {
  const calls = contract.wallet;
  register(calls.withdrawInfo, ({ currency_id }, context) => withdrawals.info(signedIn(context).userId, currency_id));
  register(calls.withdraw, (form, context) => withdrawals.submit(signedIn(context).userId, form), {
    message: 'server.submittedForReview',
  });
  register(calls.withdrawLog, (page, context) => withdrawals.records(signedIn(context).userId, page));
  register(calls.withdrawDetail, ({ id }, context) => withdrawals.detail(signedIn(context).userId, id));
}
