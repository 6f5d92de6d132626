import { contract } from '@h5/shared/contract';
import type { RegisterCall } from '../../plugins/calls';
import { AppError } from '../../plugins/envelope';
import type { MarketFeed } from './feed';

/** The same figures on the app's socket: channels a page subscribes to, pushed every tick. */
export { publishMarket } from './socket';

const DEFAULT_CANDLES = 300;
const MAX_CANDLES = 1000;

export function registerMarketRoutes(register: RegisterCall, feed: MarketFeed): void {
  register(contract.market.quotation, async () => feed.tickers());
  register(contract.market.timeshare, async ({ symbol, period, before, limit }) => {
    const candles = feed.candles(symbol, period, {
      before: before === undefined ? undefined : Number(before),
      limit: Math.min(limit === undefined ? DEFAULT_CANDLES : Number(limit), MAX_CANDLES),
    });
    if (!candles) throw new AppError('validation.symbolInvalid');
    return { symbol, period, candles };
  });
  register(contract.market.depth, async ({ symbol }) => {
    const book = feed.depth(symbol);
    if (!book) throw new AppError('validation.symbolInvalid');
    return book;
  });
  register(contract.market.deals, async ({ symbol }) => {
    const deals = feed.deals(symbol);
    if (!deals) throw new AppError('validation.symbolInvalid');
    return deals;
  });
}
