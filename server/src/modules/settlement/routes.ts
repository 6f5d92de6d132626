import * as z from 'zod/mini';
import { defineCall, symbolSchema, type PriceTick } from '@h5/shared/contract';
import { amount } from '@h5/shared/validation';
import type { RegisterCall } from '../../plugins/calls';
import { AppError } from '../../plugins/envelope';
import { checkPriceForm } from './checks';
import { SIMULATOR, type DrivenFeed } from '../market/service';
import type { TradingContext } from './context';
import type { SharedPrices } from './prices';

/**
 * MARKET_CONTROL=1 (embedded mode only; production refuses to start with it): the next shared
 * tick of `symbol` is `price`. Answers once that tick is published and settled, so a test that
 * moves the price sees every limit order, TP/SL and delivery it caused.
 */
const priceControlCall = defineCall<PriceTick>()({
  method: 'POST',
  path: 'dev/price',
  auth: false,
  request: z.object({ symbol: symbolSchema, price: amount(18), hold: z.optional(z.boolean()) }),
});

/** How long a process that does not publish waits for the publisher to take the price. */
const MIRROR_WAIT_MS = 10_000;

export function registerPriceControlRoutes(register: RegisterCall, deps: { prices: SharedPrices; ctx: TradingContext; feed: DrivenFeed }): void {
  const { prices, ctx, feed } = deps;
  register(priceControlCall, async ({ symbol, price, hold }) => {
    checkPriceForm(ctx.pair(symbol), price);
    // An exchange's pair has the exchange's price: only a simulated one can be set.
    if (feed.lastTick(symbol)?.source !== SIMULATOR) throw new AppError('validation.symbolInvalid');
    const tick = await prices.setNext(symbol, price, MIRROR_WAIT_MS, hold);
    if (!tick) throw new AppError('trade.noPrice', 503);
    return { symbol, time: tick.time, price: tick.price };
  });
}
