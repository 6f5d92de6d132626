/**
 * Following at work: each lead position is mirrored for every active follow (or skipped, with
 * the reason kept), closed with its lead's, and a follow ends by its own stop or its user; profit
 * share is settled at the end and weekly. Set-based: a lead's position is mirrored for thousands
 * of follows in a few statements. Once each: a signal is claimed under a row lock (others' locks
 * skipped) and flagged done in the same transaction, and a mirror's key is (follow, lead position).
 * Locks are taken follows first (by id), then positions, then balances, on every path.
 */
import type { CloseReason, CopySkipReason, Decimal } from '@h5/shared/contract';
import { addDecimal, bookEquity, compareDecimal, feeOf, followEquity, followStopAt, liquidationPrice, marginOf, mirrorLots, payoutOf, profitAndLoss, profitShareOf, subDecimal, sumDecimals, type OpenMirror } from '@h5/shared/money';
import { isoTime, type Database, type IsoTime, type Transaction } from '../../db/database';
import { moneyText } from '../../db/sql';
import type { Clock } from '../../lib/clock';
import { closePositions, insertPositions, type BulkPosition } from '../contracts/service';
import { applyChangesInBulk, type BalanceChange } from '../ledger/service';
import type { NewAccountEvent } from '../notification/service';
import { recordTicks, type SharedTick, type TradingContext } from '../settlement/service';

/** Signals a round mirrors or closes at most. */
const SIGNAL_BATCH = 20;

interface MirrorRow extends OpenMirror {
  id: number;
  user_id: number;
  follow_id: number;
  currency_id: number;
}

const MIRROR_COLUMNS = `m.id, m.user_id, m.follow_id, m.currency_id, m.symbol, m.side, m.lots, ${moneyText('m.contract_size')} AS "contractSize",
  ${moneyText('m.price')} AS price, ${moneyText('m.margin')} AS margin`;

export interface FollowRow {
  id: number;
  user_id: number;
  lead_id: number;
  lead: string;
  lead_user_id: number;
  currency_id: number;
  invested: Decimal;
  ratio: Decimal;
  stop_loss: number | null;
  take_profit: number | null;
  profit_share_rate: Decimal;
  cash: Decimal;
  realised: Decimal;
  high_water_mark: Decimal;
  status: 'active' | 'ended';
}

const FOLLOW_COLUMNS = `f.id, f.user_id, f.lead_id, l.name AS lead, l.user_id AS lead_user_id, f.currency_id, ${moneyText('f.invested')} AS invested,
  ${moneyText('f.ratio')} AS ratio, f.stop_loss, f.take_profit, ${moneyText('f.profit_share_rate')} AS profit_share_rate, ${moneyText('f.cash')} AS cash,
  ${moneyText('f.realised')} AS realised, ${moneyText('f.high_water_mark')} AS high_water_mark, f.status`;

/** A closed mirror's figures. */
interface MirrorClosing {
  mirror: MirrorRow;
  tickTime: number;
  price: Decimal;
  reason: CloseReason;
  payout: Decimal;
  profit: Decimal;
}

const contractChange = (row: { user_id: number; currency_id: number }, change: Pick<BalanceChange, 'available' | 'frozen' | 'reason' | 'type' | 'reference'>) => ({
  userId: row.user_id,
  account: 'contract' as const,
  currencyId: row.currency_id,
  ...change,
});

export interface FollowEngine {
  /** Mirrors the leads' new positions for their follows; how many mirrors and skips it wrote. */
  mirror(): Promise<number>;
  /** Closes the mirrors of the leads' closed positions on the lead's closing tick. */
  closeMirrors(): Promise<number>;
  /** Ends the follows whose own stop-loss or take-profit the live prices reach. */
  checkStops(): Promise<number>;
  /** Ends a locked active follow: its mirrors closed at market, profit share settled, its cash back. */
  end(tx: Transaction, follow: FollowRow, reason: 'user' | 'stop_loss' | 'take_profit'): Promise<Decimal>;
  /** The scheduler's job: each active follow's profit share for the week that ended last (Monday 00:00 UTC). */
  settleWeek(): Promise<number>;
  /** The active follow, locked (null when not active or not the user's). */
  lockFollow(tx: Transaction, id: number, userId?: number): Promise<FollowRow | null>;
}

