import * as z from 'zod/mini';
import { CHART_PERIODS } from '@h5/shared/constants';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import type { CandleHistory, Currency, Deal, OrderBook, Ticker } from './models';

const symbol = v.requiredText('validation.symbolRequired').check(z.regex(/^[A-Z0-9]{2,10}\/[A-Z0-9]{2,10}$/, 'validation.symbolInvalid'));

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
};

export { symbol as symbolSchema };
