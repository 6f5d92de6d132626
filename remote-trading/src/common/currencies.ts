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

/** The places of a currency's amounts (USDT: 6), `fallback` until known or when unknown. */
export function useCurrencyDecimals(code: string | undefined, fallback: number): number {
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
  return list?.find((currency) => currency.code === code)?.decimals ?? fallback;
}

/** The same by currency id. */
export function useCurrencyDecimalsById(id: number | null, fallback: number): number {
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
  return list?.find((currency) => currency.id === id)?.decimals ?? fallback;
}
