/**
 * The market as the rest of the server uses it: a feed (the seeded simulator today; a real
 * exchange feed can take its place) and the pairs it lists.
 */
export type { DrivenFeed, FeedTick, MarketFeed } from './feed';
export type { PairSpec } from './pairs';
export { createSimulatedFeed } from './simulator';
