import { createCcxtSource } from './ccxt-source';

export interface FeedCheck {
  exchange: string;
  /** The exchange's symbol (`BTC/USDT`). */
  symbol: string;
  ticks: number;
  restUrl?: string;
  wsUrl?: string;
}

/**
 * What an operator runs before switching MARKET_FEED on: connects to the exchange as the server
 * would, checks that it lists the pair and serves its candles, subscribes to its ticker and
 * prints `ticks` of them as they come (price, the exchange's time, how late it arrived).
 * Resolves to the number of ticks seen; throws what the exchange or the network said.
 */
export async function checkFeed(check: FeedCheck, print: (line: string) => void): Promise<number> {
  const source = await createCcxtSource({ exchange: check.exchange, restUrl: check.restUrl, wsUrl: check.wsUrl, backoff: { firstMs: 1000, maxMs: 10_000 } });
  try {
    const listed = await source.symbols();
    if (!listed.has(check.symbol)) throw new Error(`${check.exchange} does not list ${check.symbol} (it lists ${listed.size} spot pairs)`);
    const candles = await source.candles(check.symbol, '1min', undefined, 5);
    print(`${check.exchange}: ${check.symbol} listed; ${candles.length} recent 1-minute candles, the newest closing at ${candles.at(-1)?.close ?? '-'}`);
    let seen = 0;
    while (seen < check.ticks) {
      for (const ticker of await source.nextTickers([check.symbol])) {
        if (ticker.symbol !== check.symbol || seen >= check.ticks) continue;
        seen += 1;
        print(`${seen}. ${ticker.symbol} ${ticker.last} at ${new Date(ticker.time).toISOString()} (arrived ${Date.now() - ticker.time} ms later)`);
      }
    }
    return seen;
  } finally {
    await source.close();
  }
}
