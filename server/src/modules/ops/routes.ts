import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { AppError, notFound, okEnvelope } from '../../plugins/envelope';
import { languageOf } from '../../plugins/language';
import type { ReviewDesk } from '../review/service';
import type { TrustService } from '../trust/service';
import type { UploadService } from '../upload/service';
import { DESKS, OPS_BASE, type DeskName } from './access';
import { opsGuard } from './service';

const deskParams = z.object({
  desk: z.enum(DESKS, { error: 'server.notFound' }),
  id: z.optional(v.positiveInt('server.notFound')),
});
const listQuery = z.object({ status: z.optional(z.enum(['pending', 'approved', 'rejected'], { error: 'validation.invalid' })) });
const rejectBody = z.object({
  reason: v.requiredText('validation.reasonRequired').check(z.maxLength(200, 'validation.textTooLong')),
});

/** The checked value; refused with the first problem, as a 404 when the path names nothing. */
function parsed<T>(schema: z.ZodMiniType<T>, value: unknown, status = 400): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError(v.firstIssue(result.error), status);
  return result.data;
}

const trustParams = z.object({ id: v.positiveInt('server.notFound'), action: z.enum(['open', 'close'], { error: 'server.notFound' }) });
const rate = (message: string) =>
  v.requiredText(message).check(z.regex(/^(0|0\.\d{1,8}|1)$/, message));
const newTrustProduct = z.object({
  name: v.requiredText('validation.invalid').check(z.maxLength(40, 'validation.textTooLong')),
  currency_id: v.positiveInt('validation.currencyRequired'),
  cycle_days: v.positiveInt('validation.invalid'),
  min_amount: v.amount(8),
  max_amount: v.amount(8),
  user_quota: v.amount(8),
  total_quota: v.amount(8),
  daily_rate: rate('validation.invalid'),
  penalty_ratio: rate('validation.invalid'),
  /** HH:MM, UTC. */
  dividend_time: z.optional(v.requiredText('validation.timeInvalid').check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.timeInvalid'))),
  opens_at: z.optional(v.requiredText('validation.timeInvalid').check(z.refine((text) => !Number.isNaN(Date.parse(text)), 'validation.timeInvalid'))),
});

export interface OpsRouteDeps {
  token: string;
  desks: Record<DeskName, ReviewDesk>;
  uploads: UploadService;
  trust: TrustService['desk'];
}

/** The back office's endpoints, for the ops CLI: review queues and the images they refer to. */
export async function registerOpsRoutes(app: FastifyInstance, { token, desks, uploads, trust }: OpsRouteDeps): Promise<void> {
  await app.register(
    async (ops) => {
      ops.addHook('onRequest', async (request) => opsGuard(request, token));
      const ok = (request: FastifyRequest, data: unknown) => okEnvelope(languageOf(request), data);

      ops.get('/files/:id', async (request, reply) => {
        const { id } = request.params as { id: string };
        const image = await uploads.open(id);
        if (!image) throw notFound();
        return reply.header('content-type', image.mime).header('cache-control', 'private, no-store').send(image.bytes);
      });

      ops.get('/trust-products', async (request) => ok(request, await trust.list()));

      ops.post('/trust-products', async (request) => {
        const form = parsed(newTrustProduct, request.body);
        const [hours, minutes] = (form.dividend_time ?? '00:00').split(':').map(Number) as [number, number];
        return ok(
          request,
          await trust.create({
            ...form,
            currency_id: Number(form.currency_id),
            cycle_days: Number(form.cycle_days),
            dividend_minute: hours * 60 + minutes,
            opens_at: form.opens_at ? new Date(form.opens_at).toISOString() : null,
          }),
        );
      });

      ops.post('/trust-products/:id/:action', async (request) => {
        const { id, action } = parsed(trustParams, request.params, 404);
        return ok(request, await trust.setStatus(Number(id), action === 'open' ? 'open' : 'closed'));
      });

      ops.get('/:desk', async (request) => {
        const { desk } = parsed(deskParams, request.params, 404);
        const { status } = parsed(listQuery, request.query);
        return ok(request, await desks[desk].list(status));
      });

      ops.post('/:desk/:id/approve', async (request) => {
        const { desk, id } = parsed(deskParams, request.params, 404);
        return ok(request, await desks[desk].approve(Number(id)));
      });

      ops.post('/:desk/:id/reject', async (request) => {
        const { desk, id } = parsed(deskParams, request.params, 404);
        const { reason } = parsed(rejectBody, request.body);
        return ok(request, await desks[desk].reject(Number(id), reason));
      });
    },
    { prefix: OPS_BASE },
  );
}
