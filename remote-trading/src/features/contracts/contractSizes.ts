import { useEffect, useState } from 'react';
import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';

/** Contract sizes by pair, fetched once per page load (they do not change while trading). */
const sizes = new Map<string, Promise<string | null>>();

export function rememberContractSize(symbol: string, size: string): void {
  sizes.set(symbol, Promise.resolve(size));
}

function contractSize(symbol: string): Promise<string | null> {
  let size = sizes.get(symbol);
  if (!size) {
    size = call(contract.trade.leverConfig, { symbol }, { silent: true }).then((result) => {
      if (result.ok) return result.data.contract_size;
      sizes.delete(symbol);
      return null;
    });
    sizes.set(symbol, size);
  }
  return size;
}

/** The base amount one lot of `symbol` stands for (a position's live figures need it). */
export function useContractSize(symbol: string): string | null {
  const [size, setSize] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void contractSize(symbol).then((found) => {
      if (live) setSize(found);
    });
    return () => {
      live = false;
    };
  }, [symbol]);
  return size;
}
