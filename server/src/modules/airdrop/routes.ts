import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { AirdropService } from './service';

export function registerAirdropRoutes(register: RegisterCall, airdrops: AirdropService): void {
  const calls = contract.airdrop;
  register(calls.campaigns, (_input, { session }) => airdrops.campaigns(session?.userId ?? null), { optionalSession: true });
  register(calls.claim, ({ id }, context) => airdrops.claim(signedIn(context).userId, Number(id)), { message: 'airdropClaim.claimed' });
  register(calls.orders, (page, context) => airdrops.records(signedIn(context).userId, page));
}
