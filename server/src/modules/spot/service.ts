import type { Hold, contract, Decimal, Page, ParsedRequestOf, SpotOrder, SpotPlaced } from '@h5/shared/contract';
import { isoTime } from '../../db/database';
import type { PageRequest } from '../../db/paging';
import { AppError, notFound } from '../../plugins/envelope';
import { applyBalanceChanges, type ChangeOfNewRow } from '../ledger/service';
import { createGroupCommit } from '../../db/group-commit';
import { checkPriceBand, checkPriceForm, checkQuantity, checkTotal, recordTicks, settleInBatches, tickArrays, type SharedTick, type TradingContext } from '../settlement/service';
import { cancelSpotOrder, claimCrossedSpotOrders, completeSpotOrders, writeMarketOrders, listSpotOrders, placeSpotOrder, type NewSpotOrder, spotOrderOwner, type SpotFilter, type WaitingSpotOrder, spotHolds } from './queries';
import { checkWorthIt, fillChanges, freezeChanges, heldBy, marketChanges, unfreezeChanges, type SpotOrderMoney } from './rules';
import { addDecimal, type SpotAmounts, spotAmounts, spotBuyByTotal, type SpotSide, subDecimal } from '@h5/shared/money';
import { checkStorable } from '../wallet/service';
import type { NewAccountEvent } from '../notification/service';

/** A quantity of the base currency, or (a market buy only) a total in the quote currency to spend, fee included: the contract checks which. */
export type SpotForm = ParsedRequestOf<typeof contract.spot.place>;

export interface SpotService {
  /** What the user's money held here is, why and until when (wallet/holds). */
  holds(userId: number): Promise<Hold[]>;
  /** A market order fills at once on the live tick; a limit order freezes what it needs and waits. */
  place(userId: number, form: SpotForm): Promise<SpotPlaced>;
  /** Cancels a waiting order of the user's and gives back what it held. */
  cancel(userId: number, id: number): Promise<void>;
  orders(userId: number, filter: SpotFilter, page: PageRequest): Promise<Page<SpotOrder>>;
  /** The job: fills the waiting limit orders these ticks cross, at their limit price. */
  fill(ticks: SharedTick[]): Promise<number>;
}

const insufficientSellable = () => new AppError('funds.insufficientSellable');

/** A buy short of quote is "Insufficient balance"; a sell short of base is "insufficient sellable balance". */
function shortOf(side: SpotSide, error: unknown): unknown {
  return side === 'sell' && error instanceof AppError && error.key === 'funds.insufficientBalance' ? insufficientSellable() : error;
}

const moneyOf = (order: WaitingSpotOrder): SpotOrderMoney => ({
  id: order.id,
  userId: order.user_id,
  side: order.side,
  baseId: order.base_currency_id,
  quoteId: order.quote_currency_id,
  quantity: order.quantity,
  amounts: spotAmountsOf(order),
});

/** The amounts a stored order was placed with (kept on the row, never recomputed). */
function spotAmountsOf(order: Pick<WaitingSpotOrder, 'side' | 'amount' | 'fee'>): SpotAmounts {
  const quoteTotal = order.side === 'buy' ? addDecimal(order.amount, order.fee) : subDecimal(order.amount, order.fee);
  return { amount: order.amount, fee: order.fee, quoteTotal };
}

/** What a filled order tells its user. */
const filledEvent = (order: Pick<WaitingSpotOrder, 'id' | 'user_id' | 'symbol' | 'side' | 'price' | 'quantity' | 'fee'>, type: 'market' | 'limit', tickTime: number): NewAccountEvent => ({
  userId: order.user_id,
  kind: 'spot.filled',
  ref: order.id,
  data: { symbol: order.symbol, side: order.side, type, price: order.price, quantity: order.quantity, fee: order.fee, tick_time: tickTime },
});

/** A market order ready to write: its row, the balance changes it makes and what it tells its user. */
export interface MarketFill {
  order: NewSpotOrder;
  changes: ChangeOfNewRow[];
  /** Its `ref` is the order's id, once written. */
  event: Omit<NewAccountEvent, 'ref'>;
}

/**
 * One group written at a time: everything that arrives meanwhile makes the next group. Measured
 * on the 2 cores (orders bench, 8 clients), a group as one statement: one at a time 1 747-1 926
 * orders/s, two 1 391-1 597 (smaller groups; a second only once four wait: 1 739).
 */
const FILL_GROUPS_AT_ONCE = 1;
const FILL_GROUP_SIZE = 64;
/**
 * Right after a group, the next waits up to this long for as many orders as it held (db/group-commit).
 * Measured with sessions remembered per process (orders bench, 8 clients, three interleaved rounds
 * of 15 s): none 1 592 / 1 190 / 1 308 orders/s, this 1 782 / 1 674 / 1 507; either alone gained
 * nothing beyond the noise (the lone write of a client back before the others is what it saves,
 * and a session's lookup kept the others back longer than this).
 */
const FILL_LINGER_MS = 1;

