import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import { symbolSchema } from './market';
import { orderId, priceType } from './orders';
import type { Page } from './define';
import type { SpotOrder, SpotPlaced } from './models';

const side = z.enum(['buy', 'sell'], { error: 'validation.sideInvalid' });

/** Spot trading (`coin/*`): place, cancel and list orders. */
export const spotCalls = {
  place: defineCall<SpotPlaced>()({
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
  cancel: defineCall<null>()({ method: 'PUT', path: 'coin/trade', auth: true, request: orderId }),
  orders: defineCall<Page<SpotOrder>>()({
    method: 'GET',
    path: 'coin/list',
    auth: true,
    request: z.object({
      ...v.pageQuery,
      status: z.optional(z.enum(['waiting', 'completed', 'cancelled'], { error: 'validation.invalid' })),
      symbol: z.optional(symbolSchema),
    }),
  }),
};
