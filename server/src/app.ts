import type { AddressInfo } from 'node:net';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '@h5/shared/constants';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { publishMarket } from './modules/market/routes';
import type { DrivenFeed } from './modules/market/service';
import { newOpsToken, removeOpsAccess, writeOpsAccess, type OpsEndpoint } from './modules/ops/service';
import type { Scheduler } from './modules/schedule/service';
import type { SharedPrices } from './modules/settlement/service';
import { composeModules } from './modules';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandling } from './plugins/envelope';
import { installMultipart } from './plugins/multipart';
import { installRateLimit } from './plugins/rate-limit';
import { installSecurityHeaders } from './plugins/security-headers';
import { installSocketAdapter } from './plugins/socket-adapter';
import { installStaticFiles } from './plugins/static-files';

export interface BuiltApp {
  app: FastifyInstance;
  io: Server;
  db: Database;
  feed: DrivenFeed;
  /** The shared price the trading jobs run on. */
  trading: { prices: SharedPrices };
  /** The date-driven jobs (a test runs a round with `runNow`). */
  scheduler: Scheduler;
  /** The back office's endpoints as served (the fuzz test walks every one). */
  ops: readonly OpsEndpoint[];
  /** Listens, then tells the ops CLI where (port and token in the ops access file); resolves to the port. */
  listen(port: number, host: string): Promise<number>;
  /** Stops the jobs, the sockets, the HTTP server and the database, in that order. */
  close(): Promise<void>;
}

/** The whole server, ready to listen: plugins first, then the domain modules (`modules.ts`). */
export async function buildApp(config: AppConfig): Promise<BuiltApp> {
  const db = await openDatabase(config);
  // Behind the gateway the client's address (for per-IP limits) comes from X-Forwarded-For.
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  });

  await app.register(formbody);
  await app.register(compress);
  await installMultipart(app, config.uploads.maxBytes);
  const closeRateLimits = await installRateLimit(app, config, app.log);
  installErrorHandling(app);
  installSecurityHeaders(app, config.map.tileOrigin);
  await installStaticFiles(app, config.staticRoot);

  // A new token each start, written (0600) where the ops CLI looks once the port is known.
  const opsToken = newOpsToken();
  const modules = await composeModules({ app, db, config, opsToken });

  await app.ready();
  const io = new Server(app.server, { path: SOCKET_PATH, serveClient: false, transports: ['websocket', 'polling'] });
  const closeAdapter = installSocketAdapter(io, config, app.log);
  const stopPublishing = publishMarket(io, modules.feed);
  modules.live.attach(io, Boolean(config.redisUrl || config.databaseUrl));
  await modules.start();

  return {
    app,
    io,
    db,
    feed: modules.feed,
    trading: { prices: modules.prices },
    scheduler: modules.scheduler,
    ops: modules.ops,
    async listen(port, host) {
      await app.listen({ port, host });
      const listening = (app.server.address() as AddressInfo).port;
      await writeOpsAccess(config.opsAccessFile, { port: listening, token: opsToken });
      return listening;
    },
    async close() {
      await modules.stop();
      stopPublishing();
      // Ends every engine.io connection, long-polling requests included, and stops the listener.
      await io.close();
      await closeAdapter();
      await app.close();
      await closeRateLimits();
      await removeOpsAccess(config.opsAccessFile);
      await db.close();
    },
  };
}
