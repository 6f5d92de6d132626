/**
 * Spot orders' ledger moves and refusals. Their figures (amount, fee, quote total) come from the
 * kernel's `spotAmounts`, the function the order form shows them with.
 */
import type { Decimal } from '@h5/shared/contract';
import { compareDecimal, negateDecimal, type SpotAmounts, type SpotSide } from '@h5/shared/money';
import { AppError } from '../../plugins/envelope';
import type { BalanceChange, ChangeOfNewRow, LedgerReason } from '../ledger/ledger';

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
