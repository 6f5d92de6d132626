import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import type { Page } from './define';
import type { CopyProduct } from './models';

const none = z.object({});
const paged = z.object(v.pageQuery);
const productId = v.positiveInt('validation.productRequired');
const orderId = z.object({ id: v.positiveInt('validation.orderInvalid') });
const purchase = z.object({ product_id: productId, amount: v.amount() });

/** Copy trading (the spec's `documentation/*`). */
export const copyCalls = {
  report: defineCall<unknown>()({ method: 'GET', path: 'documentation/report', auth: true, request: none }),
  config: defineCall<unknown>()({ method: 'GET', path: 'documentation/config', auth: false, request: none }),
  products: defineCall<CopyProduct[]>()({ method: 'GET', path: 'documentation/product_info', auth: false, request: none }),
  orders: defineCall<Page<unknown>>()({ method: 'GET', path: 'documentation/order', auth: true, request: paged }),
  follow: defineCall<{ id: number }>()({ method: 'POST', path: 'documentation/sub', auth: true, request: purchase }),
  unfollow: defineCall<null>()({ method: 'POST', path: 'documentation/order/cancel', auth: true, request: orderId }),
};
