/**
 * The option purchase's rules: nothing is open until a time is chosen, then the currency,
 * then an amount of at least the time's minimum that the option account covers.
 */
import type { ApiResult } from '@h5/shared/api';
import { REQUIREMENT_CODES } from '@h5/shared/constants';
import type { OptionTerm, PayableCurrency, WalletList } from '@h5/shared/contract';
import { compareDecimal, decimalPlaces, expectedReturn, isDecimal, isPositive } from '@h5/shared/money';
import { amountFault, faultAt, type Checked } from '@h5/shared/form';
import { availableIn } from '../../common/wallet';

export type OptionDirection = 'call' | 'put';

export interface OptionDraft {
  seconds: number | null;
  currencyId: number | null;
  amount: string;
}

export type OptionField = 'seconds' | 'currency' | 'amount';

/** The message a below-minimum amount gets, the spec's own ("Minimum Purchase is {{min}}"). */
export const MIN_PURCHASE_KEY = 'trade.minPurchase';

/** Whether the rest of the form is open: only once an option time is chosen. */
export const formOpen = (draft: OptionDraft): boolean => draft.seconds !== null;

/** The chosen time's terms. */
export const termOf = (terms: readonly OptionTerm[], seconds: number | null): OptionTerm | undefined =>
  terms.find((term) => term.seconds === seconds);

/**
 * The currency a purchase is paid in until the user picks one: the first payable one the option
 * account holds some of, else the first payable one (so the balance shown is never "--").
 */
export function payCurrencyFor(payable: readonly PayableCurrency[], wallet: WalletList | undefined): number | null {
  const funded = payable.find((c) => isPositive(availableIn(wallet, 'option', c.currency) ?? '0'));
  return (funded ?? payable[0])?.currency_id ?? null;
}

/** What a win pays on top of the stake, as the server pays it (the kernel's `expectedReturn`); null until there is a stake. */
export const expectedReturnOf = (amount: string, payoutRate: string, decimals: number): string | null =>
  isPositive(amount) && isDecimal(payoutRate) ? expectedReturn(amount, payoutRate, decimals) : null;

export type OptionCheck = Checked<{ symbol: string; seconds: number; currency_id: number; direction: OptionDirection; amount: string }, OptionField>;

/**
 * The first thing wrong with a purchase, or the request to send. `available` is the option
 * account's balance of the chosen currency (undefined while it loads: the server checks too).
 */
export function checkOption(
  draft: OptionDraft,
  terms: readonly OptionTerm[],
  symbol: string,
  direction: OptionDirection,
  currency: string,
  available: string | undefined,
  decimals: number,
): OptionCheck {
  const fail = (field: OptionField, message: string, vars?: Record<string, string>): OptionCheck => faultAt(field, message, vars);
  const term = termOf(terms, draft.seconds);
  if (draft.seconds === null || !term) return fail('seconds', 'common:validation.optionTimeRequired');
  if (draft.currencyId === null) return fail('currency', 'common:validation.currencyRequired');
  const fault = amountFault(draft.amount, { currency, decimals, min: term.min_amount, available, messages: { belowMinimum: MIN_PURCHASE_KEY } });
  if (fault) return faultAt('amount', fault);
  return { ok: true, request: { symbol, seconds: term.seconds, currency_id: draft.currencyId, direction, amount: draft.amount } };
}

/**
 * What the page does with a refused purchase: an unverified account (code 1001) is asked to
 * go to verification; a short option account is offered a transfer; a dead session was already
 * handled by the API client; anything else is said in a toast.
 */
export function failureAction(result: Extract<ApiResult<unknown>, { ok: false }>, insufficientText: string): 'verify' | 'transfer' | 'toast' | 'none' {
  if (result.reason === 'session') return 'none';
  if (result.code === REQUIREMENT_CODES.notVerified) return 'verify';
  if (result.message === insufficientText) return 'transfer';
  return 'toast';
}
