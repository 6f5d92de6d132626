import { contract } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';

/**
 * The base amount one lot of `symbol` stands for (a position's live figures need it), from the
 * pair's contract settings: loaded once per pair and page (they do not change while trading),
 * and shared with the order form's load of the same settings.
 */
export function useContractSize(symbol: string): string | null {
  return useCall(contract.contracts.config, { symbol }, { silent: true, freshFor: Infinity }).data?.contract_size ?? null;
}
