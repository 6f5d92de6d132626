import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../plugins/envelope';
import { OPS_TOKEN_HEADER } from './access';

/**
 * The back office as the rest of the server uses it: where its endpoints live and the guard every
 * one of them sits behind (a module serving its own back-office calls, like airdrops, uses both),
 * the access file the server writes for the CLI, and the CLI itself.
 */
export { OPS_BASE, newOpsToken, removeOpsAccess, writeOpsAccess } from './access';
export { runOps } from './cli';

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
