/**
 * What the accounts are worth in USDT: every balance at the live price of its `<CUR>/USDT`
 * pair, USDT at 1, in exact decimal arithmetic on strings.
 */
import { ACCOUNT_TYPES, BASE_CURRENCY } from '@h5/shared/constants';
import type { Account, Balance, Ticker } from '@h5/shared/contract';
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

/** A balance's total in USDT; a currency with no price yet counts as nothing rather than a guess. */
export function balanceValue(balance: Balance, prices: Prices): string {
  const price = prices.get(balance.currency.toUpperCase());
  return price && isDecimal(balance.total) ? mulDecimal(balance.total, price) : '0';
}

export const accountValue = (account: Account, prices: Prices): string =>
  sumDecimals(account.balances.map((balance) => balanceValue(balance, prices)));

export const totalValue = (accounts: readonly Account[], prices: Prices): string =>
  sumDecimals(accounts.map((account) => accountValue(account, prices)));

/** The four accounts in their usual order, an empty one standing in for any the reply lacks. */
export const withAllAccounts = (accounts: readonly Account[]): Account[] =>
  ACCOUNT_TYPES.map((type) => accounts.find((account) => account.type === type) ?? { type, balances: [] });
