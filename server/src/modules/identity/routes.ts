import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { IdentityService } from './service';

export function registerIdentityRoutes(register: RegisterCall, identity: IdentityService): void {
  const calls = contract.user;
  register(calls.center2, (_input, context) => identity.info(signedIn(context).userId));
  const submitted = { message: 'server.submittedForReview' };
  register(calls.realName, async (details, context) => {
    await identity.submitBasic(signedIn(context).userId, details);
    return null;
  }, submitted);
  register(calls.realName2, async (photos, context) => {
    await identity.submitAdvanced(signedIn(context).userId, photos);
    return null;
  }, submitted);
}
