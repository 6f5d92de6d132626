import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import { symbolSchema } from './market';
import type { Page } from './define';
import type { LeverConfig, LeverPosition, OptionOrder, OptionPlaced, OptionTerm, PayableCurrency, PositionPlaced, SpotOrder, SpotPlaced } from './models';

const side = z.enum(['buy', 'sell'], { error: 'validation.sideInvalid' });
const priceType = z.enum(['market', 'limit'], { error: 'validation.priceTypeInvalid' });
const orderId = z.object({ id: v.positiveInt('validation.orderInvalid') });
const paged = z.object(v.pageQuery);

export const tradeCalls = {
  spotPlace: defineCall<SpotPlaced>()({
    method: 'POST',
    path: 'coin/trade',
    auth: true,
    // A quantity of the base currency, or (a market buy only) a total in the quote currency to spend.
    request: z
      .object({
        symbol: symbolSchema,
        side,
        type: priceType,
        price: z.optional(v.amount()),
        quantity: z.optional(v.amount()),
        total: z.optional(v.amount()),
      })
      .check(
        z.refine((o) => o.quantity !== undefined || o.total !== undefined, { message: 'validation.amountRequired', path: ['quantity'] }),
        z.refine((o) => o.total === undefined || (o.quantity === undefined && o.side === 'buy' && o.type === 'market'), {
          message: 'validation.totalMarketBuyOnly',
          path: ['total'],
        }),
      ),
  }),
  spotCancel: defineCall<null>()({ method: 'PUT', path: 'coin/trade', auth: true, request: orderId }),
  spotOrders: defineCall<Page<SpotOrder>>()({
    method: 'GET',
    path: 'coin/list',
    auth: true,
    request: z.object({
      ...v.pageQuery,
      status: z.optional(z.enum(['waiting', 'completed', 'cancelled'], { error: 'validation.invalid' })),
      symbol: z.optional(symbolSchema),
    }),
  }),
  leverConfig: defineCall<LeverConfig>()({ method: 'POST', path: 'lever/deal', auth: true, request: z.object({ symbol: symbolSchema }) }),
  leverSubmit: defineCall<PositionPlaced>()({
    method: 'POST',
    path: 'lever/submit',
    auth: true,
    request: z.object({
      symbol: symbolSchema,
      side: z.enum(['long', 'short'], { error: 'validation.sideInvalid' }),
      type: priceType,
      price: z.optional(v.amount()),
      lots: v.positiveInt('validation.lotsInvalid'),
      multiple: v.positiveInt('validation.multipleInvalid'),
      take_profit: z.optional(v.amount()),
      stop_loss: z.optional(v.amount()),
    }),
  }),
  leverPositions: defineCall<Page<LeverPosition>>()({
    method: 'POST',
    path: 'lever/my_trade',
    auth: true,
    request: z.object({ ...v.pageQuery, status: z.optional(z.enum(['waiting', 'holding', 'closed', 'cancelled'], { error: 'validation.invalid' })) }),
  }),
  leverClose: defineCall<null>()({ method: 'POST', path: 'lever/close', auth: true, request: orderId }),
  leverSetStop: defineCall<null>()({
    method: 'POST',
    path: 'lever/setstop',
    auth: true,
    request: z.object({
      id: v.positiveInt('validation.orderInvalid'),
      take_profit: z.optional(v.amount()),
      stop_loss: z.optional(v.amount()),
    }),
  }),
  optionSeconds: defineCall<OptionTerm[]>()({ method: 'GET', path: 'microtrade/seconds', auth: false, request: z.object({}) }),
  optionCurrencies: defineCall<PayableCurrency[]>()({ method: 'GET', path: 'microtrade/payable_currencies', auth: false, request: z.object({}) }),
  optionSubmit: defineCall<OptionPlaced>()({
    method: 'POST',
    path: 'microtrade/submit',
    auth: true,
    request: z.object({
      symbol: symbolSchema,
      seconds: v.positiveInt('validation.optionTimeRequired'),
      currency_id: v.positiveInt('validation.currencyRequired'),
      direction: z.enum(['call', 'put'], { error: 'validation.sideInvalid' }),
      amount: v.amount(),
    }),
  }),
  optionOrders: defineCall<Page<OptionOrder>>()({
    method: 'GET',
    path: 'microtrade/lists',
    auth: true,
    request: z.object({ ...v.pageQuery, status: z.optional(z.enum(['waiting', 'delivered'], { error: 'validation.invalid' })) }),
  }),
};

export { paged as pagedRequest };
