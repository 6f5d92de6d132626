import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import type { Page } from './define';
import type { CopyProduct, TrustProduct } from './models';

const none = z.object({});
const paged = z.object(v.pageQuery);
const productId = v.positiveInt('validation.productRequired');
const orderId = z.object({ id: v.positiveInt('validation.orderInvalid') });
const purchase = z.object({ product_id: productId, amount: v.amount() });

export const wealthCalls = {
  trustReport: defineCall<unknown>()({ method: 'GET', path: 'lh/deposit/report', auth: true, request: none }),
  trustConfig: defineCall<unknown>()({ method: 'GET', path: 'lh/deposit/config', auth: false, request: none }),
  trustProducts: defineCall<TrustProduct[]>()({ method: 'GET', path: 'lh/deposit/product_info', auth: false, request: none }),
  trustOrders: defineCall<Page<unknown>>()({ method: 'GET', path: 'lh/deposit/order', auth: true, request: paged }),
  trustBuy: defineCall<{ id: number }>()({ method: 'POST', path: 'lh/deposit', auth: true, request: purchase }),
  trustRedeem: defineCall<null>()({ method: 'POST', path: 'lh/deposit/order/cancel', auth: true, request: orderId }),
  copyReport: defineCall<unknown>()({ method: 'GET', path: 'documentation/report', auth: true, request: none }),
  copyConfig: defineCall<unknown>()({ method: 'GET', path: 'documentation/config', auth: false, request: none }),
  copyProducts: defineCall<CopyProduct[]>()({ method: 'GET', path: 'documentation/product_info', auth: false, request: none }),
  copyOrders: defineCall<Page<unknown>>()({ method: 'GET', path: 'documentation/order', auth: true, request: paged }),
  copyFollow: defineCall<{ id: number }>()({ method: 'POST', path: 'documentation/sub', auth: true, request: purchase }),
  copyCancel: defineCall<null>()({ method: 'POST', path: 'documentation/order/cancel', auth: true, request: orderId }),
};
