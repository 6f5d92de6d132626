import type { DrivenFeed } from './feed';
import { PAIRS } from './pairs';

const ORDER = new Map(PAIRS.map((pair, index) => [`${pair.base}/${pair.quote}`, index]));
const rank = (symbol: string) => ORDER.get(symbol) ?? ORDER.size;

/**
 * An exchange's pairs beside the simulator's, as one feed: each call goes to the feed that lists
 * the pair, and a pair listed later (a launched new coin) is the simulator's. The simulator's
 * ticks pace the rounds for both (the exchange's prices are read at each), so one round settles
 * every pair.
 */
export function combineFeeds(exchange: DrivenFeed, simulator: DrivenFeed): DrivenFeed {
  const of = (symbol: string): DrivenFeed => (exchange.pair(symbol) ? exchange : simulator);
  return {
    tickers: () => [...exchange.tickers(), ...simulator.tickers()].sort((a, b) => rank(a.symbol) - rank(b.symbol)),
    ticker: (symbol) => of(symbol).ticker(symbol),
    candles: (symbol, period, page) => of(symbol).candles(symbol, period, page),
    latestCandle: (symbol, period) => of(symbol).latestCandle(symbol, period),
    deals: (symbol) => of(symbol).deals(symbol),
    depth: (symbol) => of(symbol).depth(symbol),
    pair: (symbol) => of(symbol).pair(symbol),
    addPair: (pair) => !exchange.pair(`${pair.base}/${pair.quote}`) && simulator.addPair(pair),
    lastTick: (symbol) => of(symbol).lastTick(symbol),
    delayed: (symbol) => of(symbol).delayed(symbol),
    setNextPrice: (symbol, units, hold) => of(symbol).setNextPrice(symbol, units, hold),
    tickNow: () => simulator.tickNow(),
    mirror(time, ticks) {
      exchange.mirror(time, ticks);
      simulator.mirror(time, ticks);
    },
    onTick: (listener) => simulator.onTick(listener),
    start() {
      exchange.start();
      simulator.start();
    },
    stop() {
      exchange.stop();
      simulator.stop();
    },
    async close() {
      await Promise.all([exchange.close(), simulator.close()]);
    },
  };
}
