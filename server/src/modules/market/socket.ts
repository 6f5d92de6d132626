import type { Server } from 'socket.io';
import { CHART_PERIODS, MARKET_CHANNEL_ALL, MARKET_TICKS_EVENT, type ChartPeriod } from '@h5/shared/constants';
import type { MarketFeed } from './feed';

/**
 * Socket protocol: the client emits `sub` / `unsub` with channel names; the server answers each
 * `sub` with one `ticks` message, the list of `{ channel, data }` for the channels it named, and
 * then, on every tick of the feed, sends each socket one `ticks` message with all its channels'
 * values. Channels: `tickers` (Ticker[]), `ticker:<SYMBOL>` (Ticker),
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

/**
 * Sockets that asked for the same channels share a room named after that set, and a tick is one
 * message per set, encoded once, instead of one per channel per socket: 5 000 phones on the
 * same 8 tickers cost 5 000 writes a second, not 40 000. Channel names hold no spaces.
 */
const SET_ROOM = 'market-set:';
const setRoomOf = (channels: ReadonlySet<string>): string => `${SET_ROOM}${[...channels].sort().join(' ')}`;

/** Serves the market channels on `io`; returns the function that stops publishing. */
export function publishMarket(io: Server, feed: MarketFeed): () => void {
  io.on('connection', (socket) => {
    const channels = new Set<string>();
    let room: string | null = null;
    const regroup = () => {
      const next = channels.size > 0 ? setRoomOf(channels) : null;
      if (next === room) return;
      if (room) void socket.leave(room);
      if (next) void socket.join(next);
      room = next;
    };
    socket.on('sub', (payload: unknown) => {
      const answer: Array<{ channel: string; data: unknown }> = [];
      for (const channel of channelsIn(payload)) {
        const data = valueOf(feed, channel);
        if (data === undefined || (!channels.has(channel) && channels.size >= MAX_CHANNELS)) continue;
        channels.add(channel);
        answer.push({ channel, data });
      }
      if (answer.length > 0) socket.emit(MARKET_TICKS_EVENT, answer);
      regroup();
    });
    socket.on('unsub', (payload: unknown) => {
      for (const channel of channelsIn(payload)) channels.delete(channel);
      regroup();
    });
  });
  return feed.onTick(() => {
    const now = new Map<string, unknown>();
    const valueNow = (channel: string) => {
      if (!now.has(channel)) now.set(channel, valueOf(feed, channel));
      return now.get(channel);
    };
    for (const room of io.of('/').adapter.rooms.keys()) {
      if (!room.startsWith(SET_ROOM)) continue;
      const ticks = room
        .slice(SET_ROOM.length)
        .split(' ')
        .map((channel) => ({ channel, data: valueNow(channel) }))
        .filter((tick) => tick.data !== undefined);
      // Every process publishes the market to its own sockets: never through the adapter.
      if (ticks.length > 0) io.local.to(room).emit(MARKET_TICKS_EVENT, ticks);
    }
  });
}
