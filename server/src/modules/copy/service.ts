import type { contract, CopyConfig, CopyFollow, CopyFollowDetail, CopyLead, CopyLeadProfile, CopyReport, Hold, Page, ParsedRequestOf } from '@h5/shared/contract';
import { DAY_MS } from '@h5/shared/constants';
import { compareDecimal, copyAmountRule, followEquity, followTermsFaults, sumDecimals, unrealisedOf } from '@h5/shared/money';
import { isoTime, isUniqueViolation, type Database } from '../../db/database';
import type { PageRequest } from '../../db/paging';
import type { Clock } from '../../lib/clock';
import { AppError, notFound, refusalOf } from '../../plugins/envelope';
import { insertWithBalanceChanges } from '../ledger/service';
import type { TradingContext } from '../settlement/service';
import { checkAmount, findBalance } from '../wallet/service';
import { dailyCurve, performanceOver, WINDOWS } from './figures';
import type { FollowEngine } from './mirror';
import {
  allFollows,
  findFollow,
  findLeadTerms,
  followerResultsSince,
  followHolds,
  followStatement,
  leadClosedSince,
  leadEquityEntries,
  leadPositions,
  listFollows,
  listLeadBases,
  openMirrors,
  type FollowRecord,
  type LeadBase,
} from './queries';
import { STRATEGIES } from './strategies';

/** The jobs the composition root runs: the leads (seeded, then trading on each tick) and the follows' engine. */
export { createLeadTrader, seedLeads, type LeadRow } from './leads';
export { createFollowEngine, type FollowEngine } from './mirror';

export type FollowForm = ParsedRequestOf<typeof contract.copy.follow>;
export type LeadQuery = ParsedRequestOf<typeof contract.copy.leads>;

/** Copy trading's terms: the ratios a follower may copy at, and its own stops' bounds (percent of the invested amount). */
export const COPY_CONFIG: Omit<CopyConfig, 'fee_rate'> = {
  ratios: ['0.5', '1', '2', '3'],
  stop_loss: { min: 1, max: 90 },
  take_profit: { min: 1, max: 1000 },
  settlement: { weekday: 1, time: '00:00', time_zone: 'UTC' },
};

const RISK_ORDER = { low: 0, medium: 1, high: 2 } as const;

export interface CopyService {
  config(): CopyConfig;
  leads(query: LeadQuery): Promise<CopyLead[]>;
  lead(id: number): Promise<CopyLeadProfile>;
  /** Follows a lead with money from the contract account; a second follow of the same lead is refused. */
  follow(userId: number, form: FollowForm): Promise<CopyFollow>;
  /** Stops following: mirrors closed at market, profit share settled, the rest back to the contract account. */
  unfollow(userId: number, id: number): Promise<CopyFollow>;
  orders(userId: number, status: CopyFollow['status'] | undefined, page: PageRequest): Promise<Page<CopyFollow>>;
  order(userId: number, id: number): Promise<CopyFollowDetail>;
  report(userId: number): Promise<CopyReport>;
  holds(userId: number): Promise<Hold[]>;
}

