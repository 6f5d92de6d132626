import * as z from 'zod/mini';
import { contract } from '@h5/shared/contract';
import type { RegisterCall } from '../../plugins/calls';
import { AppError } from '../../plugins/envelope';
import type { MarketFeed } from './feed';

const DEFAULT_CANDLES = 300;
const MAX_CANDLES = 1000;

/**
 * The shared `positiveInt` stops at 9 digits, and today's epoch seconds have 10, so `before`
 * is widened here until the contract takes epoch seconds itself.
 */
const epochSeconds = z.pipe(
  z.union([z.string(), z.number()], { error: 'validation.timeInvalid' }),
  z.transform((value) => String(value).trim()),
).check(z.refine((value) => /^[1-9]\d{0,11}$/.test(value), 'validation.timeInvalid'));

const timeshare = {
  ...contract.market.timeshare,
  request: z.extend(contract.market.timeshare.request, { before: z.optional(epochSeconds) }),
};

export function registerMarketRoutes(register: RegisterCall, feed: MarketFeed): void {
  register(contract.market.quotation, async () => feed.tickers());
  register(timeshare, async ({ symbol, period, before, limit }) => {
    const candles = feed.candles(symbol, period, {
      before: before === undefined ? undefined : Number(before),
      limit: Math.min(limit === undefined ? DEFAULT_CANDLES : Number(limit), MAX_CANDLES),
    });
    if (!candles) throw new AppError('validation.symbolInvalid');
    return { symbol, period, candles };
  });
}
