import type { FastifyInstance } from 'fastify';
import { API_BASE, AUTH_HEADER } from '@h5/shared/constants';
import { AUTHENTICATED_CACHE_CONTROL, securityHeaders } from '@h5/shared/security';

/**
 * The kernel's security headers on every reply (pages, files, API, errors), and no caching of
 * what a signed-in request gets back. A hook, not @fastify/helmet: the values are the kernel's
 * list, which the nginx configs send too, and a hook sends exactly that list. `tileOrigin` is
 * where the map pages' tiles come from (MAP_TILE_URL's origin): the one other origin images
 * may come from.
 */
export function installSecurityHeaders(app: FastifyInstance, tileOrigin: string): void {
  const headers = securityHeaders(tileOrigin);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headers);
    // A route that already forbids storing (a private file: "private, no-store") keeps its own.
    const storable = !String(reply.getHeader('cache-control') ?? '').includes('no-store');
    if (storable && request.headers[AUTH_HEADER] && request.url.startsWith(`${API_BASE}/`)) reply.header('cache-control', AUTHENTICATED_CACHE_CONTROL);
    return payload;
  });
}
