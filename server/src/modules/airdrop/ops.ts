import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { AppError, okEnvelope } from '../../plugins/envelope';
import { languageOf } from '../../plugins/language';
import { OPS_BASE } from '../ops/access';
import { opsGuard } from '../ops/routes';
import type { AirdropService } from './service';

const moment = z.string({ error: 'validation.timeInvalid' }).check(z.refine((text) => !Number.isNaN(Date.parse(text)), 'validation.timeInvalid'));

/** A campaign as the ops CLI sends it: coins by code, times in ISO 8601; the rule's own fields by rule. */
export const campaignBody = z.object({
  coin: v.requiredText('airdropClaim.coinUnknown'),
  amount: v.amount(18),
  total: v.amount(18),
  rule: z.enum(['verified', 'holding', 'new_users'], { error: 'airdropClaim.ruleIncomplete' }),
  hold_coin: z.optional(z.string({ error: 'airdropClaim.coinUnknown' })),
  min: z.optional(v.amount(18)),
  snapshot_at: z.optional(moment),
  from: z.optional(moment),
  to: z.optional(moment),
  starts_at: moment,
  ends_at: moment,
});
export type CampaignBody = z.output<typeof campaignBody>;

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
