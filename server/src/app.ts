import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '@h5/shared/constants';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import type { MarketFeed } from './modules/market/feed';
import { registerMarketRoutes } from './modules/market/routes';
import { createSimulatedFeed } from './modules/market/simulator';
import { publishMarket } from './modules/market/socket';
import { createSessionService } from './modules/session/service';
import { registerUserRoutes } from './modules/user/routes';
import { createUserService } from './modules/user/service';
import { DevOutbox } from './modules/verification/outbox';
import { registerDevOutboxRoutes } from './modules/verification/routes';
import { logSender } from './modules/verification/sender';
import { createCodeService } from './modules/verification/service';
import { registerWalletRoutes } from './modules/wallet/routes';
import { registerWealthRoutes } from './modules/wealth/routes';
import { callRegistrar } from './plugins/calls';
import { installErrorHandling } from './plugins/envelope';
import { installRateLimit, limiterFactory } from './plugins/rate-limit';
import { installStaticFiles } from './plugins/static-files';

export interface BuiltApp {
  app: FastifyInstance;
  io: Server;
  db: Database;
  feed: MarketFeed;
  /** Stops the feed, the sockets, the HTTP server and the database, in that order. */
  close(): Promise<void>;
}

/** The whole server, ready to listen: plugins first, then the domain modules. */
export async function buildApp(config: AppConfig): Promise<BuiltApp> {
  const db = await openDatabase(config);
  // Behind the gateway the client's address (for per-IP limits) comes from X-Forwarded-For.
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: (_address: string, hop: number) => hop < config.trustProxy });

  await app.register(formbody);
  await app.register(compress);
  await installRateLimit(app);
  installErrorHandling(app);
  await installStaticFiles(app, config.staticRoot);

  const { clock } = config;
  const sessions = createSessionService(db, clock);
  const register = callRegistrar(app, sessions);
  const outbox = config.mode === 'embedded' ? new DevOutbox() : null;
  const codes = createCodeService(db, clock, logSender(app.log, outbox));
  const feed = createSimulatedFeed({ clock, seed: config.market.seed, tickMs: config.market.tickMs });

  registerUserRoutes({
    register,
    limit: limiterFactory(app),
    limits: config.limits,
    users: createUserService({ db, codes, sessions }),
  });
  registerWalletRoutes(register, db);
  registerWealthRoutes(register, db);
  registerMarketRoutes(register, feed);
  if (outbox) registerDevOutboxRoutes(register, outbox);

  await app.ready();
  const io = new Server(app.server, { path: SOCKET_PATH, serveClient: false, transports: ['websocket', 'polling'] });
  const stopPublishing = publishMarket(io, feed);
  feed.start();

  return {
    app,
    io,
    db,
    feed,
    async close() {
      feed.stop();
      stopPublishing();
      // Ends every engine.io connection, long-polling requests included, and stops the listener.
      await io.close();
      await app.close();
      await db.close();
    },
  };
}
