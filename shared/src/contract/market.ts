import * as z from 'zod/mini';
import { CHART_PERIODS, WATCHLIST_MAX } from '@h5/shared/constants';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import type { CandleHistory, Currency, Deal, OrderBook, Ticker } from './models';

const SYMBOL = '[A-Z0-9]{2,10}/[A-Z0-9]{2,10}';
const symbol = v.requiredText('validation.symbolRequired').check(z.regex(new RegExp(`^${SYMBOL}$`), 'validation.symbolInvalid'));

/** A guest's stars carried over at sign-in: symbols joined by commas, at most `WATCHLIST_MAX`. */
const symbols = v
  .requiredText('validation.symbolRequired')
  .check(z.regex(new RegExp(`^${SYMBOL}(,${SYMBOL}){0,${WATCHLIST_MAX - 1}}$`), 'validation.symbolInvalid'));

export const marketCalls = {
  quotation: defineCall<Ticker[]>()({ method: 'GET', path: 'currency/quotation_new', auth: false, request: z.object({}) }),
  timeshare: defineCall<CandleHistory>()({
    method: 'GET',
    path: 'currency/new_timeshar',
    auth: false,
    request: z.object({
      symbol,
      period: z.enum(CHART_PERIODS, { error: 'validation.periodInvalid' }),
      /** Candles strictly before this time (seconds), for paging back. */
      before: z.optional(v.epochSeconds),
      limit: z.optional(v.positiveInt('validation.pageInvalid')),
    }),
  }),
  deals: defineCall<Deal[]>()({ method: 'GET', path: 'currency/deal', auth: false, request: z.object({ symbol }) }),
  /** The order book around the live price (not in the spec's list; spot's depth view). */
  depth: defineCall<OrderBook>()({ method: 'GET', path: 'currency/depth', auth: false, request: z.object({ symbol }) }),
  userCurrencies: defineCall<Currency[]>()({ method: 'GET', path: 'currency/user_currency_list', auth: false, request: z.object({}) }),
  /** The signed-in user's starred pairs, newest star first (not in the spec's list; home's watchlist). */
  watchlist: defineCall<string[]>()({ method: 'GET', path: 'user/watchlist', auth: true, request: z.object({}) }),
  /** Stars a pair (again: no change); replies the whole list. */
  watch: defineCall<string[]>()({ method: 'POST', path: 'user/watchlist/add', auth: true, request: z.object({ symbol }) }),
  /** Unstars a pair (one not starred: no change); replies the whole list. */
  unwatch: defineCall<string[]>()({ method: 'POST', path: 'user/watchlist/remove', auth: true, request: z.object({ symbol }) }),
  /** Adds a guest's stars at sign-in (pairs no longer listed are left out); replies the whole list. */
  watchMany: defineCall<string[]>()({ method: 'POST', path: 'user/watchlist/merge', auth: true, request: z.object({ symbols }) }),
};

export { symbol as symbolSchema };
