import { useEffect, useState } from 'react';
import { call } from '@h5/shared/api';
import { contract, type Currency } from '@h5/shared/contract';

let known: Promise<Currency[] | null> | null = null;

/** The currencies and their places (`currency/user_currency_list`), fetched once per page load. */
function currencies(): Promise<Currency[] | null> {
  known ??= call(contract.market.userCurrencies, {}, { silent: true }).then((result) => {
    if (result.ok) return result.data;
    known = null;
    return null;
  });
  return known;
}

/**
 * The places of a currency's amounts (USDT: 6), found by code or id; `fallback` until the
 * list is known or when the currency is not in it.
 */
export function useCurrencyDecimals(wanted: { code: string } | { id: number | null }, fallback: number): number {
  const [list, setList] = useState<Currency[] | null>(null);
  useEffect(() => {
    let live = true;
    void currencies().then((found) => {
      if (live) setList(found);
    });
    return () => {
      live = false;
    };
  }, []);
  const found = list?.find((currency) => ('code' in wanted ? currency.code === wanted.code : currency.id === wanted.id));
  return found?.decimals ?? fallback;
}
