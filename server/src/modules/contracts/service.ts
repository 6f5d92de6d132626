import type { Hold, contract, Decimal, ContractsConfig, Position, Page, ParsedRequestOf, PositionPlaced } from '@h5/shared/contract';
import { isoTime, type IsoTime, type Queryable, type Transaction } from '../../db/database';
import type { NewAccountEvent } from '../notification/service';
import type { PageRequest } from '../../db/paging';
import { AppError, notFound } from '../../plugins/envelope';
import { applyBalanceChanges } from '../ledger/service';
import { checkPriceBand, checkPriceForm, recordTicks, settleInBatches, tickArrays, type SharedTick, type TradePair, type TradingContext } from '../settlement/service';
import { checkStorable, findBalance } from '../wallet/service';
import { cancelPosition, claimReachedPositions, claimTriggeredPositions, closePositions, listPositions, lockOwnPosition, openPositions, placePosition, setStops, type Closing, type PositionRow, positionHolds } from './queries';
import { cancelChanges, checkStops, closeChanges, contractSizeOf, feeChanges, freezeChanges, openChanges, triggerAt, type CloseReason } from './rules';
import { feeOf, liquidationPrice, marginOf, payoutOf, positionValue, type PositionTerms, profitAndLoss, subDecimal } from '@h5/shared/money';

/** What the copy-trading module builds on: the engine's rules and its bulk writes (a lead's replayed record, mirrors). */
export { closeChanges, contractSizeOf, openChanges, triggerAt, type CloseReason } from './rules';
export { closePositions, insertPositions, type BulkPosition } from './queries';

export type ContractForm = ParsedRequestOf<typeof contract.contracts.open>;
export type StopForm = ParsedRequestOf<typeof contract.contracts.setStop>;

export interface ContractsService {
  /** What the user's money held here is, why and until when (wallet/holds). */
  holds(userId: number): Promise<Hold[]>;
  /** Multiples, contract size, rates and the contract account's USDT for the pair. */
  config(userId: number, symbol: string): Promise<ContractsConfig>;
  /** A market position opens at once on the live tick; a limit one holds margin and fee and waits for its price. */
  submit(userId: number, form: ContractForm): Promise<PositionPlaced>;
  positions(userId: number, status: Position['status'] | undefined, page: PageRequest): Promise<Page<Position>>;
  /** Closes a holding position on the live tick, or cancels a waiting one and gives back what it held. */
  close(userId: number, id: number): Promise<void>;
  /** Replaces a holding position's take-profit and stop-loss (one left out is cleared). */
  setStops(userId: number, form: StopForm): Promise<void>;
  /** The job: opens the waiting positions these ticks reach, then closes the holding ones whose TP, SL or liquidation price they reach. */
  settle(ticks: SharedTick[]): Promise<number>;
  /**
   * For a job deciding inside its own transaction (a lead's strategy): opens a market position on
   * `tick` (recorded) and closes a holding one on it, as `submit` and `close` do.
   */
  openOnTick(tx: Transaction, userId: number, order: MarketOrder, tick: SharedTick): Promise<number>;
  closeOnTick(tx: Transaction, userId: number, id: number, tick: SharedTick): Promise<void>;
}

/** A market position a job opens: its size, multiple and stop-loss. */
export interface MarketOrder {
  symbol: string;
  side: PositionTerms['side'];
  lots: number;
  multiple: number;
  stopLoss: Decimal | null;
}

const moneyOf = (row: PositionRow) => ({ id: row.id, userId: row.user_id, currencyId: row.currency_id, margin: row.margin, fee: row.fee });

/** A holding position closed at `tick`: margin + P/L comes back, never below zero. */
function closingAt(row: PositionRow, tick: { time: number; price: Decimal }, reason: CloseReason, usdtDecimals: number): Closing {
  const payout = payoutOf(row.margin, profitAndLoss({ side: row.side, lots: row.lots, contractSize: row.contract_size }, row.price, tick.price), usdtDecimals);
  return { id: row.id, tickTime: tick.time, price: tick.price, reason, payout, profit: subDecimal(payout, row.margin) };
}

/** What a position that opened tells its user. */
const openedEvent = (row: Pick<PositionRow, 'id' | 'user_id' | 'symbol' | 'side' | 'lots' | 'price' | 'margin'>, tickTime: number): NewAccountEvent => ({
  userId: row.user_id,
  kind: 'position.opened',
  ref: row.id,
  data: { symbol: row.symbol, side: row.side, lots: row.lots, price: row.price, margin: row.margin, tick_time: tickTime },
});

