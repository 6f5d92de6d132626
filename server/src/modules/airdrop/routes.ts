import type { FastifyInstance } from 'fastify';
import { contract } from '@h5/shared/contract';
import * as v from '@h5/shared/validation';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import { AppError, okEnvelope } from '../../plugins/envelope';
import { languageOf } from '../../plugins/language';
import { OPS_BASE, opsGuard } from '../ops/service';
import { campaignBody } from './ops';
import type { AirdropService } from './service';

export function registerAirdropRoutes(register: RegisterCall, airdrops: AirdropService): void {
  const calls = contract.airdrop;
  register(calls.campaigns, (_input, { session }) => airdrops.campaigns(session?.userId ?? null), { optionalSession: true });
  register(calls.claim, ({ id }, context) => airdrops.claim(signedIn(context).userId, Number(id)), { message: 'airdropClaim.claimed' });
  register(calls.orders, (page, context) => airdrops.records(signedIn(context).userId, page));
}

/** The back office's airdrop endpoints (loopback and the ops token, as every /ops call): list and create campaigns. */
export async function registerAirdropOps(app: FastifyInstance, { token, airdrops }: { token: string; airdrops: AirdropService }): Promise<void> {
  await app.register(
    async (ops) => {
      ops.addHook('onRequest', async (request) => opsGuard(request, token));
      ops.get('/airdrops', async (request) => okEnvelope(languageOf(request), await airdrops.all()));
      ops.post('/airdrops', async (request) => {
        const parsed = campaignBody.safeParse(request.body ?? {});
        if (!parsed.success) throw new AppError(v.firstIssue(parsed.error));
        return okEnvelope(languageOf(request), { id: await airdrops.create(parsed.data), status: 'created' }, 'airdropClaim.created');
      });
    },
    { prefix: OPS_BASE },
  );
}
