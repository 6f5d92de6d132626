import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import type { Page } from './define';
import type { TrustConfig, TrustOrder, TrustOrderStatus, TrustProduct, TrustReport, TrustStatement } from './models';

const none = z.object({});
const orderId = z.object({ id: v.positiveInt('validation.orderInvalid') });
const purchase = z.object({
  product_id: v.positiveInt('validation.productRequired'),
  amount: v.amount(18),
  // The financial service agreement, ticked.
  agree: z.literal('1', { error: 'trust.agreementRequired' }),
});
const orders = z.object({
  ...v.pageQuery,
  status: z.optional(z.enum(['escrow', 'completed', 'redeemed'] satisfies TrustOrderStatus[], { error: 'validation.invalid' })),
});

/** Fixed-term trust products ("trust"): products, purchase, orders, early redemption, statements. */
export const trustCalls = {
  report: defineCall<TrustReport>()({ method: 'GET', path: 'lh/deposit/report', auth: true, request: none }),
  config: defineCall<TrustConfig>()({ method: 'GET', path: 'lh/deposit/config', auth: false, request: none }),
  products: defineCall<TrustProduct[]>()({ method: 'GET', path: 'lh/deposit/product_info', auth: false, request: none }),
  orders: defineCall<Page<TrustOrder>>()({ method: 'GET', path: 'lh/deposit/order', auth: true, request: orders }),
  buy: defineCall<TrustOrder>()({ method: 'POST', path: 'lh/deposit', auth: true, request: purchase }),
  redeem: defineCall<TrustOrder>()({ method: 'POST', path: 'lh/deposit/order/cancel', auth: true, request: orderId }),
  statement: defineCall<TrustStatement>()({ method: 'GET', path: 'lh/deposit/order/statement', auth: true, request: orderId }),
};
