/**
 * The history's filters as the address keeps them (`?type=fee&coin=USDT&from=2026-11-01&to=...`,
 * so a detail's back button returns to the same list) and what the server is asked for them.
 */
import { DAY_MS, LEDGER_TYPES, type LedgerType } from '@h5/shared/constants';
import type { Currency } from '@h5/shared/contract';

export interface LedgerFilter {
  type: LedgerType | null;
  coin: string | null;
  /** Local calendar days, `YYYY-MM-DD`; both ends included. */
  from: string | null;
  to: string | null;
}

export const FILTER_PARAMS = ['type', 'coin', 'from', 'to'] as const;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null): string | null => (value && DAY_RE.test(value) && !Number.isNaN(localMidnight(value)) ? value : null);

/** Epoch ms of a local day's start. */
function localMidnight(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const at = new Date(year ?? NaN, (month ?? NaN) - 1, date ?? NaN);
  return at.getFullYear() === year && at.getMonth() === (month ?? 0) - 1 && at.getDate() === date ? at.getTime() : NaN;
}

/** The filter an address names; anything it does not understand is no filter. */
export function ledgerFilterOf(search: URLSearchParams): LedgerFilter {
  const type = search.get('type');
  return {
    type: (LEDGER_TYPES as readonly string[]).includes(type ?? '') ? (type as LedgerType) : null,
    coin: search.get('coin') || null,
    from: dayOf(search.get('from')),
    to: dayOf(search.get('to')),
  };
}

export const isFiltered = (filter: LedgerFilter): boolean => Object.values(filter).some((value) => value !== null);

/**
 * The list call's fields for a filter: the coin by id, the days as the epoch seconds of the
 * first day's start and of the day after the last (the server's `to` is exclusive). A range
 * whose end comes before its start sends only its start: the inputs keep them in order anyway.
 */
export function ledgerRequest(filter: LedgerFilter, currencies: readonly Currency[] | null): Record<string, string> {
  const request: Record<string, string> = {};
  if (filter.type) request.type = filter.type;
  const currency = filter.coin ? currencies?.find((c) => c.code === filter.coin) : undefined;
  if (currency) request.currency_id = String(currency.id);
  const from = filter.from ? localMidnight(filter.from) : null;
  const to = filter.to ? localMidnight(filter.to) + DAY_MS : null;
  if (from !== null) request.from = String(Math.floor(from / 1000));
  if (to !== null && (from === null || to > from)) request.to = String(Math.floor(to / 1000));
  return request;
}

/** Today as a local `YYYY-MM-DD` (the date inputs' latest day). */
export function localDay(at: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}`;
}