export function createSpotService(ctx: TradingContext): SpotService {
  const { db, clock, config, notifier } = ctx;

  // Market orders under load share a statement (db/group-commit): one round trip and one commit
  // for many fills. A lone one goes the way that answers every case itself (a first balance, a
  // short one): through the one statement it gained nothing on PostgreSQL (1 897 against 1 835
  // orders/s, within the noise) and cost PGlite, which plans every statement anew, 20 % (318 against 393).
  const marketFills = createGroupCommit<MarketFill, number>({
    key: (fill) => fill.order.userId,
    concurrency: FILL_GROUPS_AT_ONCE,
    maxSize: FILL_GROUP_SIZE,
    linger: FILL_LINGER_MS,
    async single(fill) {
      const id = await placeSpotOrder(db, fill.order, fill.changes);
      await notifier.recordCommitted(db, [{ ...fill.event, ref: id }]);
      return id;
    },
    async group(fills) {
      const written = await writeMarketOrders(db, fills.map((fill) => fill.order), fills.flatMap((fill) => fill.changes), fills.map((fill) => fill.event), (fills[0] as MarketFill).order.at);
      notifier.push(written.events);
      return written.ids;
    },
  });

  return {
    holds: (userId) => spotHolds(db, userId),
    async place(userId, form) {
      const pair = ctx.pair(form.symbol);
      if (form.total !== undefined) checkTotal(pair, form.total);
      else checkQuantity(pair, form.quantity as Decimal);
      const limit = form.type === 'limit';
      if (limit) {
        if (form.price === undefined) throw new AppError('trade.priceRequired');
        checkPriceForm(pair, form.price);
        checkPriceBand(pair, form.price, ctx.livePrice(pair.symbol).price);
      }
      const tick = limit ? null : await ctx.liveTick(pair.symbol);
      const price = tick ? tick.price : (form.price as Decimal);
      // By total: the kernel's formula the form shows, at the tick it fills on.
      const byTotal = form.total === undefined ? null : spotBuyByTotal(form.total, price, config.spotFeeRate, pair.spec.amountDecimals, pair.quote.decimals);
      const quantity = byTotal ? byTotal.quantity : (form.quantity as Decimal);
      const amounts = byTotal ?? spotAmounts(form.side, price, quantity, config.spotFeeRate, pair.quote.decimals);
      // A quantity its own column holds can still be worth more than the amount column holds.
      checkStorable(amounts.amount, pair.quote.decimals, pair.quote.code);
      checkWorthIt(amounts);
      const at = isoTime(clock.now());
      const money = { userId, side: form.side, baseId: pair.base.id, quoteId: pair.quote.id, quantity, amounts };
      const order = {
        userId,
        symbol: pair.symbol,
        baseId: pair.base.id,
        quoteId: pair.quote.id,
        side: form.side,
        type: form.type,
        price,
        quantity,
        amount: amounts.amount,
        fee: amounts.fee,
        frozen: limit ? heldBy(money).amount : '0',
        tickTime: tick ? tick.time : null,
        at,
      };
      let id: number;
      try {
        id = tick
          ? await marketFills.submit({ order, changes: marketChanges(money), event: filledEvent({ id: 0, user_id: userId, ...order }, 'market', tick.time) })
          : await placeSpotOrder(db, order, freezeChanges(money));
      } catch (error) {
        throw shortOf(form.side, error);
      }
      return {
        id,
        symbol: pair.symbol,
        side: form.side,
        type: form.type,
        status: tick ? 'completed' : 'waiting',
        price,
        quantity,
        amount: amounts.amount,
        fee: amounts.fee,
        fee_currency: pair.quote.code,
        tick_time: tick ? tick.time : null,
      };
    },

    async cancel(userId, id) {
      const at = isoTime(clock.now());
      const cancelled = await db.transaction(async (tx) => {
        const order = await cancelSpotOrder(tx, userId, id, at);
        if (!order) return false;
        const held = heldBy(moneyOf(order));
        await applyBalanceChanges(tx, unfreezeChanges({ id: order.id, userId, side: order.side, currencyId: held.currencyId, held: held.amount }), at);
        const data = { symbol: order.symbol, side: order.side, price: order.price, quantity: order.quantity };
        await notifier.record(tx, [{ userId, kind: 'spot.cancelled', ref: order.id, data }]);
        return true;
      });
      if (cancelled) return;
      // Someone else's order is answered as if it did not exist.
      if ((await spotOrderOwner(db, id)) !== userId) throw notFound();
      throw new AppError('trade.orderNotWaiting');
    },

    orders: (userId, filter, page) => listSpotOrders(db, userId, filter, page),

    fill(ticks) {
      const arrays = tickArrays(ticks);
      const bySymbol = new Map(ticks.map((tick) => [tick.symbol, tick]));
      return settleInBatches(
        db,
        (tx, limitRows) => claimCrossedSpotOrders(tx, arrays, limitRows),
        async (tx, orders) => {
          const at = isoTime(clock.now());
          const used = [...new Set(orders.map((order) => order.symbol))].map((symbol) => bySymbol.get(symbol) as SharedTick);
          await recordTicks(tx, used);
          await completeSpotOrders(tx, orders, at);
          await applyBalanceChanges(tx, orders.flatMap((order) => fillChanges(moneyOf(order))), at);
          await notifier.record(tx, orders.map((order) => filledEvent(order, 'limit', order.tick_time)));
        },
      );
    },
  };
}
