/**
 * Timed-option money, exactly. The stake leaves the option account at purchase; at delivery a win
 * pays the stake plus stake x payout rate (rounded down to the currency's decimals: what the user
 * is paid is never rounded up), a loss pays nothing and a flat price gives the stake back.
 */
import type { Decimal, OptionOrder } from '@h5/shared/contract';
import { addDecimal, compareDecimal, mulDecimal, negateDecimal, subDecimal } from '@h5/shared/format';
import { roundTo } from '../../lib/money';
import { refusal } from '../../plugins/envelope';
import type { BalanceChange, ChangeOfNewRow, LedgerReason } from '../ledger/ledger';
import type { CurrencyInfo } from '../settlement/context';
import { checkAmount } from '../wallet/currencies';

export type OptionDirection = OptionOrder['direction'];
export type OptionResult = NonNullable<OptionOrder['result']>;

/** Options are paid for in dollar stablecoins: a term's minimum is in dollars, so it holds for each. */
export const PAYABLE_CURRENCIES = ['USDT', 'USDC'] as const;

/** A stake the currency can hold and the term accepts: no more decimals than it has, nothing absurd, not below the minimum. */
export function checkStake(amount: Decimal, minimum: Decimal, currency: CurrencyInfo): void {
  checkAmount(currency, amount);
  if (compareDecimal(amount, minimum) < 0) throw refusal('trade.minPurchase', { vars: { range: `${minimum} ${currency.code}` } });
}

export interface OptionOutcome {
  result: OptionResult;
  /** What comes back to the option account at delivery. */
  payout: Decimal;
  /** payout - stake. */
  profit: Decimal;
}

/** A call wins when the delivery price is above the purchase price, a put when it is below; equal is flat. */
export function optionOutcome(
  order: { direction: OptionDirection; amount: Decimal; payoutRate: Decimal; purchasePrice: Decimal },
  deliveryPrice: Decimal,
  decimals: number,
): OptionOutcome {
  const move = compareDecimal(deliveryPrice, order.purchasePrice);
  if (move === 0) return { result: 'flat', payout: order.amount, profit: '0' };
  if ((move > 0) !== (order.direction === 'call')) return { result: 'loss', payout: '0', profit: negateDecimal(order.amount) };
  const payout = addDecimal(order.amount, roundTo(mulDecimal(order.amount, order.payoutRate), decimals, 'floor'));
  return { result: 'win', payout, profit: subDecimal(payout, order.amount) };
}

/** What an option's ledger entries are referenced by: `option:<order id>`. */
export const OPTION_REFERENCE = 'option';

const optionChange = (order: { userId: number; currencyId: number }, available: Decimal, reason: LedgerReason): ChangeOfNewRow => ({
  userId: order.userId,
  account: 'option',
  currencyId: order.currencyId,
  available,
  frozen: '0',
  reason,
});

/** The stake leaves the option account when the option is bought. */
export const stakeChange = (order: { userId: number; currencyId: number; amount: Decimal }) => optionChange(order, negateDecimal(order.amount), 'option_stake');

/** The payout arrives at delivery (a lost stake's zero payout writes no entry). */
export const settleChange = (order: { id: number; userId: number; currencyId: number }, payout: Decimal): BalanceChange => ({
  ...optionChange(order, payout, 'option_settle'),
  reference: `${OPTION_REFERENCE}:${order.id}`,
});
