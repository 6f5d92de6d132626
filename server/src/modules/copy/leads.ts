/**
 * The leads: who they are (users of their own, funded through the ledger), their track record
 * replayed at first start, and their strategies acting on each shared tick through the contract
 * engine, once per tick whichever process gets there first (the lead's row is locked and its
 * `decided_tick` moved on in the same transaction as the positions it opens or closes).
 */
import type { CopyStrategy, Decimal } from '@h5/shared/contract';
import { DAY_MS } from '@h5/shared/constants';
import { isoTime, type Database, type Queryable, type Transaction } from '../../db/database';
import { closeChanges, contractSizeOf, insertPositions, openChanges, type ContractsService } from '../contracts/service';
import { applyBalanceChanges, applyChangesInBulk, type BalanceChange } from '../ledger/service';
import type { DrivenFeed } from '../market/service';
import { recordTicks, type SharedTick, type TradingContext } from '../settlement/service';
import { leadLots, leadStopLoss, replayStrategy, type ReplayedTrade, type ReplayPair } from './replay';
import { STRATEGIES, type Strategy } from './strategies';

/** The platform's leads: their terms (what a follower may put in, the profit share) and starting capital. */
export const LEADS: ReadonlyArray<{ id: number; name: string; strategy: CopyStrategy; capital: Decimal; min: Decimal; max: Decimal; share: Decimal }> = [
  { id: 1, name: 'Atlas Trend', strategy: 'trend', capital: '20000', min: '100', max: '50000', share: '0.1' },
  { id: 2, name: 'Mira Reversion', strategy: 'reversion', capital: '15000', min: '100', max: '20000', share: '0.12' },
  { id: 3, name: 'Nova Breakout', strategy: 'breakout', capital: '10000', min: '50', max: '10000', share: '0.15' },
  { id: 4, name: 'Sage Careful', strategy: 'careful', capital: '30000', min: '500', max: '100000', share: '0.08' },
];

const BAR_MS = 30 * 60_000;
/** The quote every lead trades in. */
const QUOTE = 'USDT';

export interface LeadRow {
  id: number;
  user_id: number;
  strategy: CopyStrategy;
}

/** The pair's completed 30-minute bars up to `time` (ms), as the replay and the live signal read them. */
function completedBars(feed: DrivenFeed, symbol: string, time: number, limit: number): ReplayPair['bars'] {
  const candles = feed.candles(symbol, '30min', { limit: limit + 1 }) ?? [];
  return candles.map((candle) => ({ time: candle.time * 1000 + BAR_MS, close: candle.close })).filter((bar) => bar.time <= time).slice(-limit);
}

/**
 * Creates the leads missing from the database, each with its user, capital and replayed record
 * (`historyDays` of bars, none with 0), in one transaction under an advisory lock: two processes
 * starting together create them once. Returns the leads.
 */