export function createFollowEngine(deps: { db: Database; ctx: TradingContext; calendar: Clock }): FollowEngine {
  const { db, ctx, calendar } = deps;
  const { notifier, clock } = ctx;
  const { feeRate, maintenanceRate } = ctx.config.contracts;
  const decimalsOf = (currencyId: number) => ctx.currency(currencyId)?.decimals ?? 2;

  /** Closes `closings` (locked mirrors) and books them on their follows: cash back, P/L realised. */
  async function closeMirrorsAt(tx: Transaction, closings: readonly MirrorClosing[], leads: ReadonlyMap<number, string>, at: IsoTime): Promise<void> {
    if (closings.length === 0) return;
    await closePositions(
      tx,
      closings.map((closing) => ({ id: closing.mirror.id, tickTime: closing.tickTime, price: closing.price, reason: closing.reason, profit: closing.profit, payout: closing.payout })),
      at,
    );
    await tx.query(
      `UPDATE copy_follows f SET cash = f.cash + c.payout, realised = f.realised + c.profit
         FROM (SELECT follow_id, sum(payout) AS payout, sum(profit) AS profit FROM unnest($1::int[], $2::numeric[], $3::numeric[]) AS c(follow_id, payout, profit) GROUP BY follow_id) c
        WHERE f.id = c.follow_id`,
      [closings.map((c) => c.mirror.follow_id), closings.map((c) => c.payout), closings.map((c) => c.profit)],
    );
    await applyChangesInBulk(
      tx,
      closings.map((c) => ({
        ...contractChange(c.mirror, {
          available: '0',
          frozen: subDecimal(c.payout, c.mirror.margin),
          reason: 'contract_close',
          type: c.reason === 'liquidation' ? 'liquidation' : 'contract_pnl',
          reference: `contract:${c.mirror.id}`,
        }),
        at,
      })),
    );
    await notifier.record(
      tx,
      closings.map((c) => ({
        userId: c.mirror.user_id,
        kind: 'copy.closed',
        ref: c.mirror.follow_id,
        data: { lead: leads.get(c.mirror.follow_id) ?? '', symbol: c.mirror.symbol, side: c.mirror.side, reason: c.reason, price: c.price, profit: c.profit, tick_time: c.tickTime },
      })),
    );
  }

  const closingOf = (mirror: MirrorRow, tick: { time: number; price: Decimal }, reason: CloseReason): MirrorClosing => {
    const payout = payoutOf(mirror.margin, profitAndLoss(mirror, mirror.price, tick.price), decimalsOf(mirror.currency_id));
    return { mirror, tickTime: tick.time, price: tick.price, reason, payout, profit: subDecimal(payout, mirror.margin) };
  };

  /** Profit share now on a locked follow (its mirrors closed or not): charged when due and covered by its cash. */
  async function settleProfitShare(tx: Transaction, follow: FollowRow, kind: 'weekly' | 'end', periodEnd: IsoTime): Promise<NewAccountEvent | null> {
    const decimals = decimalsOf(follow.currency_id);
    const { amount, highWaterMark } = profitShareOf(follow, decimals);
    if (compareDecimal(amount, '0') <= 0 || compareDecimal(amount, follow.cash) > 0) return null;
    const at = isoTime(clock.now());
    const [settlement] = await tx.query<{ id: number }>(
      `INSERT INTO copy_settlements (follow_id, kind, period_end, realised, high_water_mark, new_high_water_mark, rate, amount, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id`,
      [follow.id, kind, periodEnd, follow.realised, follow.high_water_mark, highWaterMark, follow.profit_share_rate, amount, at],
    );
    if (!settlement) return null;
    await tx.query('UPDATE copy_follows SET cash = cash - $2, profit_share = profit_share + $2, high_water_mark = $3 WHERE id = $1', [follow.id, amount, highWaterMark]);
    const reference = `copy:${follow.id}:${settlement.id}`;
    await applyChangesInBulk(tx, [
      { ...contractChange(follow, { available: '0', frozen: subDecimal('0', amount), reason: 'copy_profit_share', type: 'copy_profit_share', reference }), at },
      {
        ...contractChange({ user_id: follow.lead_user_id, currency_id: follow.currency_id }, { available: amount, frozen: '0', reason: 'copy_profit_income', type: 'copy_profit_share', reference }),
        at,
      },
    ]);
    follow.cash = subDecimal(follow.cash, amount);
    const currency = ctx.currency(follow.currency_id)?.code ?? '';
    return { userId: follow.user_id, kind: 'copy.profitShared', ref: follow.id, data: { lead: follow.lead, currency, amount, realised: follow.realised, high_water_mark: follow.high_water_mark } };
  }

  async function lockFollow(tx: Transaction, id: number, userId?: number): Promise<FollowRow | null> {
    const [row] = await tx.query<FollowRow>(
      `SELECT ${FOLLOW_COLUMNS} FROM copy_follows f JOIN copy_leads l ON l.id = f.lead_id
        WHERE f.id = $1 AND ($2::int IS NULL OR f.user_id = $2) FOR UPDATE OF f`,
      [id, userId ?? null],
    );
    return row ?? null;
  }

  /** Mirrors one claimed signal for every active follow of its lead that was following when it opened. */
  async function mirrorSignal(
    tx: Transaction,
    signal: { position_id: number; lead_id: number; lead: string; equity: Decimal; symbol: string; side: 'long' | 'short'; lots: number; multiple: number; contract_size: Decimal; price: Decimal; open_tick_time: number; opened_at: IsoTime; currency_id: number },
  ): Promise<number> {
    const follows = await tx.query<{ id: number; user_id: number; cash: Decimal; ratio: Decimal; margin: Decimal }>(
      `SELECT f.id, f.user_id, ${moneyText('f.cash')} AS cash, ${moneyText('f.ratio')} AS ratio,
              ${moneyText(`coalesce((SELECT sum(m.margin) FROM lever_positions m WHERE m.follow_id = f.id AND m.status = 'holding'), 0)`)} AS margin
         FROM copy_follows f
        WHERE f.lead_id = $1 AND f.status = 'active' AND f.created_at <= $2
        ORDER BY f.id
          FOR UPDATE OF f`,
      [signal.lead_id, signal.opened_at],
    );
    const decimals = decimalsOf(signal.currency_id);
    const pair = ctx.pair(signal.symbol);
    const at = isoTime(clock.now());
    const mirrors: BulkPosition[] = [];
    const skips: Array<{ follow: number; user: number; reason: CopySkipReason; needed: Decimal | null }> = [];
    for (const follow of follows) {
      const lots = mirrorLots(signal.lots, follow.ratio, bookEquity(follow.cash, [follow]), signal.equity);
      if (lots < 1) {
        skips.push({ follow: follow.id, user: follow.user_id, reason: 'too_small', needed: null });
        continue;
      }
      const terms = { side: signal.side, lots, contractSize: signal.contract_size, multiple: signal.multiple, feeRate, maintenanceRate };
      const margin = marginOf(terms, signal.price, decimals);
      const fee = feeOf(terms, signal.price, decimals);
      if (compareDecimal(addDecimal(margin, fee), follow.cash) > 0) {
        skips.push({ follow: follow.id, user: follow.user_id, reason: 'margin', needed: addDecimal(margin, fee) });
        continue;
      }
      mirrors.push({
        userId: follow.user_id,
        symbol: signal.symbol,
        currencyId: signal.currency_id,
        side: signal.side,
        lots,
        multiple: signal.multiple,
        contractSize: signal.contract_size,
        feeRate,
        maintenanceRate,
        price: signal.price,
        margin,
        fee,
        liquidationPrice: liquidationPrice(terms, signal.price, margin, pair.spec.priceDecimals),
        stopLoss: null,
        openTickTime: signal.open_tick_time,
        openedAt: at,
        followId: follow.id,
        mirrorOf: signal.position_id,
        close: null,
      });
    }
    const ids = await insertPositions(tx, mirrors);
    if (mirrors.length > 0) {
      await tx.query(
        `UPDATE copy_follows f SET cash = f.cash - m.spent, realised = f.realised - m.fee
           FROM unnest($1::int[], $2::numeric[], $3::numeric[]) AS m(follow_id, spent, fee) WHERE f.id = m.follow_id`,
        [mirrors.map((m) => m.followId), mirrors.map((m) => addDecimal(m.margin, m.fee)), mirrors.map((m) => m.fee)],
      );
      // The margin stays frozen (the follow's money becomes the position's); the fee leaves.
      await applyChangesInBulk(
        tx,
        mirrors.map((m, index) => ({
          userId: m.userId,
          account: 'contract' as const,
          currencyId: m.currencyId,
          available: '0',
          frozen: subDecimal('0', m.fee),
          reason: 'contract_fee' as const,
          type: 'fee' as const,
          reference: `contract:${ids[index] as number}`,
          at,
        })),
      );
    }
    if (skips.length > 0) {
      await tx.query(
        `INSERT INTO copy_skips (follow_id, position_id, reason, needed, created_at)
         SELECT s.follow_id, $2, s.reason, s.needed, $5 FROM unnest($1::int[], $3::text[], $4::numeric[]) AS s(follow_id, reason, needed)
         ON CONFLICT DO NOTHING`,
        [skips.map((s) => s.follow), signal.position_id, skips.map((s) => s.reason), skips.map((s) => s.needed), at],
      );
    }
    const base = { lead: signal.lead, symbol: signal.symbol, side: signal.side };
    await notifier.record(tx, [
      ...mirrors.map((m): NewAccountEvent => ({ userId: m.userId, kind: 'copy.opened', ref: m.followId as number, data: { ...base, lots: m.lots, price: m.price, margin: m.margin, tick_time: m.openTickTime } })),
      ...skips.map((s): NewAccountEvent => ({ userId: s.user, kind: 'copy.skipped', ref: s.follow, data: { ...base, lead_lots: signal.lots, reason: s.reason, needed: s.needed } })),
    ]);
    return mirrors.length + skips.length;
  }

  /** Ends follows (locked, active) that reached a stop, each in its own transaction; how many. */
  async function endReached(reached: ReadonlyArray<{ id: number; reason: 'stop_loss' | 'take_profit' }>): Promise<number> {
    let ended = 0;
    for (const { id, reason } of reached) {
      ended += await db.transaction(async (tx) => {
        const follow = await lockFollow(tx, id);
        if (follow?.status !== 'active') return 0;
        // Checked again under the lock, on the live prices.
        const open = await tx.query<MirrorRow>(`SELECT ${MIRROR_COLUMNS} FROM lever_positions m WHERE m.follow_id = $1 AND m.status = 'holding'`, [id]);
        const equity = followEquity(follow.cash, open, (symbol) => ctx.livePrice(symbol).price, decimalsOf(follow.currency_id));
        if (followStopAt(follow, equity) !== reason) return 0;
        await engine.end(tx, follow, reason);
        return 1;
      });
    }
    return ended;
  }

  const engine: FollowEngine = {
    lockFollow,

    async mirror() {
      let done = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const signals = await tx.query<Parameters<typeof mirrorSignal>[1] & { status: string }>(
            `SELECT s.position_id, s.lead_id, l.name AS lead, ${moneyText('s.equity')} AS equity, p.symbol, p.side, p.lots, p.multiple,
                    ${moneyText('p.contract_size')} AS contract_size, ${moneyText('p.price')} AS price, p.open_tick_time::float8 AS open_tick_time,
                    p.opened_at::text AS opened_at, p.currency_id, p.status
               FROM copy_signals s JOIN lever_positions p ON p.id = s.position_id JOIN copy_leads l ON l.id = s.lead_id
              WHERE NOT s.mirrored
              ORDER BY s.position_id
              LIMIT $1
                FOR UPDATE OF s SKIP LOCKED`,
            [SIGNAL_BATCH],
          );
          let written = 0;
          for (const signal of signals) {
            // A lead position closed before any round reached it is not mirrored: there is no tick left to open on.
            if (signal.status === 'holding') written += await mirrorSignal(tx, signal);
            await tx.query('UPDATE copy_signals SET mirrored = true, closed = $2 WHERE position_id = $1', [signal.position_id, signal.status !== 'holding']);
          }
          return { signals: signals.length, written };
        });
        done += batch.written;
        if (batch.signals < SIGNAL_BATCH) return done;
      }
    },

    async closeMirrors() {
      let done = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const signals = await tx.query<{ position_id: number; lead: string; close_tick_time: number; close_price: Decimal; close_reason: CloseReason }>(
            `SELECT s.position_id, l.name AS lead, p.close_tick_time::float8 AS close_tick_time, ${moneyText('p.close_price')} AS close_price, p.close_reason
               FROM copy_signals s JOIN lever_positions p ON p.id = s.position_id JOIN copy_leads l ON l.id = s.lead_id
              WHERE s.mirrored AND NOT s.closed AND p.status = 'closed'
              ORDER BY s.position_id
              LIMIT $1
                FOR UPDATE OF s SKIP LOCKED`,
            [SIGNAL_BATCH],
          );
          let closed = 0;
          for (const signal of signals) {
            // Follows first, then their mirrors: the order every path locks in.
            await tx.query(
              `SELECT f.id FROM copy_follows f WHERE f.id IN (SELECT m.follow_id FROM lever_positions m WHERE m.mirror_of = $1 AND m.status = 'holding') ORDER BY f.id FOR UPDATE`,
              [signal.position_id],
            );
            const mirrors = await tx.query<MirrorRow>(`SELECT ${MIRROR_COLUMNS} FROM lever_positions m WHERE m.mirror_of = $1 AND m.status = 'holding' ORDER BY m.id FOR UPDATE`, [
              signal.position_id,
            ]);
            const tick = { time: signal.close_tick_time, price: signal.close_price };
            const leads = new Map(mirrors.map((mirror) => [mirror.follow_id, signal.lead]));
            await closeMirrorsAt(tx, mirrors.map((mirror) => closingOf(mirror, tick, signal.close_reason)), leads, isoTime(clock.now()));
            await tx.query('UPDATE copy_signals SET closed = true WHERE position_id = $1', [signal.position_id]);
            closed += mirrors.length;
          }
          return { signals: signals.length, closed };
        });
        done += batch.closed;
        if (batch.signals < SIGNAL_BATCH) return done;
      }
    },

    async checkStops() {
      const follows = await db.query<{ id: number; currency_id: number; cash: Decimal; invested: Decimal; stop_loss: number | null; take_profit: number | null }>(
        `SELECT f.id, f.currency_id, ${moneyText('f.cash')} AS cash, ${moneyText('f.invested')} AS invested, f.stop_loss, f.take_profit
           FROM copy_follows f WHERE f.status = 'active' AND (f.stop_loss IS NOT NULL OR f.take_profit IS NOT NULL)`,
      );
      if (follows.length === 0) return 0;
      const open = await db.query<MirrorRow>(`SELECT ${MIRROR_COLUMNS} FROM lever_positions m WHERE m.follow_id = ANY($1::int[]) AND m.status = 'holding'`, [
        follows.map((follow) => follow.id),
      ]);
      const priceOf = (symbol: string) => ctx.livePrice(symbol).price;
      const reached = follows.flatMap((follow) => {
        const mirrors = open.filter((mirror) => mirror.follow_id === follow.id);
        // A stop is not reached on a delayed price: it waits for the pair's next live one.
        if (mirrors.some((mirror) => ctx.delayed(mirror.symbol))) return [];
        const equity = followEquity(follow.cash, mirrors, priceOf, decimalsOf(follow.currency_id));
        const reason = followStopAt(follow, equity);
        return reason ? [{ id: follow.id, reason }] : [];
      });
      return endReached(reached);
    },

    async end(tx, follow, reason) {
      const open = await tx.query<MirrorRow>(`SELECT ${MIRROR_COLUMNS} FROM lever_positions m WHERE m.follow_id = $1 AND m.status = 'holding' ORDER BY m.id FOR UPDATE`, [follow.id]);
      const ticks = [...new Set(open.map((mirror) => mirror.symbol))].map((symbol) => ctx.tradePrice(symbol));
      await recordTicks(tx, ticks);
      const tickOf = (symbol: string) => ticks.find((tick) => tick.symbol === symbol) as SharedTick;
      const closeReason: CloseReason = reason === 'user' ? 'manual' : reason;
      const closings = open.map((mirror) => closingOf(mirror, tickOf(mirror.symbol), closeReason));
      await closeMirrorsAt(tx, closings, new Map([[follow.id, follow.lead]]), isoTime(clock.now()));
      follow.cash = addDecimal(follow.cash, sumDecimals(closings.map((c) => c.payout)));
      follow.realised = addDecimal(follow.realised, sumDecimals(closings.map((c) => c.profit)));
      const at = isoTime(clock.now());
      const shared = await settleProfitShare(tx, follow, 'end', at);
      const returned = follow.cash;
      await tx.query(`UPDATE copy_follows SET status = 'ended', end_reason = $2, returned = $3, cash = 0, ended_at = $4 WHERE id = $1`, [follow.id, reason, returned, at]);
      await applyChangesInBulk(tx, [
        { ...contractChange(follow, { available: returned, frozen: subDecimal('0', returned), reason: 'copy_return', type: 'copy_return', reference: `copy:${follow.id}` }), at },
      ]);
      const currency = ctx.currency(follow.currency_id)?.code ?? '';
      await notifier.record(tx, [
        ...(shared ? [shared] : []),
        ...(reason === 'user' ? [] : [{ userId: follow.user_id, kind: 'copy.stopped' as const, ref: follow.id, data: { lead: follow.lead, currency, reason, returned } }]),
      ]);
      return returned;
    },

    async settleWeek() {
      const now = calendar.now();
      // The last Monday 00:00 UTC at or before now (1970-01-05 was a Monday).
      const week = 7 * 86_400_000;
      const weekEnd = isoTime(Math.floor((now - Date.UTC(1970, 0, 5)) / week) * week + Date.UTC(1970, 0, 5));
      let settled = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const due = await tx.query<FollowRow>(
            `SELECT ${FOLLOW_COLUMNS} FROM copy_follows f JOIN copy_leads l ON l.id = f.lead_id
              WHERE f.status = 'active' AND f.created_at < $1 AND f.realised > f.high_water_mark
                AND NOT EXISTS (SELECT 1 FROM copy_settlements s WHERE s.follow_id = f.id AND s.kind = 'weekly' AND s.period_end = $1)
              ORDER BY f.id LIMIT 500
                FOR UPDATE OF f SKIP LOCKED`,
            [weekEnd],
          );
          const events: NewAccountEvent[] = [];
          for (const follow of due) {
            const event = await settleProfitShare(tx, follow, 'weekly', weekEnd);
            // One its free cash does not cover this week is charged at a later settlement or at the end.
            if (event) events.push(event);
          }
          await notifier.record(tx, events);
          return { seen: due.length, paid: events.length };
        });
        settled += batch.paid;
        // Follows the week could not charge stay due; stop once a batch charges none.
        if (batch.seen < 500 || batch.paid === 0) return settled;
      }
    },
  };
  return engine;
}
