import { API_BASE } from '@h5/shared/constants';
import { contract } from '@h5/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../plugins/auth';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import { notFound, notLoggedIn } from '../../plugins/envelope';
import type { RateCheck } from '../../plugins/rate-limit';
import type { SessionService } from '../session/service';
import type { UploadService } from './service';

export interface UploadRouteDeps {
  app: FastifyInstance;
  register: RegisterCall;
  sessions: SessionService;
  uploads: UploadService;
  limits: RateCheck[];
}

export function registerUploadRoutes({ app, register, sessions, uploads, limits }: UploadRouteDeps): void {
  register(contract.wallet.uploadImage, ({ purpose }, context) => uploads.store(signedIn(context).userId, purpose, context.file), {
    limits,
  });

  // The bytes themselves, to their owner only: not an envelope, never cached by anyone in between.
  app.get(`${API_BASE}/upload/file`, async (request, reply) => {
    const session = await sessionOf(request, sessions);
    if (!session) throw notLoggedIn();
    const { id } = request.query as { id?: unknown };
    const image = typeof id === 'string' ? await uploads.openOwn(session.userId, id) : null;
    if (!image) throw notFound();
    return reply
      .header('content-type', image.mime)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(image.bytes);
  });
}
