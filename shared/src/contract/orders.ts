import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';

/** What the order calls of spot and contracts have in common. */
export const priceType = z.enum(['market', 'limit'], { error: 'validation.priceTypeInvalid' });
export const orderId = z.object({ id: v.positiveInt('validation.orderInvalid') });
