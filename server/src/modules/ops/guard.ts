import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../plugins/envelope';
import { OPS_TOKEN_HEADER } from './access';

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
