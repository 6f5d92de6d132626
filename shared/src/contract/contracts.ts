import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import { symbolSchema } from './market';
import { orderId, priceType } from './orders';
import type { Page } from './define';
import type { ContractsConfig, Position, PositionPlaced } from './models';

/** Contracts (the spec's `lever/*`): open, list and close positions, set their stops. */
export const contractsCalls = {
  config: defineCall<ContractsConfig>()({ method: 'POST', path: 'lever/deal', auth: true, request: z.object({ symbol: symbolSchema }) }),
  open: defineCall<PositionPlaced>()({
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
  positions: defineCall<Page<Position>>()({
    method: 'POST',
    path: 'lever/my_trade',
    auth: true,
    request: z.object({ ...v.pageQuery, status: z.optional(z.enum(['waiting', 'holding', 'closed', 'cancelled'], { error: 'validation.invalid' })) }),
  }),
  close: defineCall<null>()({ method: 'POST', path: 'lever/close', auth: true, request: orderId }),
  setStop: defineCall<null>()({
    method: 'POST',
    path: 'lever/setstop',
    auth: true,
    request: z.object({
      id: v.positiveInt('validation.orderInvalid'),
      take_profit: z.optional(v.amount()),
      stop_loss: z.optional(v.amount()),
    }),
  }),
};
