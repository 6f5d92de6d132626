import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { AppError, notFound, okEnvelope } from '../../plugins/envelope';
import { languageOf } from '../../plugins/language';
import type { ReviewDesk } from '../review/desk';
import type { UploadService } from '../upload/service';
import { DESKS, OPS_BASE, OPS_TOKEN_HEADER, type DeskName } from './access';

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

/** Loopback in any of its spellings: 127.0.0.0/8, ::1, and IPv4-mapped 127.x. */
const isLoopback = (address: string | undefined) => !!address && /^(127\.|::1$|::ffff:127\.)/.test(address);

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Only from this machine, and only with this run's token. The address is the socket's own, not
 * one a header claims, so no proxy in front can lend a remote caller a loopback address.
 */
export function opsGuard(request: FastifyRequest, token: string): void {
  if (!isLoopback(request.socket.remoteAddress)) throw notFound();
  const given = request.headers[OPS_TOKEN_HEADER];
  if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(token))) throw new AppError('server.forbidden', 403);
}

export interface OpsRouteDeps {
  token: string;
  desks: Record<DeskName, ReviewDesk>;
  uploads: UploadService;
}

/** The back office's endpoints, for the ops CLI: review queues and the images they refer to. */
export async function registerOpsRoutes(app: FastifyInstance, { token, desks, uploads }: OpsRouteDeps): Promise<void> {
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
