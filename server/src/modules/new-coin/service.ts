import type { Language } from '@h5/shared/constants';
import type { Hold, NewCoinConfig, NewCoinOrder, NewCoinProject, NewCoinReport, NewCoinState, Page } from '@h5/shared/contract';
import { NEW_COIN_STATES } from '@h5/shared/contract';
import { allocationRatio, negateDecimal, plainDecimal, subscriptionAmountRule } from '@h5/shared/money';
import { isoTime, isUniqueViolation, type Database } from '../../db/database';
import type { PageRequest } from '../../db/paging';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../plugins/envelope';
import { insertWithBalanceChanges } from '../ledger/service';
import type { DrivenFeed } from '../market/service';
import { checkAmount } from '../wallet/service';
import { findProject, findReport, listOrders, listProjects, lockProjectForSubscription, NEW_COIN_REFERENCE, newCoinHolds } from './queries';

/** The launchpad's date-driven jobs and its demo projects, which the composition root schedules and seeds. */
export { createNewCoinJobs, type NewCoinJobs } from './jobs';
export { seedNewCoins } from './seed';

export interface NewCoinService {
  /** What the user's money held here is, why and until when (wallet/holds). */
  holds(userId: number): Promise<Hold[]>;
  config(): Promise<NewCoinConfig>;
  /** Projects (and one project, the featured one) with their descriptions in `lang`. */
  projects(state: NewCoinState | null, lang: Language): Promise<NewCoinProject[]>;
  project(id: number, lang: Language): Promise<NewCoinProject>;
  report(id: number): Promise<NewCoinReport>;
  recommend(lang: Language): Promise<NewCoinProject | null>;
  /** Commits `amount` of the project's payment currency: frozen in the spot account until the window closes. */
  subscribe(userId: number, projectId: number, amount: string): Promise<{ id: number }>;
  orders(userId: number, projectId: number | null, page: PageRequest): Promise<Page<NewCoinOrder>>;
}

const unknownProject = () => new AppError('newCoin.unknown');

/** Reads on the calendar clock (the one the jobs close windows on); the live price from the feed. */
export function createNewCoinService(deps: { db: Database; calendar: Clock; feed: DrivenFeed }): NewCoinService {
  const { db, calendar, feed } = deps;
  const now = () => isoTime(calendar.now());

  async function project(id: number, lang: Language): Promise<NewCoinProject> {
    const found = await findProject(db, now(), id, lang);
    if (!found) throw unknownProject();
    return found;
  }

  return {
    holds: (userId) => newCoinHolds(db, userId),
    async config() {
      const all = await listProjects(db, now(), null, 'en');
      const counts = Object.fromEntries(NEW_COIN_STATES.map((state) => [state, all.filter((p) => p.state === state).length])) as Record<NewCoinState, number>;
      return { states: NEW_COIN_STATES, counts };
    },
    projects: (state, lang) => listProjects(db, now(), state, lang),
    project,
    async report(id) {
      const report = await findReport(db, id);
      if (!report) {
        await project(id, 'en');
        throw new AppError('newCoin.reportNotReady');
      }
      return { ...report, ratio: allocationRatio({ supply: report.supply, price: report.price, totalCommitted: report.total_committed }) };
    },
    async recommend(lang) {
      const all = await listProjects(db, now(), null, lang);
      const rank: Record<NewCoinState, number> = { subscribing: 0, upcoming: 1, calculating: 2, launched: 3, sold_out: 4 };
      // The open window, else the soonest to open, else the latest listed.
      const sorted = [...all].sort((a, b) => rank[a.state] - rank[b.state] || (a.state === 'upcoming' ? a.start_at.localeCompare(b.start_at) : b.start_at.localeCompare(a.start_at)));
      return sorted[0] ?? null;
    },
    async subscribe(userId, projectId, amount) {
      const at = now();
      try {
        return await db.transaction(async (tx) => {
          const terms = await lockProjectForSubscription(tx, projectId, at);
          if (!terms) throw unknownProject();
          if (!terms.open) throw new AppError('newCoin.notOpen');
          checkAmount(amount, subscriptionAmountRule(terms));
          const id = await insertWithBalanceChanges(
            tx,
            {
              sql: `INSERT INTO new_coin_orders (project_id, user_id, amount, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
              params: [projectId, userId, amount, at],
            },
            NEW_COIN_REFERENCE,
            [{ userId, account: 'coin', currencyId: terms.currency_id, available: negateDecimal(amount), frozen: amount, reason: 'new_coin_freeze', type: 'new_coin_subscription' }],
            at,
          );
          return { id };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'new_coin_orders_once')) throw new AppError('newCoin.alreadySubscribed');
        if (error instanceof AppError && error.key === 'funds.insufficientBalance') throw new AppError('funds.pleaseRecharge');
        throw error;
      }
    },
    async orders(userId, projectId, page) {
      const result = await listOrders(db, userId, projectId, page);
      return {
        ...result,
        list: result.list.map((order) => {
          const tick = feed.ticker(`${order.coin}/${order.currency}`);
          return { ...order, last_price: tick ? plainDecimal(tick.price) : null };
        }),
      };
    },
  };
}
