import type { Hold, contract, Decimal, Page, ParsedRequestOf, TrustConfig, TrustOrder, TrustOrderStatus, TrustProduct, TrustReport, TrustStatement } from '@h5/shared/contract';
import { DAY_MS } from '@h5/shared/constants';
import { limitText } from '@h5/shared/form/amount';
import { compareDecimal, subDecimal, trustAmountRule, trustQuote, trustRedemption } from '@h5/shared/money';
import { isoTime, type Database, type IsoTime, type Queryable, type Transaction } from '../../db/database';
import type { PageRequest } from '../../db/paging';
import type { Clock } from '../../lib/clock';
import { AppError, notFound, refusal } from '../../plugins/envelope';
import { applyBalanceChanges, insufficientBalance } from '../ledger/service';
import type { Notifier } from '../notification/service';
import { checkOpsAmount, fieldRefusal, opsTimeOf } from '../ops/service';
import { checkAmount, findBalance, findCurrency } from '../wallet/service';
import {
  boughtBy,
  claimDueOrders,
  findTrustOrder,
  insertTrustOrder,
  insertTrustProduct,
  listOpsTrustProducts,
  listStatementLines,
  listTrustOrders,
  listTrustProducts,
  lockTrustProduct,
  markRedeemed,
  payDueDividends,
  setTrustProductStatus,
  trustReport,
  type NewTrustProduct,
  type OpsTrustProduct,
  type TrustOrderRow,
  trustHolds,
} from './queries';

/** Orders a dividend transaction pays at most: large enough for 100 000 orders in a few statements. */
export const DIVIDEND_BATCH = 20_000;

export type TrustPurchase = ParsedRequestOf<typeof contract.trust.buy>;

export interface TrustService {
  /** What the user's money held here is, why and until when (wallet/holds). */
  holds(userId: number): Promise<Hold[]>;
  products(): Promise<TrustProduct[]>;
  config(): TrustConfig;
  /** Buys from the trust account; refused (nothing changed) when closed, not open, out of quota or not covered. */
  buy(userId: number, form: TrustPurchase): Promise<TrustOrder>;
  orders(userId: number, status: TrustOrderStatus | undefined, page: PageRequest): Promise<Page<TrustOrder>>;
  /** Ends an escrow order early: its due dividends paid first, then the principal back less the penalty. */
  redeem(userId: number, id: number): Promise<TrustOrder>;
  statement(userId: number, id: number): Promise<TrustStatement>;
  report(userId: number): Promise<TrustReport>;
  /** The scheduler's job: every dividend and maturity due by the calendar, once; how many orders it paid. */
  payDividends(): Promise<number>;
  /** Ops: products as they are, created (every figure checked, refused naming what is wrong), opened and closed. */
  desk: {
    list(): Promise<OpsTrustProduct[]>;
    create(form: TrustProductForm): Promise<{ id: number; status: string }>;
    setStatus(id: number, status: 'open' | 'closed'): Promise<{ id: number; status: string }>;
  };
}

/** A product as the back office sends it: every value as typed (`ops trust create`). */
export interface TrustProductForm {
  name: string;
  currency_id: string;
  cycle_days: string;
  min_amount: string;
  max_amount: string;
  user_quota: string;
  total_quota: string;
  daily_rate: string;
  penalty_ratio: string;
  /** HH:MM, UTC; 00:00 when left out. */
  dividend_time?: string | undefined;
  /** ISO 8601; left out, the product opens at once. */
  opens_at?: string | undefined;
}

/** The longest name and cycle a product may have (a cycle's end must stay a date the database can hold). */
export const TRUST_PRODUCT_LIMITS = { nameLength: 40, cycleDays: 3650 } as const;

/**
 * The product a back-office form describes, or the refusal naming what is wrong: the amounts in
 * the currency's places and within what a column stores (the kernel's amount rule), then the
 * relations between them (min <= max, each quota >= min, the total quota >= the per-user one)
 * and the dates, so the database's CHECKs are never what refuses.
 */
