import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { ReferralService } from './service';

export function registerReferralRoutes(register: RegisterCall, referral: ReferralService): void {
  const calls = contract.referral;
  register(calls.info, (_input, context) => referral.info(signedIn(context).userId));
  register(calls.poster, (_input, context) => referral.card(signedIn(context).userId));
  register(calls.share, (_input, context) => referral.card(signedIn(context).userId));
  register(calls.invitees, (page, context) => referral.invitees(signedIn(context).userId, page));
  register(calls.rebates, (page, context) => referral.shares(signedIn(context).userId, page));
  // Signed in like the rest of the programme, though it names nobody: accounts are masked.
  register(calls.ranking, (_input, context) => {
    signedIn(context);
    return referral.ranking();
  });
}
