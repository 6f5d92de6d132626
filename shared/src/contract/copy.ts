import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import type { Page } from './define';
import type { CopyConfig, CopyFollow, CopyFollowDetail, CopyLead, CopyLeadProfile, CopyReport } from './models';

const none = z.object({});
const leadId = v.positiveInt('copy.leadUnknown');
const followId = z.object({ id: v.positiveInt('validation.orderInvalid') });
/** Text as a form body carries it, trimmed. */
const text = (message: string) => z.pipe(z.union([z.string(), z.number()], { error: message }), z.transform((value) => String(value).trim()));
/** A whole percent of the invested amount (a follow's own stop-loss or take-profit); empty is none. */
const percent = z.optional(text('copy.percentInvalid').check(z.refine((value) => value === '' || /^[1-9]\d{0,3}$/.test(value), 'copy.percentInvalid')));
const leads = z.object({
  sort: z.optional(z.enum(['roi', 'drawdown', 'followers', 'risk'], { error: 'validation.invalid' })),
  risk: z.optional(z.enum(['low', 'medium', 'high'], { error: 'validation.invalid' })),
  days: z.optional(z.enum(['7', '30', '90'], { error: 'validation.invalid' })),
});
const follow = z.object({
  lead_id: leadId,
  amount: v.amount(18),
  ratio: text('copy.ratioInvalid').check(z.refine((value) => /^\d{1,2}(\.\d{1,2})?$/.test(value), 'copy.ratioInvalid')),
  stop_loss: percent,
  take_profit: percent,
});
const orders = z.object({ ...v.pageQuery, status: z.optional(z.enum(['active', 'ended'], { error: 'validation.invalid' })) });

/** Copy trading (the spec's `documentation/*`): leads, following, follows and their statements. */
export const copyCalls = {
  report: defineCall<CopyReport>()({ method: 'GET', path: 'documentation/report', auth: true, request: none }),
  config: defineCall<CopyConfig>()({ method: 'GET', path: 'documentation/config', auth: false, request: none }),
  /** The leads, sorted (ROI and drawdown over `days`, 30 by default) and filtered by risk. */
  leads: defineCall<CopyLead[]>()({ method: 'GET', path: 'documentation/product_info', auth: false, request: leads }),
  lead: defineCall<CopyLeadProfile>()({ method: 'GET', path: 'documentation/lead', auth: false, request: z.object({ id: leadId }) }),
  orders: defineCall<Page<CopyFollow>>()({ method: 'GET', path: 'documentation/order', auth: true, request: orders }),
  order: defineCall<CopyFollowDetail>()({ method: 'GET', path: 'documentation/order/detail', auth: true, request: followId }),
  follow: defineCall<CopyFollow>()({ method: 'POST', path: 'documentation/sub', auth: true, request: follow }),
  unfollow: defineCall<CopyFollow>()({ method: 'POST', path: 'documentation/order/cancel', auth: true, request: followId }),
};