export async function trustProductOf(db: Queryable, form: TrustProductForm, now: number): Promise<NewTrustProduct> {
  const name = form.name.trim();
  if (name.length > TRUST_PRODUCT_LIMITS.nameLength) throw fieldRefusal('name', { key: 'ops.nameInvalid', values: { max: TRUST_PRODUCT_LIMITS.nameLength } });
  const cycle = /^[1-9]\d{0,8}$/.test(form.cycle_days.trim()) ? Number(form.cycle_days.trim()) : 0;
  if (cycle < 1 || cycle > TRUST_PRODUCT_LIMITS.cycleDays) throw fieldRefusal('cycle_days', { key: 'ops.cycleInvalid', values: { max: TRUST_PRODUCT_LIMITS.cycleDays } });
  const currency = await findCurrency(db, form.currency_id).catch((error: unknown) => {
    throw error instanceof AppError ? fieldRefusal('currency_id', { key: 'airdropClaim.coinUnknown' }) : error;
  });
  const rule = { currency: currency.code, decimals: currency.decimals };
  const amounts = { min_amount: form.min_amount.trim(), max_amount: form.max_amount.trim(), user_quota: form.user_quota.trim(), total_quota: form.total_quota.trim() };
  for (const [field, amount] of Object.entries(amounts)) checkOpsAmount(field, amount, rule);
  const { min_amount: min, max_amount: max, user_quota: userQuota, total_quota: totalQuota } = amounts;
  const money = (value: Decimal) => limitText(value, rule);
  if (compareDecimal(max, min) < 0) throw refusal('ops.maxBelowMin', { vars: { max: money(max), min: money(min) } });
  if (compareDecimal(userQuota, min) < 0) throw refusal('ops.userQuotaBelowMin', { vars: { quota: money(userQuota), min: money(min) } });
  if (compareDecimal(totalQuota, min) < 0) throw refusal('ops.totalQuotaBelowMin', { vars: { quota: money(totalQuota), min: money(min) } });
  if (compareDecimal(totalQuota, userQuota) < 0) throw refusal('ops.totalQuotaBelowUserQuota', { vars: { total: money(totalQuota), quota: money(userQuota) } });
  const opensAt = form.opens_at === undefined ? null : opsTimeOf(form.opens_at.trim());
  if (opensAt !== null && opensAt <= now) throw refusal('ops.opensInPast');
  const [hours, minutes] = (form.dividend_time ?? '00:00').split(':').map(Number) as [number, number];
  return {
    name,
    currency_id: currency.id,
    cycle_days: cycle,
    min_amount: min,
    max_amount: max,
    user_quota: userQuota,
    total_quota: totalQuota,
    daily_rate: form.daily_rate,
    penalty_ratio: form.penalty_ratio,
    dividend_minute: hours * 60 + minutes,
    opens_at: opensAt === null ? null : isoTime(opensAt),
  };
}

/** The order as the contract sends it: in escrow, what redeeming it now would cost (the kernel's formula). */
function orderOf(row: TrustOrderRow): TrustOrder {
  const { user_id: _user, currency_id: _currency, ...order } = row;
  if (row.status !== 'escrow') return order;
  return { ...order, ...trustRedemption(row.amount, row, row.remaining_days, row.decimals) };
}

