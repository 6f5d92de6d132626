import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';

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
