import type { Balance, PriceTick } from '@h5/shared/contract';
import type { AccountType } from '@h5/shared/constants';
import { createContractsService } from '../../src/modules/contracts/service';
import { createFollowEngine, createLeadTrader, type LeadRow } from '../../src/modules/copy/service';
import { createNotifier, type LiveChannel } from '../../src/modules/notification/service';
import { createOptionService } from '../../src/modules/option/service';
import { createTradingContext, type SharedTick, type TradingContext } from '../../src/modules/settlement/service';
import { createSpotService } from '../../src/modules/spot/service';
import { ok, type Member } from './funds';
import { call, type TestServer } from './server';

/**
 * The trading tests drive the price themselves: the feed's own timer is stopped, and each
 * `setPrice` is one shared tick at exactly that price, answered once everything it reached is
 * settled (POST /api/dev/price, which test servers serve: MARKET_CONTROL is on for them).
 */
export function holdMarket(server: TestServer): void {
  server.built.feed.stop();
}

export const setPrice = (server: TestServer, symbol: string, price: string): Promise<PriceTick> =>
  ok(call<PriceTick>(server, 'dev/price', { body: { symbol, price }, json: true }));

/** Available and frozen of one account and currency (USDT unless told). */
export const balanceOf = (server: TestServer, who: Member, account: AccountType, currencyId = 3): Promise<Balance> =>
  ok(call<Balance>(server, 'wallet/detail', { body: { account, currency_id: currencyId }, token: who.token }));

/** Nobody listens to this side's pushes: the events it settles are kept, and pushed nowhere. */
export const UNHEARD: LiveChannel = {
  attach: () => undefined,
  send: () => undefined,
  sessionsEnded: () => undefined,
  toUser: () => undefined,
  onUserEvent: () => undefined,
  announce: () => undefined,
  hear: () => () => undefined,
};

/**
 * The trading context a second process builds over `server`'s database, feed and shared price;
 * what it pushes goes to `live` (nowhere unless told).
 */
export function secondProcess(server: TestServer, live: LiveChannel = UNHEARD): Promise<TradingContext> {
  const { db, feed } = server.built;
  const clock = server.config.clock;
  return createTradingContext({ db, clock, config: server.config.trading, feed, prices: server.built.trading.prices, notifier: createNotifier(db, clock, live) });
}

/**
 * What a second process settling the same ticks does: the trading jobs (spot fills, contract
 * opens and closes, option deliveries, then copy trading's leads, mirrors and stops, in that order), composed here from the modules' public
 * services over `server`'s database, feed and shared price, run once on `server`'s newest shared
 * ticks. Whoever claims a row settles it and the other skips it, so a row is never settled twice.
 * Resolves to how many rows these jobs settled.
 */
export async function settleAgain(server: TestServer): Promise<number> {
  const { db, feed } = server.built;
  const { prices } = server.built.trading;
  const ctx = await secondProcess(server);
  const clock = server.config.clock;
  const ticks = feed.tickers().flatMap(({ symbol }) => prices.current(symbol) ?? []);
  const contracts = createContractsService(ctx);
  const leads = await db.query<LeadRow>('SELECT id, user_id, strategy FROM copy_leads ORDER BY sort');
  const leadTrader = createLeadTrader({ db, ctx, feed, contracts, leads });
  const follows = createFollowEngine({ db, ctx, calendar: clock });
  const jobs = [createSpotService(ctx).fill, contracts.settle, createOptionService(ctx).settle, leadTrader, follows.closeMirrors, follows.mirror, follows.checkStops];
  let settled = 0;
  for (const job of jobs) settled += await job(ticks);
  return settled;
}

/** Resolves once `server` (a mirror) knows the shared tick `tick` of its pair, or a newer one. */
export async function mirrored(server: TestServer, tick: Pick<PriceTick, 'symbol' | 'time'>): Promise<SharedTick> {
  const { prices } = server.built.trading;
  const known = prices.current(tick.symbol);
  const seen = known && known.time >= tick.time ? known : await prices.waitFor(tick.symbol, (next) => next.time >= tick.time, 10_000);
  if (!seen) throw new Error(`${tick.symbol} at ${tick.time} was not mirrored within 10 s`);
  return seen;
}
