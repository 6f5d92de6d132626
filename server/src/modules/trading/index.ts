import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { RegisterCall } from '../../plugins/calls';
import type { DrivenFeed } from '../market/feed';
import { createTradingContext } from '../settlement/context';
import { createSharedPrices, type SharedPrices } from '../settlement/prices';
import type { SharedTick } from '../settlement/ticks';
import { registerSpotRoutes } from '../spot/routes';
import { createSpotService } from '../spot/service';
import { registerLeverRoutes } from '../lever/routes';
import { createLeverService } from '../lever/service';
import { registerOptionRoutes } from '../option/routes';
import { createOptionService } from '../option/service';
import { registerPriceControlRoutes } from './price-control';

/** A trading job: settles what the shared ticks reach, once, whichever process runs it. */
type SettleJob = (ticks: SharedTick[]) => Promise<number>;

export interface Trading {
  prices: SharedPrices;
  /** Starts publishing (or mirroring) the shared price, and with it the jobs. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Spot, contracts and options on the one shared price: each module's routes, and its job run on
 * every shared tick, one after the other (a fill never races a close of the same round).
 */
export async function createTrading(deps: {
  db: Database;
  config: AppConfig;
  feed: DrivenFeed;
  register: RegisterCall;
  log: FastifyBaseLogger;
}): Promise<Trading> {
  const { db, config, feed, register, log } = deps;
  const jobs: SettleJob[] = [];
  const prices = createSharedPrices({
    db,
    feed,
    tickMs: config.market.tickMs,
    control: config.market.control,
    log,
    async settle(ticks) {
      for (const job of jobs) await job(ticks);
    },
  });
  const ctx = await createTradingContext({ db, clock: config.clock, config: config.trading, feed, prices });

  const spot = createSpotService(ctx);
  registerSpotRoutes(register, spot);
  jobs.push(spot.fill);

  const lever = createLeverService(ctx);
  registerLeverRoutes(register, lever);
  jobs.push(lever.settle);

  const options = createOptionService(ctx);
  registerOptionRoutes(register, options);
  jobs.push(options.settle);

  if (config.market.control) registerPriceControlRoutes(register, { db, prices, ctx });
  return { prices, start: () => prices.start(), stop: () => prices.stop() };
}
