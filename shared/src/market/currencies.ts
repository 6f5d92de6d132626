/**
 * The currencies (code, decimals, chains, minimums, fee), fetched once per visit and shared by
 * every page that needs them: assets, deposit, withdraw, transfer, addresses, the trading forms.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { call } from '@h5/shared/api';
import { BASE_CURRENCY_ID, DEFAULT_AMOUNT_DECIMALS } from '@h5/shared/constants';
import { contract, type Currency } from '@h5/shared/contract';
import { formatAmount, withCurrency } from '@h5/shared/format';

interface CurrencyState {
  currencies: Currency[] | null;
  failed: boolean;
}

const useCurrencyStore = create<CurrencyState>()(() => ({ currencies: null, failed: false }));

let loading: Promise<void> | null = null;

/** The list as loaded so far (null before), read once: for a function that runs later, not a view. */
export const currentCurrencies = (): Currency[] | null => useCurrencyStore.getState().currencies;

/** Fetches the list unless it is here already (or on its way). */
export function loadCurrencies(): Promise<void> {
  if (useCurrencyStore.getState().currencies) return Promise.resolve();
  // Silent: a page that needs the list shows its own error with Retry (`failed`).
  loading ??= call(contract.market.userCurrencies, {}, { silent: true }).then((result) => {
    loading = null;
    useCurrencyStore.setState(result.ok ? { currencies: result.data, failed: false } : { failed: true });
  });
  return loading;
}

export interface Currencies {
  currencies: Currency[] | null;
  failed: boolean;
  reload: () => Promise<void>;
}

export function useCurrencies(): Currencies {
  const currencies = useCurrencyStore((s) => s.currencies);
  const failed = useCurrencyStore((s) => s.failed);
  useEffect(() => {
    void loadCurrencies();
  }, []);
  return { currencies, failed, reload: loadCurrencies };
}

/** The currency a page's `currency_id` names, else the base currency (USDT), else the first. */
export function currencyOf(currencies: readonly Currency[], id: string | number | null | undefined): Currency | undefined {
  const wanted = Number(id);
  return currencies.find((c) => c.id === wanted) ?? currencies.find((c) => c.id === BASE_CURRENCY_ID) ?? currencies[0];
}

/** Decimal places a currency's amounts are shown and typed with, by code or id; `fallback` until known. */
export function decimalsOf(currencies: readonly Currency[] | null, wanted: string | { id: number | null }, fallback = DEFAULT_AMOUNT_DECIMALS): number {
  const found = currencies?.find((c) => (typeof wanted === 'string' ? c.code === wanted : c.id === wanted.id));
  return found?.decimals ?? fallback;
}

/** The places of a currency's amounts (USDT: 6), live from the shared list. */
export function useCurrencyDecimals(wanted: string | { id: number | null }, fallback = DEFAULT_AMOUNT_DECIMALS): number {
  return decimalsOf(useCurrencies().currencies, wanted, fallback);
}

/** An amount with its currency, at that currency's places ("0.190000 USDT"). */
export const moneyIn = (currencies: readonly Currency[] | null, value: string, currency: string): string =>
  withCurrency(formatAmount(value, decimalsOf(currencies, currency)), currency);

/** `moneyIn` on the shared list, live: how a page shows amounts of several currencies. */
export function useMoney(): (value: string, currency: string) => string {
  const { currencies } = useCurrencies();
  return (value, currency) => moneyIn(currencies, value, currency);
}
