import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineOps, opsMoment } from '../ops/service';

/** A campaign as the ops CLI sends it: coins by code, amounts as typed, times in ISO 8601; the rule's own fields by rule. */
export const campaignBody = z.object({
  coin: v.requiredText('validation.fieldRequired'),
  amount: v.requiredText('validation.amountRequired'),
  total: v.requiredText('validation.amountRequired'),
  rule: z.enum(['verified', 'holding', 'new_users'], { error: 'ops.ruleInvalid' }),
  hold_coin: z.optional(v.requiredText('validation.fieldRequired')),
  min: z.optional(v.requiredText('validation.amountRequired')),
  snapshot_at: z.optional(opsMoment),
  from: z.optional(opsMoment),
  to: z.optional(opsMoment),
  starts_at: opsMoment,
  ends_at: opsMoment,
});
export type CampaignBody = z.output<typeof campaignBody>;

/** The back office's airdrop endpoints: campaigns listed and created (`ops airdrops list|create`). */
export const airdropEndpoints = {
  list: defineOps({ method: 'GET', path: 'airdrops', examples: [{}] }),
  create: defineOps({
    method: 'POST',
    path: 'airdrops',
    body: campaignBody,
    message: 'airdropClaim.created',
    examples: [
      { body: { coin: 'TRX', amount: '20', total: '200000', rule: 'verified', starts_at: '2098-12-01T00:00:00Z', ends_at: '2099-01-01T00:00:00Z' } },
      {
        body: {
          coin: 'BNB',
          amount: '0.02',
          total: '50',
          rule: 'holding',
          hold_coin: 'BTC',
          min: '0.01',
          snapshot_at: '2098-11-30T08:00:00Z',
          starts_at: '2098-12-01T08:00:00Z',
          ends_at: '2098-12-08T08:00:00Z',
        },
      },
      {
        body: {
          coin: 'USDT',
          amount: '5',
          total: '1000',
          rule: 'new_users',
          from: '2026-01-01T00:00:00+08:00',
          to: '2099-01-01T00:00:00+08:00',
          starts_at: '2098-12-01T00:00:00Z',
          ends_at: '2099-01-01T00:00:00Z',
        },
      },
    ],
  }),
};
