import type { Hold, contract, OptionOrder, OptionPlaced, OptionTerm, Page, ParsedRequestOf } from '@h5/shared/contract';
import { isoTime } from '../../db/database';
import type { PageRequest } from '../../db/paging';
import { notLoggedIn, refusal } from '../../plugins/envelope';
import { applyBalanceChanges, insufficientBalance } from '../ledger/service';
import { notVerified } from '../security/service';
import { recordTicks, settleInBatches, tickArrays, type CurrencyInfo, type SharedTick, type TradingContext } from '../settlement/service';
import { findUserById } from '../user/service';
import { findBalance } from '../wallet/service';
import { claimDueOptions, deliverOptions, findOptionTerm, listOptionOrders, listOptionTerms, placeOptionOrder, optionHolds } from './queries';
import { checkStake, PAYABLE_CURRENCIES, settleChange, stakeChange } from './rules';
import { compareDecimal, optionOutcome } from '@h5/shared/money';

/** `seconds` and `currency_id` are positive whole numbers as text (the contract's schema has checked them). */
export type OptionForm = ParsedRequestOf<typeof contract.option.place>;

export interface OptionService {
  /** What the user's money held here is, why and until when (wallet/holds). */
  holds(userId: number): Promise<Hold[]>;
  terms(): Promise<OptionTerm[]>;
  currencies(): Array<{ currency_id: number; currency: string }>;
  /** Buys an option on the live tick (recorded): the stake leaves the option account at once. */
  submit(userId: number, form: OptionForm): Promise<OptionPlaced>;
  orders(userId: number, status: OptionOrder['status'] | undefined, page: PageRequest): Promise<Page<OptionOrder>>;
  /** The job: delivers every waiting option whose delivery time these ticks have reached, on the tick of its symbol. */
  settle(ticks: SharedTick[]): Promise<number>;
}

export function createOptionService(ctx: TradingContext): OptionService {
  const { db, clock, notifier } = ctx;
  const known = (currency: CurrencyInfo | undefined, name: string | number): CurrencyInfo => {
    if (!currency) throw new Error(`currency ${name} is missing (add it by migration)`);
    return currency;
  };
  const payable = PAYABLE_CURRENCIES.map((code) => known(ctx.currencyByCode(code), code));

  return {
    holds: (userId) => optionHolds(db, userId),
    terms: () => listOptionTerms(db),

    currencies: () => payable.map((currency) => ({ currency_id: currency.id, currency: currency.code })),

    async submit(userId, form) {
      const pair = ctx.pair(form.symbol);
      const term = await findOptionTerm(db, Number(form.seconds));
      if (!term) throw refusal('trade.optionTimeUnknown');
      const currency = payable.find((candidate) => candidate.id === Number(form.currency_id));
      if (!currency) throw refusal('trade.optionCurrencyUnknown');
      checkStake(form.amount, term.min_amount, currency);
      const user = await findUserById(db, userId);
      if (!user) throw notLoggedIn();
      if (user.verification !== 'verified') throw notVerified();
      // Checked before the tick is taken, so a refused purchase records nothing; the ledger checks again.
      const balance = await findBalance(db, userId, 'option', currency.id);
      if (compareDecimal(balance?.available ?? '0', form.amount) < 0) throw insufficientBalance();

      const tick = await ctx.liveTick(pair.symbol);
      const now = clock.now();
      const order = {
        userId,
        symbol: pair.symbol,
        direction: form.direction,
        seconds: term.seconds,
        currencyId: currency.id,
        amount: form.amount,
        payoutRate: term.payout_rate,
        purchaseTickTime: tick.time,
        purchasePrice: tick.price,
        deliversAtMs: now + term.seconds * 1000,
        at: isoTime(now),
      };
      const id = await placeOptionOrder(db, order, stakeChange(order));
      return {
        id,
        symbol: pair.symbol,
        direction: form.direction,
        amount: form.amount,
        currency: currency.code,
        purchase_price: tick.price,
        tick_time: tick.time,
        delivers_at: isoTime(order.deliversAtMs),
      };
    },

    orders: (userId, status, page) => listOptionOrders(db, userId, status, page),

    settle(ticks) {
      const arrays = tickArrays(ticks);
      const bySymbol = new Map(ticks.map((tick) => [tick.symbol, tick]));
      return settleInBatches(db, (tx, limit) => claimDueOptions(tx, arrays, limit), async (tx, orders) => {
        const at = isoTime(clock.now());
        const used = [...new Set(orders.map((order) => order.symbol))].map((symbol) => bySymbol.get(symbol) as SharedTick);
        const delivered = orders.map((order) => ({
          order,
          outcome: optionOutcome(
            { direction: order.direction, amount: order.amount, payoutRate: order.payout_rate, purchasePrice: order.purchase_price },
            order.tick_price,
            known(ctx.currency(order.currency_id), order.currency_id).decimals,
          ),
        }));
        await recordTicks(tx, used);
        await deliverOptions(tx, delivered, at);
        const ledger = delivered.map(({ order, outcome }) => settleChange({ id: order.id, userId: order.user_id, currencyId: order.currency_id }, outcome.payout));
        await applyBalanceChanges(tx, ledger, at);
        await notifier.record(
          tx,
          delivered.map(({ order, outcome }) => ({
            userId: order.user_id,
            kind: 'option.delivered',
            ref: order.id,
            data: {
              symbol: order.symbol,
              direction: order.direction,
              outcome: outcome.result,
              currency: known(ctx.currency(order.currency_id), order.currency_id).code,
              amount: order.amount,
              payout: outcome.payout,
              purchase_price: order.purchase_price,
              price: order.tick_price,
              tick_time: order.tick_time,
            },
          })),
        );
      });
    },
  };
}
