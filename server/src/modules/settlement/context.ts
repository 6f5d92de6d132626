import type { TradingConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../plugins/envelope';
import type { DrivenFeed, PairSpec } from '../market/service';
import type { Notifier } from '../notification/service';
import type { SharedPrices } from './prices';
import { tickRecorder, type SharedTick } from './ticks';

export interface CurrencyInfo {
  id: number;
  code: string;
  decimals: number;
}

/** A listed pair with its two currencies. */
export interface TradePair {
  symbol: string;
  spec: PairSpec;
  base: CurrencyInfo;
  quote: CurrencyInfo;
}

/** What every trading service needs: the database, the pairs, and the shared price. */
export interface TradingContext {
  db: Database;
  clock: Clock;
  config: TradingConfig;
  /** Tells users what their orders, positions and options did. */
  notifier: Notifier;
  /** The pair a call names; an unknown one is refused as "Unknown trading pair". */
  pair(symbol: string): TradePair;
  currency(id: number): CurrencyInfo | undefined;
  currencyByCode(code: string): CurrencyInfo | undefined;
  /** Trades a pair listed while the server runs (a launched new coin), with its base currency. */
  addPair(spec: PairSpec, base: CurrencyInfo): void;
  /** The newest shared tick of the pair, what positions are valued at (refused while the shared price is not known yet). */
  livePrice(symbol: string): SharedTick;
  /** Whether the pair's price is too old to trade on (its exchange stale or cut off): nothing fills or closes on it meanwhile. */
  delayed(symbol: string): boolean;
  /** The newest shared tick to trade on now (refused while delayed). */
  tradePrice(symbol: string): SharedTick;
  /** The same, kept in `price_ticks` first, for an order settled on it right now. */
  liveTick(symbol: string): Promise<SharedTick>;
}

export const noPrice = () => new AppError('trade.noPrice', 503);
/** The pair's exchange is stale or cut off: nothing fills at a price that old. */
export const priceDelayed = () => new AppError('trade.priceDelayed', 503);

/** Currencies are read once; a coin listed later (a launched new coin) is added with its pair (`addPair`). */
export async function createTradingContext(deps: {
  db: Database;
  clock: Clock;
  config: TradingConfig;
  feed: DrivenFeed;
  prices: SharedPrices;
  notifier: Notifier;
}): Promise<TradingContext> {
  const { db, clock, config, feed, prices, notifier } = deps;
  const currencies = await db.query<CurrencyInfo>('SELECT id, code, decimals FROM currencies');
  const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
  const byId = new Map(currencies.map((currency) => [currency.id, currency]));
  const pairs = new Map<string, TradePair>();
  for (const { symbol } of feed.tickers()) {
    const spec = feed.pair(symbol);
    const base = spec && byCode.get(spec.base);
    const quote = spec && byCode.get(spec.quote);
    if (!spec || !base || !quote) throw new Error(`pair ${symbol} lacks a currency (add it by migration)`);
    pairs.set(symbol, { symbol, spec, base, quote });
  }
  const record = tickRecorder(db);

  const livePrice = (symbol: string): SharedTick => {
    const tick = prices.current(symbol);
    if (!tick) throw noPrice();
    return tick;
  };
  const tradePrice = (symbol: string): SharedTick => {
    if (feed.delayed(symbol)) throw priceDelayed();
    return livePrice(symbol);
  };

  return {
    db,
    clock,
    config,
    notifier,
    pair(symbol) {
      const pair = pairs.get(symbol);
      if (!pair) throw new AppError('validation.symbolInvalid');
      return pair;
    },
    addPair(spec, base) {
      const quote = byCode.get(spec.quote);
      if (!quote) throw new Error(`pair ${spec.base}/${spec.quote} lacks its quote currency`);
      byCode.set(base.code, base);
      byId.set(base.id, base);
      pairs.set(`${spec.base}/${spec.quote}`, { symbol: `${spec.base}/${spec.quote}`, spec, base, quote });
    },
    currency: (id) => byId.get(id),
    currencyByCode: (code) => byCode.get(code),
    livePrice,
    delayed: (symbol) => feed.delayed(symbol),
    tradePrice,
    async liveTick(symbol) {
      const tick = tradePrice(symbol);
      await record(tick);
      return tick;
    },
  };
}
