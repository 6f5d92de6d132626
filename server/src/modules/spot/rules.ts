/**
 * Spot orders' ledger moves and refusals. Their figures (amount, fee, quote total) come from the
 * kernel's `spotAmounts`, the function the order form shows them with.
 */
import type { Decimal } from '@h5/shared/contract';
import { compareDecimal, negateDecimal, type SpotAmounts, type SpotSide } from '@h5/shared/money';
import { AppError } from '../../plugins/envelope';
import type { BalanceChange, ChangeOfNewRow, LedgerReason } from '../ledger/service';

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

/** Every entry of a spot order is of its side's type but the fee, which is a fee. */
const coin = (order: Pick<SpotOrderMoney, 'userId' | 'side'>, reason: LedgerReason) => ({
  userId: order.userId,
  account: 'coin' as const,
  reason,
  type: reason === 'spot_fee' ? ('fee' as const) : order.side === 'buy' ? ('spot_buy' as const) : ('spot_sell' as const),
});
const ofOrder = (id: number, changes: ChangeOfNewRow[]): BalanceChange[] => changes.map((change) => ({ ...change, reference: `${SPOT_REFERENCE}:${id}` }));

/**
 * A trade's quote leg and its fee, apart, from `from` (available or frozen): a buy pays the
 * amount and the fee; a sell receives the amount, and the fee leaves it after (the same row, in
 * that order, so it never dips below zero).
 */
function quoteLegs(order: Omit<SpotOrderMoney, 'id'>, reason: LedgerReason, from: 'available' | 'frozen'): ChangeOfNewRow[] {
  const buy = order.side === 'buy';
  const leg = (available: Decimal, frozen: Decimal) => ({ currencyId: order.quoteId, available, frozen });
  const out = (value: Decimal) => (from === 'available' ? leg(negateDecimal(value), '0') : leg('0', negateDecimal(value)));
  return [
    { ...coin(order, reason), ...(buy ? out(order.amounts.amount) : leg(order.amounts.amount, '0')) },
    { ...coin(order, 'spot_fee'), ...(buy ? out(order.amounts.fee) : leg(negateDecimal(order.amounts.fee), '0')) },
  ];
}

/** A market order, at once: quote out and base in (buy), or the reverse (sell). */
export function marketChanges(order: Omit<SpotOrderMoney, 'id'>): ChangeOfNewRow[] {
  const buy = order.side === 'buy';
  const reason = buy ? 'spot_buy' : 'spot_sell';
  return [
    ...quoteLegs(order, reason, 'available'),
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

/** A limit order filled at its price: what it held leaves, what it bought or sold for arrives, the fee apart. */
export function fillChanges(order: SpotOrderMoney): BalanceChange[] {
  const base =
    order.side === 'buy'
      ? { currencyId: order.baseId, available: order.quantity, frozen: '0' }
      : { currencyId: order.baseId, available: '0', frozen: negateDecimal(order.quantity) };
  return ofOrder(order.id, [...quoteLegs(order, 'spot_fill', 'frozen'), { ...coin(order, 'spot_fill'), ...base }]);
}

export function unfreezeChanges(order: { id: number; userId: number; side: SpotSide; currencyId: number; held: Decimal }): BalanceChange[] {
  return ofOrder(order.id, [{ ...coin(order, 'spot_unfreeze'), currencyId: order.currencyId, available: order.held, frozen: negateDecimal(order.held) }]);
}
