/**
 * The market as the rest of the server uses it: a feed and the pairs it lists. The seeded
 * simulator by default; with MARKET_FEED an exchange's prices for the pairs it lists, beside the
 * simulator's for the rest.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MarketSource } from '../../config';
import type { Clock } from '../../lib/clock';
import { combineFeeds } from './combined';
import { createCcxtSource } from './exchange/ccxt-source';
import { createExchangeFeed, type Backoff } from './exchange/feed';
import type { DrivenFeed } from './feed';
import { PAIRS, symbolOf } from './pairs';
import { createSimulatedFeed } from './simulator';

export type { DrivenFeed, FeedTick, MarketFeed } from './feed';
export type { PairSpec } from './pairs';
export { createSimulatedFeed };
export { SOURCE as SIMULATOR } from './simulator';
export { checkFeed } from './exchange/check';

/** A dropped stream dials again after a second, then ever later, to half a minute. */
const BACKOFF: Backoff = { firstMs: 1000, maxMs: 30_000 };

export interface MarketFeedOptions {
  source: MarketSource;
  clock: Clock;
  seed: number;
  tickMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  backoff?: Backoff;
}

export async function createMarketFeed({ source, clock, seed, tickMs, log, backoff = BACKOFF }: MarketFeedOptions): Promise<DrivenFeed> {
  if (source.kind === 'simulator') return createSimulatedFeed({ clock, seed, tickMs });
  const exchange = await createCcxtSource({ exchange: source.exchange, restUrl: source.restUrl ?? undefined, wsUrl: source.wsUrl ?? undefined, backoff });
  try {
    const listed = await exchange.symbols();
    for (const [ours, theirs] of source.pairs) {
      if (!PAIRS.some((pair) => symbolOf(pair) === ours)) throw new Error(`MARKET_PAIRS: ${ours} is not a pair of ours`);
      if (!listed.has(theirs)) throw new Error(`MARKET_PAIRS: ${source.exchange} does not list ${theirs}`);
    }
    // Named pairs only, when any are named; else every pair of ours it lists under the same symbol.
    const remoteOf = (symbol: string) => (source.pairs.size > 0 ? source.pairs.get(symbol) : listed.has(symbol) ? symbol : undefined);
    const quoted = PAIRS.flatMap((pair) => {
      const remote = remoteOf(symbolOf(pair));
      return remote ? [{ pair, remote }] : [];
    });
    const simulated = PAIRS.filter((pair) => !quoted.some((entry) => entry.pair === pair));
    log.info({ exchange: source.exchange, quoted: quoted.map(({ pair }) => symbolOf(pair)), simulated: simulated.map(symbolOf) }, 'market: prices from the exchange where it lists the pair');
    const feed = await createExchangeFeed({ source: exchange, pairs: quoted, clock, staleMs: source.staleMs, backoff, log });
    return combineFeeds(feed, createSimulatedFeed({ clock, seed, tickMs, pairs: simulated }));
  } catch (error) {
    await exchange.close();
    throw error;
  }
}
