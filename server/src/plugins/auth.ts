import type { FastifyRequest } from 'fastify';
import { AUTH_HEADER } from '@h5/shared/constants';
import type { Session, SessionService } from '../modules/session/service';

/** The token a request carries: `authorization: Bearer <token>` or the bare token. */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers[AUTH_HEADER];
  if (typeof header !== 'string') return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

/** The live session behind the request's token, or null (no token, unknown, revoked or expired). */
export async function sessionOf(request: FastifyRequest, sessions: SessionService): Promise<Session | null> {
  const token = tokenOf(request);
  return token ? sessions.resolve(token) : null;
}