export function createContractsService(ctx: TradingContext): ContractsService {
  const { db, clock, notifier } = ctx;
  const { multiples, feeRate, maintenanceRate } = ctx.config.contracts;

  function termsFor(pair: TradePair, form: ContractForm): PositionTerms & { lots: number; multiple: number } {
    const multiple = Number(form.multiple);
    if (!multiples.includes(multiple)) throw new AppError('validation.multipleInvalid');
    return { side: form.side, lots: Number(form.lots), contractSize: contractSizeOf(pair.base.code), multiple, feeRate, maintenanceRate };
  }

  /** The price a new position opens at: the live tick (market, recorded) or its limit price. */
  async function openingPrice(pair: TradePair, form: ContractForm): Promise<{ price: Decimal; tick: SharedTick | null }> {
    if (form.type === 'market') {
      const tick = await ctx.liveTick(pair.symbol);
      return { price: tick.price, tick };
    }
    if (form.price === undefined) throw new AppError('trade.priceRequired');
    checkPriceForm(pair, form.price);
    checkPriceBand(pair, form.price, ctx.livePrice(pair.symbol).price);
    return { price: form.price, tick: null };
  }

  /** Take-profit and stop-loss in the pair's price form, on the right side of `reference`. */
  function checkedStops(pair: TradePair, side: PositionTerms['side'], reference: Decimal, form: { take_profit?: Decimal | undefined; stop_loss?: Decimal | undefined }) {
    const takeProfit = form.take_profit ?? null;
    const stopLoss = form.stop_loss ?? null;
    for (const level of [takeProfit, stopLoss]) if (level !== null) checkPriceForm(pair, level);
    checkStops(side, reference, takeProfit, stopLoss);
    return { takeProfit, stopLoss };
  }

  /** Cancels a waiting position (inside `tx`, locked): margin and fee go back to available, and its user is told. */
  async function cancel(tx: Transaction, row: PositionRow, at: IsoTime): Promise<void> {
    await cancelPosition(tx, row.id, at);
    await applyBalanceChanges(tx, cancelChanges(moneyOf(row)), at);
    await notifier.record(tx, [
      {
        userId: row.user_id,
        kind: 'position.cancelled',
        ref: row.id,
        data: { symbol: row.symbol, side: row.side, lots: row.lots, price: row.price, margin: row.margin, fee: row.fee },
      },
    ]);
  }

  /** Closes holding positions (inside `tx`, locked) and pays each its margin + P/L. */
  async function closeHolding(tx: Transaction, rows: ReadonlyArray<{ row: PositionRow; closing: Closing }>, at: IsoTime): Promise<void> {
    await closePositions(tx, rows.map((entry) => entry.closing), at);
    await applyBalanceChanges(tx, rows.flatMap((entry) => closeChanges(moneyOf(entry.row), entry.closing.payout, entry.closing.reason)), at);
    await notifier.record(
      tx,
      rows.map(({ row, closing }) => ({
        userId: row.user_id,
        kind: 'position.closed',
        ref: row.id,
        data: { symbol: row.symbol, side: row.side, reason: closing.reason, price: closing.price, profit: closing.profit, tick_time: closing.tickTime },
      })),
    );
  }

  /** Inserts a position at `price` (open at once on `tick`, or waiting for its limit) with its ledger moves. */
  async function place(
    q: Queryable,
    userId: number,
    pair: TradePair,
    terms: PositionTerms & { lots: number; multiple: number; type: ContractForm['type'] },
    price: Decimal,
    stops: { takeProfit: Decimal | null; stopLoss: Decimal | null },
    tick: SharedTick | null,
  ) {
    const usdt = pair.quote.decimals;
    checkStorable(positionValue(terms, price), usdt, pair.quote.code);
    const margin = marginOf(terms, price, usdt);
    const fee = feeOf(terms, price, usdt);
    const at = isoTime(clock.now());
    const money = { userId, currencyId: pair.quote.id, margin, fee };
    const position = {
      userId,
      symbol: pair.symbol,
      currencyId: pair.quote.id,
      ...terms,
      price,
      margin,
      fee,
      liquidationPrice: liquidationPrice(terms, price, margin, pair.spec.priceDecimals),
      ...stops,
      openTickTime: tick ? tick.time : null,
      at,
    };
    const id = await placePosition(q, position, tick ? openChanges(money) : freezeChanges(money));
    return { id, position };
  }

  return {
    holds: (userId) => positionHolds(db, userId),
    async config(userId, symbol) {
      const pair = ctx.pair(symbol);
      const balance = await findBalance(db, userId, 'contract', pair.quote.id);
      return {
        symbol: pair.symbol,
        multiples,
        contract_size: contractSizeOf(pair.base.code),
        fee_rate: feeRate,
        maintenance_rate: maintenanceRate,
        balance: balance?.available ?? '0',
      };
    },

    async submit(userId, form) {
      const pair = ctx.pair(form.symbol);
      const terms = termsFor(pair, form);
      const { price, tick } = await openingPrice(pair, form);
      const stops = checkedStops(pair, form.side, price, form);
      const { id, position } = await place(db, userId, pair, { ...terms, type: form.type }, price, stops, tick);
      if (tick) await notifier.recordCommitted(db, [openedEvent({ id, user_id: userId, symbol: pair.symbol, side: form.side, lots: terms.lots, price, margin: position.margin }, tick.time)]);
      const { margin, fee } = position;
      return {
        id,
        symbol: pair.symbol,
        side: form.side,
        status: tick ? 'holding' : 'waiting',
        price,
        lots: terms.lots,
        multiple: terms.multiple,
        margin,
        fee,
        liquidation_price: position.liquidationPrice,
        tick_time: tick ? tick.time : null,
      };
    },

    positions: (userId, status, page) => listPositions(db, userId, status, page),

    async openOnTick(tx, userId, order, tick) {
      const pair = ctx.pair(order.symbol);
      const terms = { side: order.side, lots: order.lots, multiple: order.multiple, contractSize: contractSizeOf(pair.base.code), feeRate, maintenanceRate, type: 'market' as const };
      const stops = checkedStops(pair, order.side, tick.price, { stop_loss: order.stopLoss ?? undefined });
      await recordTicks(tx, [tick]);
      const { id, position } = await place(tx, userId, pair, terms, tick.price, stops, tick);
      await notifier.record(tx, [openedEvent({ id, user_id: userId, symbol: pair.symbol, side: order.side, lots: order.lots, price: tick.price, margin: position.margin }, tick.time)]);
      return id;
    },

    async closeOnTick(tx, userId, id, tick) {
      const row = await lockOwnPosition(tx, userId, id);
      if (row?.status !== 'holding') return;
      await recordTicks(tx, [tick]);
      await closeHolding(tx, [{ row, closing: closingAt(row, tick, 'manual', ctx.pair(row.symbol).quote.decimals) }], isoTime(clock.now()));
    },

    async close(userId, id) {
      await db.transaction(async (tx) => {
        const row = await lockOwnPosition(tx, userId, id);
        if (!row) throw notFound();
        const at = isoTime(clock.now());
        if (row.status === 'waiting') return cancel(tx, row, at);
        if (row.status !== 'holding') throw new AppError('trade.positionNotOpen');
        const tick = ctx.tradePrice(row.symbol);
        await recordTicks(tx, [tick]);
        return closeHolding(tx, [{ row, closing: closingAt(row, tick, 'manual', ctx.pair(row.symbol).quote.decimals) }], at);
      });
    },

    async setStops(userId, form) {
      await db.transaction(async (tx) => {
        const row = await lockOwnPosition(tx, userId, Number(form.id));
        if (!row) throw notFound();
        if (row.status !== 'holding') throw new AppError('trade.positionNotHolding');
        // Checked against the live price: a level the price has already passed would fire at once.
        const stops = checkedStops(ctx.pair(row.symbol), row.side, ctx.livePrice(row.symbol).price, form);
        await setStops(tx, row.id, stops.takeProfit, stops.stopLoss);
      });
    },

    async settle(ticks) {
      const arrays = tickArrays(ticks);
      const bySymbol = new Map(ticks.map((tick) => [tick.symbol, tick]));
      const usedBy = (rows: readonly PositionRow[]) => [...new Set(rows.map((row) => row.symbol))].map((symbol) => bySymbol.get(symbol) as SharedTick);

      const opened = await settleInBatches(
        db,
        (tx, limit) => claimReachedPositions(tx, arrays, limit),
        async (tx, rows) => {
          const at = isoTime(clock.now());
          await recordTicks(tx, usedBy(rows));
          await openPositions(tx, rows, at);
          await applyBalanceChanges(tx, rows.flatMap((row) => feeChanges(moneyOf(row))), at);
          await notifier.record(tx, rows.map((row) => openedEvent(row, row.tick_time)));
        },
      );
      const closed = await settleInBatches(
        db,
        (tx, limit) => claimTriggeredPositions(tx, arrays, limit),
        async (tx, rows) => {
          const at = isoTime(clock.now());
          await recordTicks(tx, usedBy(rows));
          const closings = rows.map((row) => {
            const reason = triggerAt(row, row.tick_price);
            // The claim's SQL and triggerAt state the same levels; a row one reaches and the other not is a bug.
            if (!reason) throw new Error(`contract position ${row.id} was claimed at ${row.tick_price} but reaches no level`);
            return { row, closing: closingAt(row, { time: row.tick_time, price: row.tick_price }, reason, ctx.pair(row.symbol).quote.decimals) };
          });
          await closeHolding(tx, closings, at);
        },
      );
      return opened + closed;
    },
  };
}
