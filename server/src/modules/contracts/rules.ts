/**
 * Contracts' server rules: contract sizes, take-profit and stop-loss checks, what closes a
 * position on a tick, and the ledger moves. Margin, fee, P/L, liquidation price and payout come
 * from the kernel's formulas (`@h5/shared/money`), the ones the order form shows them with.
 */
import type { CloseReason, Decimal } from '@h5/shared/contract';
import { addDecimal, compareDecimal, misplacedStop, negateDecimal, type PositionSide } from '@h5/shared/money';
import { refusal } from '../../plugins/envelope';
import type { LedgerType } from '@h5/shared/constants';
import type { BalanceChange, ChangeOfNewRow, LedgerReason } from '../ledger/service';

export type { CloseReason };

/** Base currency per lot, by base coin: a lot is worth roughly 100 to 1 000 USDT. */
const CONTRACT_SIZES: Readonly<Record<string, Decimal>> = {
  BTC: '0.01',
  ETH: '0.1',
  BNB: '1',
  SOL: '1',
  XRP: '100',
  DOGE: '1000',
  ADA: '100',
  TRX: '1000',
  LTC: '1',
  DOT: '10',
  LINK: '10',
  AVAX: '10',
};

export const contractSizeOf = (base: string): Decimal => CONTRACT_SIZES[base] ?? '1';

const STOP_MESSAGES = {
  take_profit: { above: 'trade.takeProfitAbove', below: 'trade.takeProfitBelow' },
  stop_loss: { above: 'trade.stopLossAbove', below: 'trade.stopLossBelow' },
} as const;

/** Refuses a take-profit or stop-loss on the wrong side of `reference` (the kernel's `misplacedStop`). */
export function checkStops(side: PositionSide, reference: Decimal, takeProfit: Decimal | null, stopLoss: Decimal | null): void {
  const wrong = misplacedStop(side, reference, { take_profit: takeProfit, stop_loss: stopLoss });
  if (wrong) throw refusal(STOP_MESSAGES[wrong.field][wrong.must], { vars: { price: reference } });
}

/** Why a holding position closes at `price`, if it does: the user's stop first, then liquidation, then take-profit. */
export function triggerAt(
  position: { side: PositionSide; take_profit: Decimal | null; stop_loss: Decimal | null; liquidation_price: Decimal | null },
  price: Decimal,
): CloseReason | null {
  const sign = position.side === 'long' ? 1 : -1;
  // For a long: at or below the stop / liquidation price, at or above the take-profit. A short mirrors it.
  const reached = (level: Decimal | null, direction: 1 | -1) => level !== null && compareDecimal(price, level) * direction * sign >= 0;
  if (reached(position.stop_loss, -1)) return 'stop_loss';
  if (reached(position.liquidation_price, -1)) return 'liquidation';
  if (reached(position.take_profit, 1)) return 'take_profit';
  return null;
}

/** What a new position's ledger entries are referenced by: `contract:<position id>` (migration 019 renamed the older `lever:`). */
export const CONTRACT_REFERENCE = 'contract';

interface PositionMoney {
  id: number;
  userId: number;
  currencyId: number;
  margin: Decimal;
  fee: Decimal;
}

const contract = (p: Pick<PositionMoney, 'userId' | 'currencyId'>, reason: LedgerReason, type: LedgerType) => ({
  userId: p.userId,
  account: 'contract' as const,
  currencyId: p.currencyId,
  reason,
  type,
});
const ofPosition = (id: number, changes: ChangeOfNewRow[]): BalanceChange[] => changes.map((change) => ({ ...change, reference: `${CONTRACT_REFERENCE}:${id}` }));
const heldBy = (p: Pick<PositionMoney, 'margin' | 'fee'>): Decimal => addDecimal(p.margin, p.fee);

/** A market position opens at once: margin frozen, fee charged (its own entry). */
export const openChanges = (p: Omit<PositionMoney, 'id'>): ChangeOfNewRow[] => [
  { ...contract(p, 'contract_open', 'contract_margin'), available: negateDecimal(p.margin), frozen: p.margin },
  { ...contract(p, 'contract_fee', 'fee'), available: negateDecimal(p.fee), frozen: '0' },
];

/** A limit position waits with its margin and fee frozen... */
export const freezeChanges = (p: Omit<PositionMoney, 'id'>): ChangeOfNewRow[] => [
  { ...contract(p, 'contract_freeze', 'contract_margin'), available: negateDecimal(heldBy(p)), frozen: heldBy(p) },
];

/** ...the fee is charged when it opens... */
export const feeChanges = (p: PositionMoney): BalanceChange[] => ofPosition(p.id, [{ ...contract(p, 'contract_fee', 'fee'), available: '0', frozen: negateDecimal(p.fee) }]);

/** ...or both come back if it is cancelled first. */
export const cancelChanges = (p: PositionMoney): BalanceChange[] =>
  ofPosition(p.id, [{ ...contract(p, 'contract_cancel', 'contract_margin'), available: heldBy(p), frozen: negateDecimal(heldBy(p)) }]);

/** Closing: the margin leaves frozen, margin + P/L (never below zero) arrives; a liquidation says so. */
export const closeChanges = (p: PositionMoney, payout: Decimal, why: CloseReason): BalanceChange[] =>
  ofPosition(p.id, [
    { ...contract(p, 'contract_close', why === 'liquidation' ? 'liquidation' : 'contract_pnl'), available: payout, frozen: negateDecimal(p.margin) },
  ]);
