/**
 * Timed options' server rules: payable currencies, the stake check and the ledger moves. What a
 * delivery pays comes from the kernel's `optionOutcome`, the form's expected return from the same
 * module.
 */
import type { Decimal } from '@h5/shared/contract';
import type { LedgerType } from '@h5/shared/constants';
import type { BalanceChange, ChangeOfNewRow, LedgerReason } from '../ledger/service';
import type { CurrencyInfo } from '../settlement/service';
import { checkAmount } from '../wallet/service';
import { negateDecimal } from '@h5/shared/money';

/** Options are paid for in dollar stablecoins: a term's minimum is in dollars, so it holds for each. */
export const PAYABLE_CURRENCIES = ['USDT', 'USDC'] as const;

/** A stake the currency can hold and the term accepts: no more decimals than it has, nothing absurd, not below the minimum. */
export function checkStake(amount: Decimal, minimum: Decimal, currency: CurrencyInfo): void {
  checkAmount(amount, { currency: currency.code, decimals: currency.decimals, min: minimum, messages: { belowMinimum: 'trade.minPurchase' } });
}

/** What an option's ledger entries are referenced by: `option:<order id>`. */
export const OPTION_REFERENCE = 'option';

const optionChange = (order: { userId: number; currencyId: number }, available: Decimal, reason: LedgerReason, type: LedgerType): ChangeOfNewRow => ({
  userId: order.userId,
  account: 'option',
  currencyId: order.currencyId,
  available,
  frozen: '0',
  reason,
  type,
});

/** The stake leaves the option account when the option is bought. */
export const stakeChange = (order: { userId: number; currencyId: number; amount: Decimal }) => optionChange(order, negateDecimal(order.amount), 'option_stake', 'option_stake');

/** The payout arrives at delivery (a lost stake's zero payout writes no entry). */
export const settleChange = (order: { id: number; userId: number; currencyId: number }, payout: Decimal): BalanceChange => ({
  ...optionChange(order, payout, 'option_settle', 'option_payout'),
  reference: `${OPTION_REFERENCE}:${order.id}`,
});
