import type { MarketFeed } from './feed';
import { DEALS_KEPT, toDeal, type RawDeal } from './depth';
import type { PairSpec } from './pairs';
import { seriesOf, type SeriesPeriod } from './periods';
import type { CandleSeries } from './series';
import { toCandle } from './ticker';

/** What a feed keeps of a pair that its charts and trades list read. */
export interface PairHistory {
  pair: PairSpec;
  series: Record<SeriesPeriod, CandleSeries>;
  /** Newest last. */
  deals: RawDeal[];
}

/** A feed's candles and trades, read from its pairs' histories the same way whatever made them. */
export function historyReads(states: ReadonlyMap<string, PairHistory>): Pick<MarketFeed, 'candles' | 'latestCandle' | 'deals'> {
  return {
    candles(symbol, period, { before, limit }) {
      const state = states.get(symbol);
      return state?.series[seriesOf(period)].page(before, limit).map((candle) => toCandle(candle, state.pair));
    },
    latestCandle(symbol, period) {
      const state = states.get(symbol);
      const candle = state?.series[seriesOf(period)].latest();
      return state && candle ? toCandle(candle, state.pair) : undefined;
    },
    deals(symbol) {
      const state = states.get(symbol);
      return state?.deals.slice(-DEALS_KEPT).reverse().map((deal) => toDeal(deal, state.pair));
    },
  };
}
