import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { OpsRegistrar } from '../ops/service';
import { airdropEndpoints } from './ops';
import type { AirdropService } from './service';

export function registerAirdropRoutes(register: RegisterCall, airdrops: AirdropService): void {
  const calls = contract.airdrop;
  register(calls.campaigns, (_input, { session }) => airdrops.campaigns(session?.userId ?? null), { optionalSession: true });
  register(calls.claim, ({ id }, context) => airdrops.claim(signedIn(context).userId, Number(id)), { message: 'airdropClaim.claimed' });
  register(calls.orders, (page, context) => airdrops.records(signedIn(context).userId, page));
}

/** The back office's airdrop endpoints (loopback and the ops token, as every /ops call): list and create campaigns. */
export function registerAirdropOps(ops: OpsRegistrar, airdrops: AirdropService): void {
  ops.register(airdropEndpoints.list, () => airdrops.all());
  ops.register(airdropEndpoints.create, async ({ body }) => ({ id: await airdrops.create(body), status: 'created' }));
}
