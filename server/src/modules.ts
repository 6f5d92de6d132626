import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { fixedTo } from '@h5/shared/money';
import { serverSecret } from './db/secrets';
import { registerAirdropOps, registerAirdropRoutes } from './modules/airdrop/routes';
import { createAirdropService } from './modules/airdrop/service';
import { registerAddressRoutes } from './modules/address/routes';
import { createAddressService } from './modules/address/service';
import { registerBankCardRoutes } from './modules/bank-card/routes';
import { createBankCardService } from './modules/bank-card/service';
import { registerDepositRoutes } from './modules/deposit/routes';
import { createDepositService } from './modules/deposit/service';
import { registerIdentityRoutes } from './modules/identity/routes';
import { createIdentityService } from './modules/identity/service';
import { registerContractsRoutes } from './modules/contracts/routes';
import { createContractsService } from './modules/contracts/service';
import { registerNewCoinRoutes } from './modules/new-coin/routes';
import { createNewCoinJobs, createNewCoinService, seedNewCoins } from './modules/new-coin/service';
import { registerMapRoutes } from './modules/map/routes';
import { registerMarketRoutes } from './modules/market/routes';
import { createMarketFeed, type DrivenFeed } from './modules/market/service';
import { registerNotificationRoutes } from './modules/notification/routes';
import { createLiveChannel, createNotifier, type LiveChannel } from './modules/notification/service';
import { registerOpsRoutes } from './modules/ops/routes';
import { opsRegistrar, type OpsEndpoint } from './modules/ops/service';
import { registerOptionRoutes } from './modules/option/routes';
import { createOptionService } from './modules/option/service';
import { startAutoApprover } from './modules/review/service';
import { shiftableClock, type Clock } from './lib/clock';
import { createSealer } from './lib/sealed';
import { registerSecurityRoutes } from './modules/security/routes';
import { createFundPasswords, createSecurityService, createTwoFactor } from './modules/security/service';
import { registerClockControlRoutes } from './modules/schedule/routes';
import { createScheduler, type Scheduler } from './modules/schedule/service';
import { createSessionService } from './modules/session/service';
import { registerPriceControlRoutes } from './modules/settlement/routes';
import { createSharedPrices, createTradingContext, tradeRecord, type SharedPrices, type SharedTick } from './modules/settlement/service';
import { registerSpotRoutes } from './modules/spot/routes';
import { createReferralService } from './modules/referral/service';
import { registerReferralRoutes } from './modules/referral/routes';
import { createSpotService } from './modules/spot/service';
import { registerTrustRoutes } from './modules/trust/routes';
import { createTrustService } from './modules/trust/service';
import { registerUploadRoutes } from './modules/upload/routes';
import { createFileStore, createUploadService } from './modules/upload/service';
import { registerUserRoutes } from './modules/user/routes';
import { createUserService } from './modules/user/service';
import { registerDevOutboxRoutes } from './modules/verification/routes';
import { createCodeService, DevOutbox, logSender } from './modules/verification/service';
import { registerHoldsRoute, registerWalletRoutes } from './modules/wallet/routes';
import { registerWatchlistRoutes } from './modules/watchlist/routes';
import { createWatchlistService } from './modules/watchlist/service';
import { createWalletService } from './modules/wallet/service';
import { registerChatOps, registerChatRoutes } from './modules/chat/routes';
import { createChatService } from './modules/chat/service';
import { registerContentOps, registerContentRoutes } from './modules/content/routes';
import { createContentService, seedContent } from './modules/content/service';
import { registerCopyRoutes } from './modules/copy/routes';
import { createCopyService, createFollowEngine, createLeadTrader, seedLeads } from './modules/copy/service';
import { registerWithdrawalRoutes } from './modules/withdrawal/routes';
import { createWithdrawalService } from './modules/withdrawal/service';
import { callRegistrar } from './plugins/calls';
import { byIp, limiterFactory } from './plugins/rate-limit';

/** A trading job: settles what the shared ticks reach, once, whichever process runs it. */
type SettleJob = (ticks: SharedTick[]) => Promise<number>;