export function createCopyService(deps: { db: Database; ctx: TradingContext; clock: Clock; engine: FollowEngine }): CopyService {
  const { db, ctx, clock, engine } = deps;

  /** The live price of a pair, or none before the first tick (a position then counts at its open price). */
  const priceOf = (symbol: string) => {
    try {
      return ctx.livePrice(symbol).price;
    } catch {
      return undefined;
    }
  };

  /** Follows with their live figures: equity and unrealised P/L at the live price. */
  async function withLiveFigures(records: readonly FollowRecord[]): Promise<CopyFollow[]> {
    const open = await openMirrors(
      db,
      records.filter((record) => record.status === 'active').map((record) => record.id),
    );
    return records.map((record) => {
      const mine = open.filter((mirror) => mirror.follow_id === record.id);
      const active = record.status === 'active';
      return {
        ...record,
        equity: active ? followEquity(record.cash, mine, priceOf, record.decimals) : (record.returned ?? '0'),
        unrealised: active ? unrealisedOf(mine, priceOf) : '0',
      };
    });
  }

  async function figures(bases: readonly LeadBase[]): Promise<Array<CopyLead & { entries: Array<{ time: number; equity: string }> }>> {
    const now = clock.now();
    const from = isoTime(now - 90 * DAY_MS);
    const [entries, closed] = await Promise.all([leadEquityEntries(db, bases, from), leadClosedSince(db, bases, from)]);
    const followers = await Promise.all(WINDOWS.map((days) => followerResultsSince(db, isoTime(now - days * DAY_MS))));
    return bases.map((base) => {
      const mine = { entries: entries.filter((entry) => entry.user_id === base.user_id), closed: closed.filter((trade) => trade.user_id === base.user_id) };
      const strategy = STRATEGIES[base.strategy];
      return {
        id: base.id,
        name: base.name,
        strategy: base.strategy,
        risk: base.risk,
        symbols: [...strategy.symbols],
        multiple: strategy.multiple,
        currency: base.currency,
        currency_id: base.currency_id,
        decimals: base.decimals,
        min_amount: base.min_amount,
        max_amount: base.max_amount,
        profit_share_rate: base.profit_share_rate,
        equity: base.equity,
        followers: base.followers,
        aum: base.aum,
        since: base.since,
        performance: WINDOWS.map((days, index) => performanceOver(days, now, mine, followers[index]?.find((row) => row.lead_id === base.id))),
        // Kept for the profile (not sent by the list).
        entries: mine.entries,
      };
    });
  }

  return {
    config: () => ({ ...COPY_CONFIG, fee_rate: ctx.config.contracts.feeRate }),

    async leads({ sort, risk, days }) {
      const leads = (await figures(await listLeadBases(db, null))).map(({ entries: _entries, ...lead }) => lead);
      const window = WINDOWS.indexOf(Number(days ?? 30) as 30);
      const of = (lead: CopyLead) => lead.performance[window] as CopyLead['performance'][number];
      const shown = risk ? leads.filter((lead) => lead.risk === risk) : leads;
      const order: Record<NonNullable<LeadQuery['sort']>, (a: CopyLead, b: CopyLead) => number> = {
        roi: (a, b) => compareDecimal(of(b).roi, of(a).roi),
        drawdown: (a, b) => compareDecimal(of(a).max_drawdown, of(b).max_drawdown),
        followers: (a, b) => b.followers - a.followers,
        risk: (a, b) => RISK_ORDER[a.risk] - RISK_ORDER[b.risk],
      };
      return sort ? [...shown].sort(order[sort]) : shown;
    },

    async lead(id) {
      const [lead] = await figures(await listLeadBases(db, id));
      if (!lead) throw new AppError('copy.leadUnknown');
      const { entries, ...rest } = lead;
      const base = (await listLeadBases(db, id))[0] as LeadBase;
      const now = clock.now();
      return {
        ...rest,
        curve: dailyCurve(entries, now - 90 * DAY_MS, now),
        positions: await leadPositions(db, base.user_id, 'holding', 20),
        trades: await leadPositions(db, base.user_id, 'closed', 20),
      };
    },

    async follow(userId, form) {
      const lead = await findLeadTerms(db, Number(form.lead_id));
      if (!lead) throw new AppError('copy.leadUnknown');
      const fault = Object.values(followTermsFaults(COPY_CONFIG, form))[0];
      if (fault) throw refusalOf(fault);
      const percent = (value: string | undefined) => (value ? Number(value) : null);
      const stopLoss = percent(form.stop_loss);
      const takeProfit = percent(form.take_profit);
      const balance = await findBalance(db, userId, 'contract', lead.currency_id);
      checkAmount(form.amount, { ...copyAmountRule(lead), available: balance?.available ?? '0' });
      const at = isoTime(clock.now());
      const insert = {
        sql: `INSERT INTO copy_follows (user_id, lead_id, currency_id, invested, ratio, stop_loss, take_profit, profit_share_rate, cash, status, created_at)
              VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $4, 'active', $9) RETURNING id`,
        params: [userId, lead.id, lead.currency_id, form.amount, form.ratio, stopLoss, takeProfit, lead.profit_share_rate, at],
      };
      const change = { userId, account: 'contract' as const, currencyId: lead.currency_id, reason: 'copy_invest' as const, type: 'copy_invest' as const };
      const id = await insertWithBalanceChanges(db, insert, 'copy', [{ ...change, available: `-${form.amount}`, frozen: form.amount }], at).catch((error: unknown) => {
        if (isUniqueViolation(error, 'copy_follows_one_active')) throw new AppError('copy.alreadyFollowing');
        throw error;
      });
      const record = await findFollow(db, userId, id);
      return (await withLiveFigures([record as FollowRecord]))[0] as CopyFollow;
    },

    async unfollow(userId, id) {
      await db.transaction(async (tx) => {
        const follow = await engine.lockFollow(tx, id, userId);
        if (!follow) throw notFound();
        if (follow.status !== 'active') throw new AppError('copy.followEnded');
        await engine.end(tx, follow, 'user');
      });
      return (await withLiveFigures([(await findFollow(db, userId, id)) as FollowRecord]))[0] as CopyFollow;
    },

    async orders(userId, status, page) {
      const found = await listFollows(db, userId, status, page);
      return { ...found, list: await withLiveFigures(found.list) };
    },

    async order(userId, id) {
      const record = await findFollow(db, userId, id);
      if (!record) throw notFound();
      const [follow] = await withLiveFigures([record]);
      return { follow: follow as CopyFollow, ...(await followStatement(db, id)) };
    },

    async report(userId) {
      const follows = await withLiveFigures(await allFollows(db, userId));
      const usdt = ctx.currencyByCode('USDT');
      const active = follows.filter((follow) => follow.status === 'active');
      return {
        currency: usdt?.code ?? 'USDT',
        decimals: usdt?.decimals ?? 2,
        active: active.length,
        invested: sumDecimals(active.map((follow) => follow.invested)),
        equity: sumDecimals(active.map((follow) => follow.equity)),
        unrealised: sumDecimals(active.map((follow) => follow.unrealised)),
        realised: sumDecimals(follows.map((follow) => follow.realised)),
        profit_share: sumDecimals(follows.map((follow) => follow.profit_share)),
      };
    },

    holds: (userId) => followHolds(db, userId),
  };
}
