/**
 * What the accounts are worth in USDT: every balance at the live price of its `<CUR>/USDT`
 * pair, USDT at 1, in exact decimal arithmetic on strings.
 */
import { ACCOUNT_TYPES, BASE_CURRENCY, HOLD_FROZEN } from '@h5/shared/constants';
import type { Account, Balance, Hold, Ticker } from '@h5/shared/contract';
import { isDecimal, mulDecimal, sumDecimals } from '@h5/shared/money';

/** Currency code to its price in USDT. */
export type Prices = ReadonlyMap<string, string>;

export function usdtPrices(tickers: readonly Ticker[]): Prices {
  const prices = new Map<string, string>([[BASE_CURRENCY, '1']]);
  for (const ticker of tickers) {
    const [base, quote] = ticker.symbol.split('/');
    if (base && quote === BASE_CURRENCY && base !== BASE_CURRENCY && isDecimal(ticker.price)) prices.set(base, ticker.price);
  }
  return prices;
}

/** An amount of a currency in USDT; a currency with no price yet counts as nothing rather than a guess. */
function worth(amount: string, currency: string, prices: Prices): string {
  const price = prices.get(currency.toUpperCase());
  return price && isDecimal(amount) ? mulDecimal(amount, price) : '0';
}

export const balanceValue = (balance: Balance, prices: Prices): string => worth(balance.total, balance.currency, prices);

/**
 * What is out of the balances until it comes back (an option's stake, a trust order's principal,
 * coins in their lock-up) in USDT: the user's money too. Frozen holdings are in the balances already.
 */
export const outsideValue = (holds: readonly Hold[], prices: Prices): string =>
  sumDecimals(holds.filter((hold) => !HOLD_FROZEN[hold.reason]).map((hold) => worth(hold.amount, hold.currency, prices)));

export const accountValue = (account: Account, prices: Prices): string =>
  sumDecimals(account.balances.map((balance) => balanceValue(balance, prices)));

export const totalValue = (accounts: readonly Account[], prices: Prices): string =>
  sumDecimals(accounts.map((account) => accountValue(account, prices)));

/** The four accounts in their usual order, an empty one standing in for any the reply lacks. */
export const withAllAccounts = (accounts: readonly Account[]): Account[] =>
  ACCOUNT_TYPES.map((type) => accounts.find((account) => account.type === type) ?? { type, balances: [] });
