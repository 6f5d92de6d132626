import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { H5_BASE, isContentHashed, REMOTE_CONFIG_FILE, REMOTE_ENTRY_FILE, REMOTES, SERVICE_WORKER_FILE, STATIC_JS_BASE } from '@h5/shared/constants';

/**
 * Files that name what to load next: they must be revalidated, or a redeploy goes unseen. The
 * service worker lists the host's files it keeps: a stale one would keep serving the old host.
 */
const ALWAYS_REVALIDATE = new Set(['index.html', REMOTE_ENTRY_FILE, 'mf-manifest.json', REMOTE_CONFIG_FILE, SERVICE_WORKER_FILE]);

function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (!ALWAYS_REVALIDATE.has(name) && isContentHashed(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const setHeaders = (reply: FastifyReply, file: string) => reply.header('cache-control', cacheControlFor(file));

/**
 * The built front end: the host at /h5/ and each remote at /h5/static/js/<name>/. A missing
 * dist folder is not fatal: its URLs answer 404 until it is built.
 */
export async function installStaticFiles(app: FastifyInstance, staticRoot: string): Promise<void> {
  // preCompressed: the build's brotli and gzip twins (best level, made once) when the browser takes them.
  const common = { cacheControl: false, setHeaders, wildcard: true, suppressWarning: true, preCompressed: true } as const;
  await app.register(fastifyStatic, { ...common, root: path.join(staticRoot, 'host', 'dist'), prefix: H5_BASE });
  for (const remote of REMOTES) {
    await app.register(fastifyStatic, {
      ...common,
      root: path.join(staticRoot, `remote-${remote}`, 'dist'),
      prefix: `${STATIC_JS_BASE}${remote}/`,
      decorateReply: false,
      index: false,
    });
  }
  app.get('/', (_request, reply) => reply.redirect(H5_BASE));
  app.get(H5_BASE.slice(0, -1), (_request, reply) => reply.redirect(H5_BASE));
}
