import type { AddressInfo } from 'node:net';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '@h5/shared/constants';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { serverSecret } from './db/secrets';
import { registerAddressRoutes } from './modules/address/routes';
import { createAddressService } from './modules/address/service';
import { registerBankCardRoutes } from './modules/bank-card/routes';
import { createBankCardService } from './modules/bank-card/service';
import { registerDepositRoutes } from './modules/deposit/routes';
import { createDepositService } from './modules/deposit/service';
import { registerIdentityRoutes } from './modules/identity/routes';
import { createIdentityService } from './modules/identity/service';
import type { DrivenFeed } from './modules/market/feed';
import { registerMarketRoutes } from './modules/market/routes';
import { createSimulatedFeed } from './modules/market/simulator';
import { publishMarket } from './modules/market/socket';
import { newOpsToken, removeOpsAccess, writeOpsAccess } from './modules/ops/access';
import { registerOpsRoutes } from './modules/ops/routes';
import { startAutoApprover } from './modules/review/auto-approve';
import { createFundPasswords } from './modules/security/fund-password';
import { registerSecurityRoutes } from './modules/security/routes';
import { createSecurityService } from './modules/security/service';
import { createSessionService } from './modules/session/service';
import { registerUploadRoutes } from './modules/upload/routes';
import { createUploadService } from './modules/upload/service';
import { createFileStore } from './modules/upload/storage';
import { registerUserRoutes } from './modules/user/routes';
import { createUserService } from './modules/user/service';
import { DevOutbox } from './modules/verification/outbox';
import { registerDevOutboxRoutes } from './modules/verification/routes';
import { logSender } from './modules/verification/sender';
import { createCodeService } from './modules/verification/service';
import { registerWalletRoutes } from './modules/wallet/routes';
import { createWalletService } from './modules/wallet/service';
import { registerWithdrawalRoutes } from './modules/withdrawal/routes';
import { createWithdrawalService } from './modules/withdrawal/service';
import { registerWealthRoutes } from './modules/wealth/routes';
import { createTrading, type Trading } from './modules/trading';
import { callRegistrar } from './plugins/calls';
import { installErrorHandling } from './plugins/envelope';
import { installMultipart } from './plugins/multipart';
import { byIp, installRateLimit, limiterFactory } from './plugins/rate-limit';
import { installStaticFiles } from './plugins/static-files';

export interface BuiltApp {
  app: FastifyInstance;
  io: Server;
  db: Database;
  feed: DrivenFeed;
  /** The shared price and the trading jobs on it. */
  trading: Trading;
  /** Listens, then tells the ops CLI where (port and token in the ops access file); resolves to the port. */
  listen(port: number, host: string): Promise<number>;
  /** Stops the jobs, the sockets, the HTTP server and the database, in that order. */
  close(): Promise<void>;
}

/** The whole server, ready to listen: plugins first, then the domain modules. */
export async function buildApp(config: AppConfig): Promise<BuiltApp> {
  const db = await openDatabase(config);
  // Behind the gateway the client's address (for per-IP limits) comes from X-Forwarded-For.
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: (_address: string, hop: number) => hop < config.trustProxy });

  await app.register(formbody);
  await app.register(compress);
  await installMultipart(app, config.uploads.maxBytes);
  await installRateLimit(app);
  installErrorHandling(app);
  await installStaticFiles(app, config.staticRoot);

  const { clock, limits } = config;
  const sessions = createSessionService(db, clock);
  const register = callRegistrar(app, sessions);
  const limit = limiterFactory(app);
  const outbox = config.mode === 'embedded' ? new DevOutbox() : null;
  const codes = createCodeService(db, clock, logSender(app.log, outbox));
  const feed = createSimulatedFeed({ clock, seed: config.market.seed, tickMs: config.market.tickMs });
  const fundPasswords = createFundPasswords(db, clock);
  const uploads = createUploadService(db, clock, createFileStore(config.uploads.dir));
  const depositSecret = await serverSecret(db, 'deposit_address');
  const deposits = createDepositService({ db, clock, uploads, secret: depositSecret, bank: config.platformBank });
  const withdrawals = createWithdrawalService({ db, clock, fundPasswords });
  const identity = createIdentityService({ db, clock, uploads });

  registerUserRoutes({ register, limit, limits, users: createUserService({ db, codes, sessions }) });
  registerSecurityRoutes({
    register,
    security: createSecurityService({ db, codes, sessions, fundPasswords }),
    codeLimits: [limit(limits.codesPerIp, byIp)],
    passwordLimits: [limit(limits.loginPerIp, byIp)],
  });
  registerIdentityRoutes(register, identity);
  registerBankCardRoutes(register, createBankCardService(db, clock));
  registerUploadRoutes({ app, register, sessions, uploads, limits: [limit(limits.uploadsPerIp, byIp)] });
  registerWalletRoutes(register, db, createWalletService(db, clock));
  registerDepositRoutes(register, deposits);
  registerWithdrawalRoutes(register, withdrawals);
  registerAddressRoutes(register, createAddressService({ db, clock, codes, fundPasswords }));
  registerWealthRoutes(register, db);
  registerMarketRoutes(register, feed);
  const trading = await createTrading({ db, config, feed, register, log: app.log });
  if (outbox) registerDevOutboxRoutes(register, outbox);

  // A new token each start, written (0600) where the ops CLI looks once the port is known.
  const opsToken = newOpsToken();
  await registerOpsRoutes(app, { token: opsToken, desks: { deposits: deposits.desk, withdrawals: withdrawals.desk, kyc: identity.desk }, uploads });

  await app.ready();
  const io = new Server(app.server, { path: SOCKET_PATH, serveClient: false, transports: ['websocket', 'polling'] });
  const stopPublishing = publishMarket(io, feed);
  // Starts the feed's own walk when this process publishes the shared price, else mirrors it.
  await trading.start();
  // Embedded demo only: production is reviewed by people, whatever the configuration says.
  const stopAutoApprover =
    config.mode === 'embedded' && config.autoApprove.afterSeconds > 0
      ? startAutoApprover({
          desks: { deposits: deposits.desk, kyc: identity.desk },
          clock,
          afterSeconds: config.autoApprove.afterSeconds,
          everyMs: config.autoApprove.checkEveryMs,
          log: app.log,
        })
      : async () => undefined;

  return {
    app,
    io,
    db,
    feed,
    trading,
    async listen(port, host) {
      await app.listen({ port, host });
      const listening = (app.server.address() as AddressInfo).port;
      await writeOpsAccess(config.opsAccessFile, { port: listening, token: opsToken });
      return listening;
    },
    async close() {
      await trading.stop();
      stopPublishing();
      await stopAutoApprover();
      // Ends every engine.io connection, long-polling requests included, and stops the listener.
      await io.close();
      await app.close();
      await removeOpsAccess(config.opsAccessFile);
      await db.close();
    },
  };
}
