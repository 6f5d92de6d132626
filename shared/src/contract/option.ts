import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import { symbolSchema } from './market';
import type { Page } from './define';
import type { OptionOrder, OptionPlaced, OptionTerm, PayableCurrency } from './models';

/** Timed options (the spec's `microtrade/*`): the times offered, what they are paid in, buy and list. */
export const optionCalls = {
  times: defineCall<OptionTerm[]>()({ method: 'GET', path: 'microtrade/seconds', auth: false, request: z.object({}) }),
  currencies: defineCall<PayableCurrency[]>()({ method: 'GET', path: 'microtrade/payable_currencies', auth: false, request: z.object({}) }),
  place: defineCall<OptionPlaced>()({
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
  orders: defineCall<Page<OptionOrder>>()({
    method: 'GET',
    path: 'microtrade/lists',
    auth: true,
    request: z.object({ ...v.pageQuery, status: z.optional(z.enum(['waiting', 'delivered'], { error: 'validation.invalid' })) }),
  }),
};
