import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { notFound } from '../../plugins/envelope';
import type { ReviewDesk } from '../review/service';
import type { TrustProductForm, TrustService } from '../trust/service';
import type { UploadService } from '../upload/service';
import { DESKS, type DeskName } from './access';
import { defineOps, opsMoment, type OpsRegistrar } from './endpoints';

const desk = z.enum(DESKS, { error: 'server.notFound' });
const id = v.positiveInt('server.notFound');

/** The review queues: list, approve, reject (each once: a second decision is 409). */
export const deskEndpoints = {
  list: defineOps({
    method: 'GET',
    path: ':desk',
    params: z.object({ desk }),
    query: z.object({ status: z.optional(z.enum(['pending', 'approved', 'rejected'], { error: 'ops.statusInvalid' })) }),
    examples: [{ params: { desk: 'deposits' }, query: { status: 'pending' } }],
  }),
  approve: defineOps({
    method: 'POST',
    path: ':desk/:id/approve',
    params: z.object({ desk, id }),
    examples: [{ params: { desk: 'deposits', id: '1' } }],
  }),
  reject: defineOps({
    method: 'POST',
    path: ':desk/:id/reject',
    params: z.object({ desk, id }),
    body: z.object({ reason: v.requiredText('validation.reasonRequired').check(z.maxLength(200, 'validation.textTooLong')) }),
    examples: [{ params: { desk: 'withdrawals', id: '1' }, body: { reason: 'address on a watch list' } }],
  }),
  file: defineOps({
    method: 'GET',
    path: 'files/:id',
    params: z.object({ id: v.requiredText('server.notFound') }),
    examples: [{ params: { id: 'f0' } }],
    raw: true,
  }),
};

/** A fraction from 0 to 1 with at most 8 places (the columns are NUMERIC(12, 8)). */
const fraction = v.requiredText('ops.rateInvalid').check(z.regex(/^(0|0\.\d{1,8}|1|1\.0{1,8})$/, 'ops.rateInvalid'));
/** Text the trust service reads as its field says (an amount in the product's currency, a number of days). */
const given = (message: string) => v.requiredText(message);

/** Trust products: listed, created (every figure checked by the trust service), opened and closed. */
export const trustEndpoints = {
  list: defineOps({ method: 'GET', path: 'trust-products', examples: [{}] }),
  create: defineOps({
    method: 'POST',
    path: 'trust-products',
    body: z.object({
      name: given('validation.fieldRequired'),
      currency_id: v.positiveInt('validation.currencyRequired'),
      cycle_days: given('validation.fieldRequired'),
      min_amount: given('validation.amountRequired'),
      max_amount: given('validation.amountRequired'),
      user_quota: given('validation.amountRequired'),
      total_quota: given('validation.amountRequired'),
      daily_rate: fraction,
      penalty_ratio: fraction,
      /** HH:MM, UTC. */
      dividend_time: z.optional(v.requiredText('ops.dividendTimeInvalid').check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ops.dividendTimeInvalid'))),
      opens_at: z.optional(opsMoment),
    }),
    examples: [
      {
        body: {
          name: 'USDT-60D',
          currency_id: '3',
          cycle_days: '60',
          min_amount: '1000',
          max_amount: '200000',
          user_quota: '400000',
          total_quota: '20000000',
          daily_rate: '0.0055',
          penalty_ratio: '0.0055',
          dividend_time: '08:00',
          opens_at: '2099-01-01T00:00:00Z',
        },
      },
    ],
  }),
  status: defineOps({
    method: 'POST',
    path: 'trust-products/:id/:action',
    params: z.object({ id, action: z.enum(['open', 'close'], { error: 'server.notFound' }) }),
    examples: [{ params: { id: '1', action: 'open' } }],
  }),
};

export interface OpsRouteDeps {
  desks: Record<DeskName, ReviewDesk>;
  uploads: UploadService;
  trust: TrustService['desk'];
}

/** The back office's endpoints, for the ops CLI: review queues, the images they refer to, trust products. */
export function registerOpsRoutes(ops: OpsRegistrar, { desks, uploads, trust }: OpsRouteDeps): void {
  ops.register(deskEndpoints.file, async ({ params }, reply) => {
    const image = await uploads.open(params.id);
    if (!image) throw notFound();
    return reply.header('content-type', image.mime).header('cache-control', 'private, no-store').send(image.bytes);
  });

  ops.register(trustEndpoints.list, () => trust.list());
  ops.register(trustEndpoints.create, ({ body }) => trust.create(body satisfies TrustProductForm));
  ops.register(trustEndpoints.status, ({ params }) => trust.setStatus(Number(params.id), params.action === 'open' ? 'open' : 'closed'));

  ops.register(deskEndpoints.list, ({ params, query }) => desks[params.desk].list(query.status));
  ops.register(deskEndpoints.approve, ({ params }) => desks[params.desk].approve(Number(params.id)));
  ops.register(deskEndpoints.reject, ({ params, body }) => desks[params.desk].reject(Number(params.id), body.reason));
}