export async function seedLeads(deps: { db: Database; ctx: TradingContext; feed: DrivenFeed; now: number; historyDays: number }): Promise<LeadRow[]> {
  const { db, ctx, feed, now, historyDays } = deps;
  const usdt = ctx.currencyByCode(QUOTE);
  if (!usdt) throw new Error('copy trading needs USDT');
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('h5-copy-leads:' || current_schema()))`);
    const existing = new Set((await tx.query<{ id: number }>('SELECT id FROM copy_leads')).map((row) => row.id));
    const from = Math.floor((now - historyDays * DAY_MS) / BAR_MS) * BAR_MS;
    for (const [index, lead] of LEADS.entries()) {
      if (existing.has(lead.id)) continue;
      const strategy = STRATEGIES[lead.strategy];
      const [user] = await tx.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, nickname, language, invite_code, created_at)
         VALUES ($1, 'locked', $2, 'en', $3, $4) RETURNING id`,
        [`lead-${lead.strategy}@copy.invalid`, lead.name, `LEAD${lead.id}`, isoTime(from)],
      );
      const userId = (user as { id: number }).id;
      await tx.query(
        `INSERT INTO copy_leads (id, user_id, name, strategy, risk, currency_id, min_amount, max_amount, profit_share_rate, started_at, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [lead.id, userId, lead.name, lead.strategy, strategy.risk, usdt.id, lead.min, lead.max, lead.share, isoTime(from), index + 1],
      );
      await applyBalanceChanges(
        tx,
        [{ userId, account: 'contract', currencyId: usdt.id, available: lead.capital, frozen: '0', reason: 'lead_capital', type: 'deposit', reference: `copy_lead:${lead.id}` }],
        isoTime(from),
      );
      const pairs: ReplayPair[] = strategy.symbols.map((symbol) => {
        const pair = ctx.pair(symbol);
        return { symbol, contractSize: contractSizeOf(pair.base.code), priceDecimals: pair.spec.priceDecimals, bars: completedBars(feed, symbol, now, historyDays * 48 + strategy.bars + 48) };
      });
      const { feeRate, maintenanceRate } = ctx.config.contracts;
      const trades = historyDays > 0 ? replayStrategy(strategy, pairs, { capital: lead.capital, decimals: usdt.decimals, feeRate, maintenanceRate, from }) : [];
      await writeReplay(tx, { leadId: lead.id, userId, currencyId: usdt.id }, trades, ctx.config.contracts, (symbol) => feed.lastTick(symbol)?.source ?? 'simulator');
      const last = Math.max(0, ...pairs.map((pair) => pair.bars[pair.bars.length - 1]?.time ?? 0));
      await tx.query('UPDATE copy_leads SET decided_tick = $2 WHERE id = $1', [lead.id, last]);
    }
  });
  return db.query<LeadRow>('SELECT id, user_id, strategy FROM copy_leads ORDER BY sort');
}

/** The replayed trades as positions, ticks, signals and ledger entries, in a handful of statements. */
async function writeReplay(
  tx: Transaction,
  lead: { leadId: number; userId: number; currencyId: number },
  trades: readonly ReplayedTrade[],
  terms: { feeRate: Decimal; maintenanceRate: Decimal },
  /** Where the candles the trades were replayed on came from. */
  sourceOf: (symbol: string) => string,
): Promise<void> {
  if (trades.length === 0) return;
  const tick = (symbol: string, time: number, price: Decimal) => ({ symbol, time, price, units: 0, source: sourceOf(symbol), sourceTime: time });
  const ticks = trades.flatMap((trade) => [
    tick(trade.symbol, trade.openTime, trade.price),
    ...(trade.close ? [tick(trade.symbol, trade.close.time, trade.close.price)] : []),
  ]);
  await recordTicks(tx, ticks);
  const ids = await insertPositions(
    tx,
    trades.map((trade) => ({
      userId: lead.userId,
      symbol: trade.symbol,
      currencyId: lead.currencyId,
      side: trade.side,
      lots: trade.lots,
      multiple: trade.multiple,
      contractSize: trade.contractSize,
      feeRate: terms.feeRate,
      maintenanceRate: terms.maintenanceRate,
      price: trade.price,
      margin: trade.margin,
      fee: trade.fee,
      liquidationPrice: trade.liquidationPrice,
      stopLoss: trade.stopLoss,
      openTickTime: trade.openTime,
      openedAt: isoTime(trade.openTime),
      followId: null,
      mirrorOf: null,
      close: trade.close && { tickTime: trade.close.time, price: trade.close.price, reason: trade.close.reason, profit: trade.close.profit, payout: trade.close.payout, at: isoTime(trade.close.time) },
    })),
  );
  const column = <T>(pick: (trade: ReplayedTrade) => T) => trades.map(pick);
  // Nobody followed before the lead existed: nothing to mirror, nothing to close with them.
  await tx.query(
    `INSERT INTO copy_signals (position_id, lead_id, equity, mirrored, closed) SELECT id, $2, equity, true, closed FROM unnest($1::int[], $3::numeric[], $4::boolean[]) AS s(id, equity, closed)`,
    [ids, lead.leadId, column((trade) => trade.equity), column((trade) => trade.close !== null)],
  );
  // The ledger in time order, as the engine would have written it: margin and fee at the open, margin + P/L at the close.
  const moves: Array<BalanceChange & { at: string; time: number }> = [];
  trades.forEach((trade, index) => {
    const money = { id: ids[index] as number, userId: lead.userId, currencyId: lead.currencyId, margin: trade.margin, fee: trade.fee };
    const reference = `contract:${money.id}`;
    for (const change of openChanges(money)) moves.push({ ...change, reference, at: isoTime(trade.openTime), time: trade.openTime });
    if (trade.close) {
      const { time, payout, reason } = trade.close;
      for (const change of closeChanges(money, payout, reason)) moves.push({ ...change, at: isoTime(time), time });
    }
  });
  await applyChangesInBulk(tx, moves.sort((a, b) => a.time - b.time));
}

/**
 * The live strategies: on each shared tick, each lead whose strategy has something to do at the
 * tick's price locks its row and, if no process acted on this tick yet, opens or closes through
 * the contract engine. Resolves to how many positions it opened or closed.
 */
export function createLeadTrader(deps: { db: Database; ctx: TradingContext; feed: DrivenFeed; contracts: ContractsService; leads: readonly LeadRow[] }) {
  const { db, ctx, feed, contracts, leads } = deps;
  const leadUsers = leads.map((lead) => lead.user_id);

  const holdingsOf = (q: Queryable, userIds: readonly number[]) =>
    q.query<{ id: number; user_id: number; symbol: string; side: 'long' | 'short' }>(
      `SELECT id, user_id, symbol, side FROM lever_positions WHERE user_id = ANY($1::int[]) AND status = 'holding' AND follow_id IS NULL`,
      [userIds],
    );

  /** What `strategy` does on `tick` holding `side`; null when the pair has too little history yet. */
  const signalAt = (strategy: Strategy, tick: SharedTick, side: 'long' | 'short' | null) => {
    const bars = completedBars(feed, tick.symbol, tick.time, strategy.bars);
    if (bars.length < strategy.bars) return null;
    return strategy.signal(bars.map((bar) => Number(bar.close)), Number(tick.price), side);
  };

  async function act(tx: Transaction, lead: LeadRow, strategy: Strategy, ticks: readonly SharedTick[]): Promise<number> {
    let done = 0;
    const held = await holdingsOf(tx, [lead.user_id]);
    for (const tick of ticks) {
      const position = held.find((row) => row.symbol === tick.symbol);
      const signal = signalAt(strategy, tick, position?.side ?? null);
      if (position && signal === 'close') {
        await contracts.closeOnTick(tx, lead.user_id, position.id, tick);
        done += 1;
      } else if (!position && (signal === 'long' || signal === 'short')) {
        const pair = ctx.pair(tick.symbol);
        const [balance] = await tx.query<{ equity: Decimal }>(
          `SELECT trim_scale(available + frozen)::text AS equity FROM balances WHERE user_id = $1 AND account = 'contract' AND currency_id = $2`,
          [lead.user_id, pair.quote.id],
        );
        const equity = balance?.equity ?? '0';
        const lots = leadLots(strategy, equity, tick.price, contractSizeOf(pair.base.code));
        if (lots < 1) continue;
        const order = { symbol: tick.symbol, side: signal, lots, multiple: strategy.multiple, stopLoss: leadStopLoss(strategy, signal, tick.price, pair.spec.priceDecimals) };
        // A lead short of margin simply does not open (its savepoint keeps the round's other work).
        const id = await tx
          .query('SAVEPOINT lead_open')
          .then(() => contracts.openOnTick(tx, lead.user_id, order, tick))
          .catch(async () => {
            await tx.query('ROLLBACK TO SAVEPOINT lead_open');
            return null;
          });
        if (id === null) continue;
        await tx.query('INSERT INTO copy_signals (position_id, lead_id, equity) VALUES ($1, $2, $3)', [id, lead.id, equity]);
        done += 1;
      }
    }
    return done;
  }

  return async function trade(ticks: SharedTick[]): Promise<number> {
    if (leads.length === 0) return 0;
    const held = await holdingsOf(db, leadUsers);
    let done = 0;
    for (const lead of leads) {
      const strategy = STRATEGIES[lead.strategy];
      const mine = ticks.filter((tick) => strategy.symbols.includes(tick.symbol));
      const wanted = mine.filter((tick) => {
        const position = held.find((row) => row.user_id === lead.user_id && row.symbol === tick.symbol);
        const signal = signalAt(strategy, tick, position?.side ?? null);
        return position ? signal === 'close' : signal === 'long' || signal === 'short';
      });
      if (wanted.length === 0) continue;
      const newest = Math.max(...wanted.map((tick) => tick.time));
      done += await db.transaction(async (tx) => {
        const [row] = await tx.query<{ decided_tick: number }>('SELECT decided_tick::float8 AS decided_tick FROM copy_leads WHERE id = $1 FOR UPDATE', [lead.id]);
        if (!row || row.decided_tick >= newest) return 0;
        const acted = await act(tx, lead, strategy, wanted);
        await tx.query('UPDATE copy_leads SET decided_tick = $2 WHERE id = $1', [lead.id, newest]);
        return acted;
      });
    }
    return done;
  };
}