export interface Modules {
  feed: DrivenFeed;
  /** The shared price the trading jobs run on. */
  prices: SharedPrices;
  /** The private account events, served on the app's socket once it exists. */
  live: LiveChannel;
  /** The date-driven jobs (dividends, subscription windows, airdrop snapshots) on their calendar. */
  scheduler: Scheduler;
  /** The back office's endpoints as served (every /ops route: the fuzz test walks them). */
  ops: readonly OpsEndpoint[];
  /** Starts the jobs: publishing (or mirroring) the shared price, the scheduler, and the auto-approver when on. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The one composition root: builds every service over `db` and registers every route and job.
 * Each domain's routes get its service, never its queries.
 */
export async function composeModules(deps: { app: FastifyInstance; db: Database; config: AppConfig; opsToken: string }): Promise<Modules> {
  const { app, db, config, opsToken } = deps;
  const { clock, limits } = config;
  // The live channel needs the sessions to admit sockets, and hears from them when sessions end.
  let live: LiveChannel | null = null;
  const sessions = createSessionService({ db, clock, recheckMs: config.sessionRecheckMs, ended: (ended) => live?.sessionsEnded(ended) });
  live = createLiveChannel(sessions);
  const notifier = createNotifier(db, clock, live);
  const register = callRegistrar(app, sessions);
  // Every /ops route is made by this one, behind the guard (loopback and this run's token).
  const ops = opsRegistrar(app, opsToken);
  const limit = limiterFactory(app);
  const outbox = config.mode === 'embedded' ? new DevOutbox() : null;
  const codes = createCodeService(db, clock, logSender(app.log, outbox));
  const feed = await createMarketFeed({ source: config.market.source, clock, seed: config.market.seed, tickMs: config.market.tickMs, log: app.log });
  const fundPasswords = createFundPasswords(db, clock);
  const uploads = createUploadService(db, clock, createFileStore(config.uploads.dir));
  const depositSecret = await serverSecret(db, 'deposit_address');
  const deposits = createDepositService({ db, clock, uploads, secret: depositSecret, bank: config.platformBank, notifier });
  const twoFactor = createTwoFactor({ db, clock, sealer: createSealer(await serverSecret(db, 'sealing_key')) });
  const withdrawals = createWithdrawalService({ db, clock, fundPasswords, notifier, twoFactor });
  const identity = createIdentityService({ db, clock, uploads, notifier });
  // The dates of trust, new coins and airdrops (purchases, dividends, windows, lock-ups, snapshots)
  // and the jobs that act on them share one calendar, which only tests may move forward (CLOCK_CONTROL).
  const shifted = config.schedule.control ? shiftableClock(clock) : null;
  const calendar: Clock = shifted ?? clock;
  const scheduler = createScheduler({ everyMs: config.schedule.everyMs, log: app.log });
  if (shifted) registerClockControlRoutes(register, { calendar: shifted, scheduler });

  registerUserRoutes({ register, limit, limits, users: createUserService({ db, codes, sessions, twoFactor }) });
  registerSecurityRoutes({
    register,
    security: createSecurityService({ db, codes, sessions, fundPasswords, twoFactor }),
    codeLimits: [limit('security-codes-ip', limits.codesPerIp, byIp)],
    passwordLimits: [limit('password-ip', limits.loginPerIp, byIp)],
  });
  registerIdentityRoutes(register, identity);
  registerBankCardRoutes(register, createBankCardService(db, clock));
  registerUploadRoutes({ app, register, sessions, uploads, limits: [limit('uploads-ip', limits.uploadsPerIp, byIp)] });
  registerWalletRoutes(register, createWalletService(db, clock, notifier));
  registerDepositRoutes(register, deposits);
  registerWithdrawalRoutes(register, withdrawals);
  registerAddressRoutes(register, createAddressService({ db, clock, codes, fundPasswords, twoFactor }));
  // Airdrops: claims and holding snapshots on the calendar; demo campaigns in embedded mode.
  const airdrops = createAirdropService({ db, calendar, notifier });
  registerAirdropRoutes(register, airdrops);
  scheduler.add('airdrop-snapshots', airdrops.takeSnapshots);
  if (config.mode === 'embedded') await airdrops.seedDemo();
  registerAirdropOps(ops, airdrops);
  // Trust products: purchases and redemptions on the calendar, the daily dividends its job.
  const trust = createTrustService({ db, calendar, notifier });
  registerTrustRoutes(register, trust);
  scheduler.add('trust-dividends', trust.payDividends);
  registerMarketRoutes(register, feed);
  registerNotificationRoutes(register, notifier);
  // Notices, news, learning and help: what a fresh start publishes, then what operators write.
  await seedContent(db, clock.now());
  const content = createContentService({ db, clock });
  registerContentRoutes(app, register, content);
  registerContentOps(ops, content);
  // Support chat: written through the API, told over the socket, answered from the ops CLI.
  const chat = createChatService({
    db,
    clock,
    live,
    uploads,
    replyHours: config.support.replyHours,
    watchMaxMs: config.support.watchMaxMs,
    // Deposits and withdrawals name themselves; trades through the trading kernel. Amounts at
    // the currency's places, as support reads them (the trading context is made below, before
    // any call is served).
    async describe(userId, kind, id) {
      if (kind !== 'deposit' && kind !== 'withdrawal') return tradeRecord(db, kind, userId, id);
      const { currency, amount, status, created_at } = kind === 'deposit' ? await deposits.detail(userId, String(id)) : await withdrawals.detail(userId, String(id));
      const places = ctx.currencyByCode(currency)?.decimals;
      return { currency, amount: places === undefined ? amount : fixedTo(amount, places, 'down'), status, created_at };
    },
  });
  registerChatRoutes(register, chat, config.support.url);
  // Referral: the fees invitees pay shared out within seconds, paid on the hour, partners made.
  const referral = createReferralService({ db, calendar, notifier, terms: config.referral });
  registerReferralRoutes(register, referral);
  scheduler.add('referral.accrue', referral.accrue);
  scheduler.add('referral.issue', referral.issue);
  registerChatOps(ops, chat);
  registerWatchlistRoutes(register, createWatchlistService({ db, clock, isListed: (symbol) => feed.ticker(symbol) !== undefined }));
  if (outbox) registerDevOutboxRoutes(register, outbox);

  // Spot, contracts and options on the one shared price: each job runs on every shared tick, one
  // after the other (a fill never races a close of the same round).
  const jobs: SettleJob[] = [];
  const prices = createSharedPrices({
    db,
    feed,
    tickMs: config.market.tickMs,
    control: config.market.control,
    log: app.log,
    async settle(ticks) {
      for (const job of jobs) await job(ticks);
    },
    live,
  });
  const ctx = await createTradingContext({ db, clock, config: config.trading, feed, prices, notifier });
  const spot = createSpotService(ctx);
  registerSpotRoutes(register, spot);
  const contracts = createContractsService(ctx);
  registerContractsRoutes(register, contracts);
  const options = createOptionService(ctx);
  registerOptionRoutes(register, options);
  // Copy trading: the leads' strategies act on each tick after the engine's own closes; then the
  // mirrors of the leads' closed positions close (their money back in the follows first), the new
  // positions are mirrored, and the follows' own stops are checked.
  const leads = await seedLeads({ db, ctx, feed, now: clock.now(), historyDays: config.copy.historyDays });
  const leadTrader = createLeadTrader({ db, ctx, feed, contracts, leads });
  const follows = createFollowEngine({ db, ctx, calendar });
  const copy = createCopyService({ db, ctx, clock, engine: follows });
  registerCopyRoutes(register, copy);
  jobs.push(spot.fill, contracts.settle, options.settle, async (ticks) => (await leadTrader(ticks)) + (await follows.closeMirrors()) + (await follows.mirror()) + (await follows.checkStops()));
  scheduler.add('copy.profit-share', follows.settleWeek);
  if (config.market.control) registerPriceControlRoutes(register, { prices, ctx, feed });

  // New coins: windows close, coins launch (listed in every process's market) and lock-ups end on the calendar.
  await seedNewCoins(db, calendar.now());
  const newCoins = createNewCoinService({ db, calendar, feed });
  registerNewCoinRoutes(register, newCoins);
  const newCoinJobs = createNewCoinJobs({ db, calendar, notifier, feed, ctx });
  scheduler.add('newCoin.allocate', newCoinJobs.allocate);
  scheduler.add('newCoin.launch', newCoinJobs.launch);
  scheduler.add('newCoin.sync', newCoinJobs.sync);
  scheduler.add('newCoin.release', newCoinJobs.release);
  // A restarted process trades the coins already launched before it serves a call.
  await newCoinJobs.sync();

  // Assets shows every holding: each domain answers for the money it holds.
  registerHoldsRoute(register, [spot.holds, contracts.holds, options.holds, withdrawals.holds, newCoins.holds, trust.holds, copy.holds]);

  // The map pages: where their tiles come from and the office they show.
  registerMapRoutes(register, config.map);

  registerOpsRoutes(ops, { desks: { deposits: deposits.desk, withdrawals: withdrawals.desk, kyc: identity.desk }, uploads, trust: trust.desk });

  let stopAutoApprover = async (): Promise<void> => undefined;
  return {
    feed,
    prices,
    live,
    scheduler,
    ops: ops.endpoints,
    async start() {
      // Starts the feed's own walk when this process publishes the shared price, else mirrors it.
      await prices.start();
      scheduler.start();
      // Embedded demo only: production is reviewed by people, whatever the configuration says.
      if (config.mode === 'embedded' && config.autoApprove.afterSeconds > 0) {
        stopAutoApprover = startAutoApprover({
          desks: { deposits: deposits.desk, kyc: identity.desk },
          clock,
          afterSeconds: config.autoApprove.afterSeconds,
          everyMs: config.autoApprove.checkEveryMs,
          log: app.log,
        });
      }
    },
    async stop() {
      await scheduler.stop();
      await prices.stop();
      await feed.close();
      await stopAutoApprover();
    },
  };
}
