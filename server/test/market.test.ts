import { io as connect, type Socket } from 'socket.io-client';
import type { Candle, CandleHistory, PriceTick, Ticker } from '@h5/shared/contract';
import { ACCOUNT_STATE_EVENT, CHART_PERIODS, MARKET_TICKS_EVENT } from '@h5/shared/constants';
import { translate } from '@h5/shared/i18n/messages';
import { call, databases, startServer, type TestServer } from './support/server';

const DECIMAL = /^\d+(\.\d+)?$/;

interface Tick {
  channel: string;
  data: unknown;
}

/** Hears every channel value the socket is sent: the answers to `sub` and each tick's list. */
function onTick(socket: Socket, listener: (tick: Tick) => void): () => void {
  const many = (ticks: Tick[]) => ticks.forEach(listener);
  socket.on(MARKET_TICKS_EVENT, many);
  return () => {
    socket.off(MARKET_TICKS_EVENT, many);
  };
}

/** Collects channel values until `count` have arrived for `channel`. */
function ticksOn(socket: Socket, channel: string, count: number): Promise<Tick[]> {
  return new Promise((resolve) => {
    const seen: Tick[] = [];
    const stop = onTick(socket, (tick) => {
      if (tick.channel !== channel) return;
      seen.push(tick);
      if (seen.length === count) {
        stop();
        resolve(seen);
      }
    });
  });
}

/** Disconnects and waits until the transport is closed, so nothing is left in flight. */
function disconnect(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    socket.io.engine.once('close', () => resolve());
    socket.disconnect();
  });
}

