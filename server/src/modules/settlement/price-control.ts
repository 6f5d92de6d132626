import * as z from 'zod/mini';
import { defineCall, symbolSchema, type PriceTick } from '@h5/shared/contract';
import { amount } from '@h5/shared/validation';
import { toUnits } from '@h5/shared/money';
import type { Database } from '../../db/database';
import type { RegisterCall } from '../../plugins/calls';
import { AppError } from '../../plugins/envelope';
import { checkPriceForm } from './checks';
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
  request: z.object({ symbol: symbolSchema, price: amount(18) }),
});

/** How long a process that does not publish waits for the publisher to take the price. */
const MIRROR_WAIT_MS = 10_000;

export function registerPriceControlRoutes(register: RegisterCall, deps: { db: Database; prices: SharedPrices; ctx: TradingContext }): void {
  const { db, prices, ctx } = deps;
  register(priceControlCall, async ({ symbol, price }) => {
    const pair = ctx.pair(symbol);
    checkPriceForm(pair, price);
    if (prices.isPublisher()) {
      const [tick] = await prices.tick({ [symbol]: price });
      if (!tick) throw new AppError('trade.noPrice', 503);
      return { symbol, time: tick.time, price: tick.price };
    }
    // Another process publishes: it takes the price from the table on its next tick.
    await db.query(
      `INSERT INTO market_overrides (symbol, price) VALUES ($1, $2) ON CONFLICT (symbol) DO UPDATE SET price = EXCLUDED.price`,
      [symbol, price],
    );
    const units = toUnits(price, pair.spec.priceDecimals);
    const tick = await prices.waitFor(symbol, (candidate) => candidate.units === units, MIRROR_WAIT_MS);
    if (!tick) throw new AppError('trade.noPrice', 503);
    return { symbol, time: tick.time, price: tick.price };
  });
}

