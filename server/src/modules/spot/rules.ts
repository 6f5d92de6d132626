/**
 * Spot money, exactly. The fee is a fraction of the order's value and is paid in the quote
 * currency (USDT) on both sides: a buy pays value + fee, a sell receives value - fee. What the
 * user pays is rounded up to the quote currency's decimals, what they receive rounded down.
 */
import type { Decimal } from '@h5/shared/contract';
import { addDecimal, compareDecimal, mulDecimal, negateDecimal, subDecimal } from '@h5/shared/format';
import { roundTo } from '../../lib/money';
import { AppError } from '../../plugins/envelope';
import type { BalanceChange, ChangeOfNewRow, LedgerReason } from '../ledger/ledger';

export type SpotSide = 'buy' | 'sell';


export interface SpotAmounts {
  /** price x quantity in the quote currency: rounded up for a buy, down for a sell. */
  amount: Decimal;
  /** In the quote currency, rounded up. */
  fee: Decimal;
  /** What leaves the quote balance (buy: amount + fee) or arrives in it (sell: amount - fee). */
  quoteTotal: Decimal;
}

export function spotAmounts(side: SpotSide, price: Decimal, quantity: Decimal, feeRate: Decimal, quoteDecimals: number): SpotAmounts {
  const value = mulDecimal(price, quantity);
  const fee = roundTo(mulDecimal(value, feeRate), quoteDecimals, 'ceil');
  if (side === 'buy') {
    const amount = roundTo(value, quoteDecimals, 'ceil');
    return { amount, fee, quoteTotal: addDecimal(amount, fee) };
  }
  const amount = roundTo(value, quoteDecimals, 'floor');
  return { amount, fee, quoteTotal: subDecimal(amount, fee) };
}

/** A sell so small that nothing would arrive once the fee is paid. */
export function checkWorthIt(amounts: SpotAmounts): void {
  if (compareDecimal(amounts.amount, '0') <= 0 || compareDecimal(amounts.quoteTotal, '0') <= 0) throw new AppError('trade.orderTooSmall');
}

export interface SpotOrderMoney {
  id: number;
  userId: number;
  side: SpotSide;
  baseId: number;
  quoteId: number;
  quantity: Decimal;
  amounts: SpotAmounts;
}

/** What a new order's ledger entries are referenced by: `spot:<order id>`. */
export const SPOT_REFERENCE = 'spot';

const coin = (order: Pick<SpotOrderMoney, 'userId'>, reason: LedgerReason) => ({ userId: order.userId, account: 'coin' as const, reason });
const ofOrder = (id: number, changes: ChangeOfNewRow[]): BalanceChange[] => changes.map((change) => ({ ...change, reference: `${SPOT_REFERENCE}:${id}` }));

/** A market order, at once: quote out and base in (buy), or the reverse (sell). */
export function marketChanges(order: Omit<SpotOrderMoney, 'id'>): ChangeOfNewRow[] {
  const buy = order.side === 'buy';
  const reason = buy ? 'spot_buy' : 'spot_sell';
  return [
    { ...coin(order, reason), currencyId: order.quoteId, available: buy ? negateDecimal(order.amounts.quoteTotal) : order.amounts.quoteTotal, frozen: '0' },
    { ...coin(order, reason), currencyId: order.baseId, available: buy ? order.quantity : negateDecimal(order.quantity), frozen: '0' },
  ];
}

/** What a waiting limit order holds: the quote it will pay (buy) or the base it will sell. */
export const heldBy = (order: Pick<SpotOrderMoney, 'side' | 'quantity' | 'amounts' | 'baseId' | 'quoteId'>) =>
  order.side === 'buy' ? { currencyId: order.quoteId, amount: order.amounts.quoteTotal } : { currencyId: order.baseId, amount: order.quantity };

export function freezeChanges(order: Omit<SpotOrderMoney, 'id'>): ChangeOfNewRow[] {
  const held = heldBy(order);
  return [{ ...coin(order, 'spot_freeze'), currencyId: held.currencyId, available: negateDecimal(held.amount), frozen: held.amount }];
}

/** A limit order filled at its price: what it held leaves, what it bought or sold for arrives. */
export function fillChanges(order: SpotOrderMoney): BalanceChange[] {
  const held = heldBy(order);
  const arrives = order.side === 'buy' ? { currencyId: order.baseId, amount: order.quantity } : { currencyId: order.quoteId, amount: order.amounts.quoteTotal };
  return ofOrder(order.id, [
    { ...coin(order, 'spot_fill'), currencyId: held.currencyId, available: '0', frozen: negateDecimal(held.amount) },
    { ...coin(order, 'spot_fill'), currencyId: arrives.currencyId, available: arrives.amount, frozen: '0' },
  ]);
}

export function unfreezeChanges(order: { id: number; userId: number; currencyId: number; held: Decimal }): BalanceChange[] {
  return ofOrder(order.id, [{ ...coin(order, 'spot_unfreeze'), currencyId: order.currencyId, available: order.held, frozen: negateDecimal(order.held) }]);
}
