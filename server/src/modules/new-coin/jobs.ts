/**
 * The launchpad's date-driven jobs, on the calendar clock, each idempotent and safe with several
 * processes: a window closes under its project's row lock (status moved on in the same
 * transaction), a launch moves the status under a row lock, a release claims its orders with
 * SKIP LOCKED; the ledger's unique (reference, reason, ...) refuses anything twice regardless.
 */
import { allocationOf, subDecimal, sumDecimals } from '@h5/shared/money';
import { isoTime, type Database, type IsoTime } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { applyBalanceChanges, applyChangesInBulk, type BalanceChange } from '../ledger/service';
import type { DrivenFeed } from '../market/service';
import type { NewAccountEvent, Notifier } from '../notification/service';
import type { TradingContext } from '../settlement/service';
import {
  claimClosedWindow,
  claimDueReleases,
  commitsOf,
  finishReleased,
  launchDue,
  listedCoins,
  markReleased,
  NEW_COIN_REFERENCE,
  publishReport,
  setAllocations,
} from './queries';

/** Balance changes per set-based ledger statement while allocating (every balance exists: the commit froze it). */
const LEDGER_CHUNK = 5_000;
/** Releases per transaction. */
const RELEASE_BATCH = 1_000;

/** One closed window, in one transaction; false when none is left (or the others are another process's). */
async function allocateOne(db: Database, notifier: Notifier, at: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const project = await claimClosedWindow(tx, at);
    if (!project) return false;
    const commits = await commitsOf(tx, project.id);
    const total = sumDecimals(commits.map((commit) => commit.amount));
    const terms = { supply: project.supply, price: project.price, totalCommitted: total, coinDecimals: project.coin_decimals, currencyDecimals: project.currency_decimals };
    const shares = commits.map((commit) => ({ ...commit, ...allocationOf(commit.amount, terms) }));
    await setAllocations(
      tx,
      { ids: shares.map((s) => s.id), allocated: shares.map((s) => s.allocated), paid: shares.map((s) => s.paid), refunded: shares.map((s) => s.refunded) },
      at,
    );
    // The payment leaves the frozen balance; the rest goes back to available. By user, the
    // ledger's lock order, so no chunk waits on a balance a later one of another job holds.
    const changes: Array<BalanceChange & { at: IsoTime }> = [...shares].sort((a, b) => a.user_id - b.user_id).flatMap((s) => {
      const base = { userId: s.user_id, account: 'coin' as const, currencyId: project.currency_id, type: 'new_coin_subscription' as const, reference: `${NEW_COIN_REFERENCE}:${s.id}`, at };
      return [
        { ...base, available: '0', frozen: subDecimal('0', s.paid), reason: 'new_coin_pay' as const },
        { ...base, available: s.refunded, frozen: subDecimal('0', s.refunded), reason: 'new_coin_refund' as const },
      ];
    });
    for (let i = 0; i < changes.length; i += LEDGER_CHUNK) await applyChangesInBulk(tx, changes.slice(i, i + LEDGER_CHUNK));
    await publishReport(
      tx,
      project.id,
      {
        total,
        subscribers: shares.length,
        allocated: sumDecimals(shares.map((s) => s.allocated)),
        paid: sumDecimals(shares.map((s) => s.paid)),
        refunded: sumDecimals(shares.map((s) => s.refunded)),
      },
      at,
    );
    const events: NewAccountEvent[] = shares.map((s) => ({
      userId: s.user_id,
      kind: 'newCoin.allocated' as const,
      ref: s.id,
      data: { coin: project.coin, currency: project.currency, committed: s.amount, allocated: s.allocated, paid: s.paid, refunded: s.refunded, coin_decimals: project.coin_decimals },
    }));
    await notifier.record(tx, events);
    return true;
  });
}

/**
 * Closes every window due by `at`, one project per transaction: allocates pro rata with the
 * kernel's `allocationOf`, takes the payments, unfreezes the rest, publishes the report. How many closed.
 */
export async function allocateClosedWindows(db: Database, notifier: Notifier, at: string): Promise<number> {
  let done = 0;
  while (await allocateOne(db, notifier, at)) done += 1;
  return done;
}

export interface NewCoinJobs {
  /** Closes every window due: allocates pro rata, takes the payments, unfreezes the rest, publishes the report. */
  allocate(): Promise<number>;
  /** Lists the coins whose launch time has come. */
  launch(): Promise<number>;
  /** This process's market trades every launched coin (each process runs it; adds only what is missing). */
  sync(): Promise<number>;
  /** Releases the allocations whose lock-up is over into the spot accounts. */
  release(): Promise<number>;
}

export function createNewCoinJobs(deps: { db: Database; calendar: Clock; notifier: Notifier; feed: DrivenFeed; ctx: TradingContext }): NewCoinJobs {
  const { db, calendar, notifier, feed, ctx } = deps;
  const now = () => isoTime(calendar.now());

  return {
    allocate: () => allocateClosedWindows(db, notifier, now()),
    async launch() {
      return (await launchDue(db, now())).length;
    },
    async sync() {
      let added = 0;
      for (const coin of await listedCoins(db)) {
        const spec = {
          base: coin.coin,
          name: coin.name,
          quote: coin.currency,
          start: coin.price,
          priceDecimals: coin.price_decimals,
          amountDecimals: Math.min(coin.coin_decimals, 2),
          dailyVolatility: 0.08,
          // A tenth of the sale changes hands a day.
          dailyVolume: Number(coin.supply) / 10,
          growthPerYear: 0,
          listedAt: Date.parse(coin.launched_at),
          historyFromListing: true,
        };
        if (!feed.addPair(spec)) continue;
        ctx.addPair(spec, { id: coin.coin_currency_id, code: coin.coin, decimals: coin.coin_decimals });
        added += 1;
      }
      return added;
    },
    async release() {
      const at = now();
      let done = 0;
      for (;;) {
        const count = await db.transaction(async (tx) => {
          const due = await claimDueReleases(tx, at, RELEASE_BATCH);
          if (due.length === 0) return 0;
          await applyBalanceChanges(
            tx,
            due.map((order) => ({
              userId: order.user_id,
              account: 'coin' as const,
              currencyId: order.coin_currency_id,
              available: order.allocated,
              frozen: '0',
              reason: 'new_coin_release' as const,
              type: 'new_coin_release' as const,
              reference: `${NEW_COIN_REFERENCE}:${order.id}`,
            })),
            at,
          );
          await markReleased(tx, due.map((order) => order.id), at);
          await notifier.record(
            tx,
            due
              .filter((order) => order.allocated !== '0')
              .map((order) => ({ userId: order.user_id, kind: 'newCoin.released' as const, ref: order.id, data: { coin: order.coin, amount: order.allocated } })),
          );
          return due.length;
        });
        done += count;
        if (count < RELEASE_BATCH) break;
      }
      return done + (await finishReleased(db, at));
    },
  };
}
