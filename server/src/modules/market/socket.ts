import type { Server } from 'socket.io';
import { CHART_PERIODS, MARKET_CHANNEL_ALL, type ChartPeriod } from '@h5/shared/constants';
import type { MarketFeed } from './feed';

/**
 * Socket protocol: the client emits `sub` / `unsub` with channel names; the server answers each
 * `sub` with the channel's current value and then pushes it on every tick, as event `tick` with
 * `{ channel, data }`. Channels: `tickers` (Ticker[]), `ticker:<SYMBOL>` (Ticker),
 * `kline:<SYMBOL>:<period>` (the newest Candle of that period), `depth:<SYMBOL>` (OrderBook),
 * `deals:<SYMBOL>` (Deal[], the recent trades, newest first).
 */
const TICKER = /^ticker:([A-Z0-9]{2,10}\/[A-Z0-9]{2,10})$/;
const DEPTH = /^depth:([A-Z0-9]{2,10}\/[A-Z0-9]{2,10})$/;
const DEALS = /^deals:([A-Z0-9]{2,10}\/[A-Z0-9]{2,10})$/;
const KLINE = /^kline:([A-Z0-9]{2,10}\/[A-Z0-9]{2,10}):(\w+)$/;
const MAX_CHANNELS = 64;

const isPeriod = (value: string): value is ChartPeriod => (CHART_PERIODS as readonly string[]).includes(value);

/** What a channel carries now; undefined for anything that is not a channel (socket ids included). */
function valueOf(feed: MarketFeed, channel: string): unknown {
  if (channel === MARKET_CHANNEL_ALL) return feed.tickers();
  const ticker = TICKER.exec(channel);
  if (ticker) return feed.ticker(ticker[1] as string);
  const depth = DEPTH.exec(channel);
  if (depth) return feed.depth(depth[1] as string);
  const deals = DEALS.exec(channel);
  if (deals) return feed.deals(deals[1] as string);
  const kline = KLINE.exec(channel);
  const period = kline?.[2];
  return kline && period && isPeriod(period) ? feed.latestCandle(kline[1] as string, period) : undefined;
}

/** `sub`/`unsub` take a list of names (or one name); anything else counts as none. */
function channelsIn(payload: unknown): string[] {
  const list = Array.isArray(payload) ? payload : [payload];
  return list.filter((item): item is string => typeof item === 'string' && item.length <= 64).slice(0, MAX_CHANNELS);
}

/** Serves the market channels on `io`; returns the function that stops publishing. */
export function publishMarket(io: Server, feed: MarketFeed): () => void {
  io.on('connection', (socket) => {
    socket.on('sub', (payload: unknown) => {
      for (const channel of channelsIn(payload)) {
        const data = valueOf(feed, channel);
        if (data === undefined || socket.rooms.size > MAX_CHANNELS) continue;
        void socket.join(channel);
        socket.emit('tick', { channel, data });
      }
    });
    socket.on('unsub', (payload: unknown) => {
      for (const channel of channelsIn(payload)) void socket.leave(channel);
    });
  });
  return feed.onTick(() => {
    for (const room of io.of('/').adapter.rooms.keys()) {
      const data = valueOf(feed, room);
      // Every process publishes the market to its own sockets: never through the adapter.
      if (data !== undefined) io.local.to(room).emit('tick', { channel: room, data });
    }
  });
}