export function createTrustService(deps: { db: Database; calendar: Clock; notifier: Notifier }): TrustService {
  const { db, calendar, notifier } = deps;
  const now = () => isoTime(calendar.now());

  /** Pays what is due on the locked orders `ids`; their events go out once this commits. How many events. */
  async function payDue(tx: Transaction, ids: readonly number[], at: IsoTime): Promise<number> {
    const events = await payDueDividends(tx, ids, at);
    tx.afterCommit(() => notifier.push(events));
    return events.length;
  }

  async function mine(userId: number, id: number): Promise<TrustOrderRow> {
    const row = await findTrustOrder(db, userId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    holds: (userId) => trustHolds(db, userId),
    products: () => listTrustProducts(db, now()),

    config: () => ({ now: calendar.now(), time_zone: 'UTC' }),

    async buy(userId, form) {
      const purchasedAt = calendar.now();
      const at = isoTime(purchasedAt);
      const id = await db.transaction(async (tx) => {
        const product = await lockTrustProduct(tx, Number(form.product_id), at);
        if (!product) throw refusal('trust.productUnknown');
        if (product.closed) throw refusal('trust.productClosed');
        if (product.status === 'soon') throw refusal('trust.productNotOpen');
        const money = (value: Decimal) => limitText(value, product);
        checkAmount(form.amount, trustAmountRule(product));
        const left = subDecimal(product.total_quota, product.sold);
        if (compareDecimal(form.amount, left) > 0) throw refusal('trust.totalQuota', { vars: { left: money(left) } });
        const mayBuy = subDecimal(product.user_quota, await boughtBy(tx, product.id, userId));
        if (compareDecimal(form.amount, mayBuy) > 0) throw refusal('trust.userQuota', { vars: { left: money(mayBuy) } });
        const balance = await findBalance(tx, userId, 'trust', product.currency_id);
        if (compareDecimal(balance?.available ?? '0', form.amount) < 0) throw insufficientBalance();

        const quote = trustQuote(form.amount, product, product.decimals, purchasedAt);
        const orderId = await insertTrustOrder(tx, { userId, product, amount: form.amount, dailyIncome: quote.daily, valueAt: isoTime(quote.valueAt), at });
        await applyBalanceChanges(
          tx,
          [{ userId, account: 'trust', currencyId: product.currency_id, available: `-${form.amount}`, frozen: '0', reason: 'trust_purchase', type: 'trust_purchase', reference: `trust:${orderId}` }],
          at,
        );
        return orderId;
      });
      return orderOf(await mine(userId, id));
    },

    async orders(userId, status, page) {
      const rows = await listTrustOrders(db, userId, status, page);
      return { ...rows, list: rows.list.map(orderOf) };
    },

    async redeem(userId, id) {
      await db.transaction(async (tx) => {
        const locked = await findTrustOrder(tx, userId, id, true);
        if (!locked) throw notFound();
        if (locked.status !== 'escrow') throw refusal('trust.notInEscrow');
        const at = now();
        // Days already due are the user's: paid before the remaining days are counted.
        const paid = await payDue(tx, [id], at);
        const order = paid > 0 ? await findTrustOrder(tx, userId, id) : locked;
        if (!order || order.status !== 'escrow') return;
        const { penalty, refund } = trustRedemption(order.amount, order, order.remaining_days, order.decimals);
        await markRedeemed(tx, id, penalty, refund, at);
        const leg = { userId, account: 'trust' as const, currencyId: order.currency_id, frozen: '0', reference: `trust:${id}` };
        await applyBalanceChanges(
          tx,
          [
            { ...leg, available: order.amount, reason: 'trust_principal', type: 'trust_principal' },
            { ...leg, available: `-${penalty}`, reason: 'trust_penalty', type: 'trust_penalty' },
          ],
          at,
        );
        // Told with the money it reports: pushed once this commits, never if it rolls back.
        await notifier.record(tx, [
          { userId, kind: 'trust.redeemed', ref: id, data: { product: order.product, currency: order.currency, principal: order.amount, penalty, refund } },
        ]);
      });
      return orderOf(await mine(userId, id));
    },

    async statement(userId, id) {
      const order = await mine(userId, id);
      return { order: orderOf(order), lines: await listStatementLines(db, userId, id) };
    },

    report(userId) {
      const dayStart = Math.floor(calendar.now() / DAY_MS) * DAY_MS;
      return trustReport(db, userId, isoTime(dayStart));
    },

    async payDividends() {
      let total = 0;
      for (;;) {
        const count = await db.transaction(async (tx) => {
          const at = now();
          const ids = await claimDueOrders(tx, at, DIVIDEND_BATCH);
          if (ids.length === 0) return 0;
          await payDue(tx, ids, at);
          return ids.length;
        });
        total += count;
        if (count < DIVIDEND_BATCH) return total;
      }
    },

    desk: {
      list: () => listOpsTrustProducts(db),
      async create(form) {
        const product = await trustProductOf(db, form, calendar.now());
        const id = await insertTrustProduct(db, product);
        return { id, status: product.opens_at ? 'soon' : 'open' };
      },
      async setStatus(id, status) {
        if (!(await setTrustProductStatus(db, id, status))) throw notFound();
        return { id, status };
      },
    },
  };
}
