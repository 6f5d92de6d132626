/**
 * How the wealth pages show amounts and percents: floored, without trailing zeros (products
 * quote round figures: "600", "0.4"); a malformed field shows the usual "--" instead of breaking
 * the page. Rates are the kernel's `ratePercent`, yields its `earningsOf`.
 */
import { DEFAULT_AMOUNT_DECIMALS } from '@h5/shared/constants';
import { formatLimit, ratePercent, withCurrency } from '@h5/shared/format';

/** Places of a percent the server computes (a win rate). */
const PERCENT_DECIMALS = 2;

/** A figure the server already sends in percent (the win rate, 0-100), floored. */
export const percent = (value: string): string => formatLimit(value, PERCENT_DECIMALS);

/** An amount: floored, grouped in thousands, without trailing zeros ("10,000", "2.1"), the reader's way. */
export const displayAmount = (value: string): string => formatLimit(value, DEFAULT_AMOUNT_DECIMALS);

/** An amount with its currency, kept on one line ("10,000 USDT"). */
export const displayMoney = (value: string, currency: string): string => withCurrency(displayAmount(value), currency);

/** A rate sent as a fraction, in percent at every place it has ("0.004" -> "0.4%"). */
export const percentText = (rate: string): string => `${ratePercent(rate)}%`;