describe.each(databases)('market on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
  });
  afterAll(() => server.close());

  describe('with the feed paused', () => {
    beforeAll(() => server.built.feed.stop());
    afterAll(() => server.built.feed.start());

    it('quotes at least 8 pairs with prices as decimal strings', async () => {
      const { body } = await call<Ticker[]>(server, 'currency/quotation_new');
      expect(body.code).toBe(1);
      expect(body.data.length).toBeGreaterThanOrEqual(8);
      expect(body.data.map((ticker) => ticker.symbol)).toEqual(expect.arrayContaining(['BTC/USDT', 'ETH/USDT', 'DOGE/USDT']));
      for (const ticker of body.data) {
        for (const field of ['price', 'open24h', 'high24h', 'low24h', 'volume24h', 'turnover24h'] as const) expect(ticker[field]).toMatch(DECIMAL);
        expect(ticker.change24h).toMatch(/^-?\d+\.\d{2}$/);
        expect(ticker.price.split('.')[1]?.length ?? 0).toBe(ticker.price_decimals);
      }
    });

    it.each(CHART_PERIODS)('serves %s candles whose last close is the ticker price', async (period) => {
      const [history, quote] = await Promise.all([
        call<CandleHistory>(server, 'currency/new_timeshar', { query: { symbol: 'BTC/USDT', period } }),
        call<Ticker[]>(server, 'currency/quotation_new'),
      ]);
      const { candles } = history.body.data;
      expect(history.body.data).toMatchObject({ symbol: 'BTC/USDT', period });
      // 300 by default; ten years hold fewer months.
      expect(candles.length).toBeLessThanOrEqual(300);
      expect(candles.length).toBeGreaterThanOrEqual(period === '1mon' ? 120 : 300);
      expect(candles[candles.length - 1]?.close).toBe(quote.body.data.find((ticker) => ticker.symbol === 'BTC/USDT')?.price);
    });

    it('pages back with `before` and caps `limit` at 1000', async () => {
      const page = (query: Record<string, string | number>) =>
        call<CandleHistory>(server, 'currency/new_timeshar', { query: { symbol: 'ETH/USDT', period: '5min', ...query } });
      const newest = (await page({ limit: 100 })).body.data.candles;
      const older = (await page({ limit: 100, before: newest[0]!.time })).body.data.candles;
      expect(older).toHaveLength(100);
      expect(older[older.length - 1]!.time).toBe(newest[0]!.time - 300);
      const all: Candle[] = (await page({ limit: 5000, period: '1day' })).body.data.candles;
      expect(all).toHaveLength(1000);
    });

    it.each([
      [{ symbol: 'NOPE/USDT', period: '1min' }, 'validation.symbolInvalid'],
      [{ symbol: 'btc', period: '1min' }, 'validation.symbolInvalid'],
      [{ symbol: 'BTC/USDT', period: '2min' }, 'validation.periodInvalid'],
      [{ symbol: 'BTC/USDT', period: '1min', before: 'yesterday' }, 'validation.timeInvalid'],
    ])('refuses %j', async (query, key) => {
      const { status, body } = await call(server, 'currency/new_timeshar', { query, lang: 'en' });
      expect(status).toBe(400);
      expect(body.message).toBe(translate('en', key));
    });
  });

  it('holds a controlled price still while the feed walks, until a price is set without hold', async () => {
    const { feed } = server.built;
    const set = (price: string, hold?: boolean) => call<PriceTick>(server, 'dev/price', { body: { symbol: 'ETH/USDT', price, ...(hold ? { hold } : {}) }, json: true });
    const held = (await set('2000', true)).body.data;
    // Five more own ticks (200 ms apart) later, still exactly the held price.
    const later = await server.built.trading.prices.waitFor('ETH/USDT', (tick) => tick.time >= held.time + 1_000, 5_000);
    expect(later?.price).toBe('2000');
    expect(feed.ticker('ETH/USDT')?.price).toBe('2000.00');
    await set('2000');
    const walked = await server.built.trading.prices.waitFor('ETH/USDT', (tick) => tick.price !== '2000', 5_000);
    expect(walked).not.toBeNull();
  });

  describe('socket', () => {
    let socket: Socket;
    beforeEach(() => {
      socket = connect(server.url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    });
    afterEach(() => disconnect(socket));

    it('answers a sub with one list of what the channels it named carry now', async () => {
      // The first market message of any kind: one list, in the order asked (a tick's list is in another).
      const first = new Promise<[string, unknown]>((resolve) => {
        const listener = (event: string, body: unknown) => {
          if (event === ACCOUNT_STATE_EVENT) return;
          socket.offAny(listener);
          resolve([event, body]);
        };
        socket.onAny(listener);
      });
      socket.emit('sub', ['tickers', 'ticker:BTC/USDT', 'depth:BTC/USDT', 'deals:BTC/USDT', 'ticker:NOPE/USDT']);
      const [event, body] = await first;
      expect(event).toBe(MARKET_TICKS_EVENT);
      const list = body as Tick[];
      expect(list.map((tick) => tick.channel)).toEqual(['tickers', 'ticker:BTC/USDT', 'depth:BTC/USDT', 'deals:BTC/USDT']);
      expect((list[1]?.data as Ticker).symbol).toBe('BTC/USDT');
    });

    it('sends a ticker snapshot on sub, then live ticks', async () => {
      const ticks = ticksOn(socket, 'ticker:BTC/USDT', 3);
      socket.emit('sub', ['ticker:BTC/USDT', 'ticker:NOPE/USDT']);
      const [snapshot, ...live] = await ticks;
      const times = [snapshot, ...live].map((tick) => (tick?.data as Ticker).time);
      expect((snapshot?.data as Ticker).symbol).toBe('BTC/USDT');
      expect(times[1]).toBeGreaterThan(times[0]!);
      expect(times[2]).toBeGreaterThan(times[1]!);
    });

    it('publishes all tickers and the newest candle of a chart period', async () => {
      const all = ticksOn(socket, 'tickers', 2);
      const kline = ticksOn(socket, 'kline:ETH/USDT:1min', 2);
      socket.emit('sub', ['tickers', 'kline:ETH/USDT:1min']);
      const [[, tickers], [, candle]] = await Promise.all([all, kline]);
      const eth = (tickers?.data as Ticker[]).find((ticker) => ticker.symbol === 'ETH/USDT');
      expect((tickers?.data as Ticker[]).length).toBeGreaterThanOrEqual(8);
      expect((candle?.data as Candle).time % 60).toBe(0);
      expect(eth?.price).toMatch(DECIMAL);
    });

    it('sends each socket one message a tick, holding every channel it asked for and no other', async () => {
      const other = connect(server.url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
      try {
        const lists = (who: Socket) => new Promise<Tick[]>((resolve) => who.once(MARKET_TICKS_EVENT, resolve));
        socket.emit('sub', ['ticker:BTC/USDT', 'ticker:ETH/USDT', 'tickers']);
        other.emit('sub', ['ticker:ETH/USDT']);
        await Promise.all([ticksOn(socket, 'tickers', 1), ticksOn(other, 'ticker:ETH/USDT', 1)]);
        const [mine, theirs] = await Promise.all([lists(socket), lists(other)]);
        expect(mine.map((tick) => tick.channel).sort()).toEqual(['ticker:BTC/USDT', 'ticker:ETH/USDT', 'tickers']);
        expect(theirs.map((tick) => tick.channel)).toEqual(['ticker:ETH/USDT']);
        // One round: the same ETH ticker in both lists.
        const eth = (list: Tick[]) => list.find((tick) => tick.channel === 'ticker:ETH/USDT')?.data as Ticker;
        expect(eth(mine).time).toBe(eth(theirs).time);
        // Dropping a channel changes the socket's list from the next tick on.
        socket.emit('unsub', ['tickers']);
        const next = await new Promise<Tick[]>((resolve) => {
          const listener = (list: Tick[]) => {
            if (list.some((tick) => tick.channel === 'tickers')) return;
            socket.off(MARKET_TICKS_EVENT, listener);
            resolve(list);
          };
          socket.on(MARKET_TICKS_EVENT, listener);
        });
        expect(next.map((tick) => tick.channel).sort()).toEqual(['ticker:BTC/USDT', 'ticker:ETH/USDT']);
      } finally {
        await disconnect(other);
      }
    });

    it('stops sending a channel after unsub', async () => {
      const subscribed = ticksOn(socket, 'ticker:SOL/USDT', 1);
      socket.emit('sub', 'ticker:SOL/USDT');
      await subscribed;
      socket.emit('unsub', ['ticker:SOL/USDT']);
      const received: Tick[] = [];
      await new Promise((resolve) => setTimeout(resolve, 100));
      const stop = onTick(socket, (tick) => received.push(tick));
      await new Promise((resolve) => setTimeout(resolve, 600));
      stop();
      expect(received).toEqual([]);
    });

    it('works over HTTP long-polling too', async () => {
      const polling = connect(server.url, { path: '/socket.io', transports: ['polling'], forceNew: true });
      try {
        const ticks = ticksOn(polling, 'ticker:DOGE/USDT', 1);
        polling.emit('sub', ['ticker:DOGE/USDT']);
        const [snapshot] = await ticks;
        expect((snapshot?.data as Ticker).symbol).toBe('DOGE/USDT');
      } finally {
        await disconnect(polling);
      }
    });
  });
});
