import type { Candle, CandleHistory, Deal, OrderBook, Page, SpotOrder, Ticker } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import type { AppConfig, MarketSource } from '../src/config';
import { runOps } from '../src/modules/ops/service';
import { deposit, member, ok, type Member } from './support/funds';
import { startOkxReplay, type OkxReplay } from './support/okx-replay';
import { startProcessPair, type ProcessPair } from './support/process';
import { call, databases, startServer, type TestDatabase, type TestServer } from './support/server';

const en = (key: string) => translate('en', key);
const BTC = 'BTC/USDT';
const STALE_MS = 2000;

/** The exchange's pairs for these tests: two it lists; the rest of ours stay simulated. */
const okx = (replay: OkxReplay, staleMs = STALE_MS): MarketSource => ({
  kind: 'exchange',
  exchange: 'okx',
  pairs: new Map([
    [BTC, BTC],
    ['ETH/USDT', 'ETH/USDT'],
  ]),
  staleMs,
  restUrl: replay.restUrl,
  wsUrl: replay.wsUrl,
});

/** Polls `read` until `accept` holds (the feed follows the exchange's streams asynchronously). */
async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The exchange speaks now and then, as a live one does: its ticker every 300 ms at `price`, until
 * stopped (a silent exchange is what makes a pair stale).
 */
function heartbeat(replay: OkxReplay, instId: string, price: () => string): () => void {
  const timer = setInterval(() => replay.pushTicker(instId, { last: price() }), 300);
  return () => clearInterval(timer);
}

const tickers = (server: { url: string }) => ok(call<Ticker[]>(server, 'currency/quotation_new'));
const tickerOf = async (server: { url: string }, symbol: string) => (await tickers(server)).find((ticker) => ticker.symbol === symbol) as Ticker;

describe.each(databases)('market on an exchange (a replayed OKX) on $name', (database) => {
  let replay: OkxReplay;
  let server: TestServer;
  let price = '84000.1';
  let stopHeartbeat = () => undefined as void;
  beforeAll(async () => {
    replay = await startOkxReplay();
    server = await startServer(database, { market: { seed: 7, tickMs: 200, control: true, source: okx(replay) } });
    await replay.subscribed('tickers', 'BTC-USDT');
    stopHeartbeat = heartbeat(replay, 'BTC-USDT', () => price);
  });
  afterAll(async () => {
    stopHeartbeat();
    await server?.close();
    await replay?.close();
  });

  async function trader(): Promise<Member> {
    const who = await member(server);
    await deposit(server, who, '10000');
    return who;
  }
  const place = (who: Member, body: Record<string, string>) => call<{ id: number }>(server, 'coin/trade', { body: { symbol: BTC, ...body }, token: who.token, lang: 'en' });
  const orders = async (who: Member) => (await ok(call<Page<SpotOrder>>(server, 'coin/list', { token: who.token }))).list;

  it("shows the exchange's prices, 24 h figures, candles, book and trades, and the simulator's beside them", async () => {
    const btc = await until(() => tickerOf(server, BTC), (ticker) => ticker.price === '84000.10', 'the pushed price');
    expect(btc).toMatchObject({ source: 'okx', delayed: false, price_decimals: 2 });
    // The 24 h figures are the exchange's (the fixture's ticker), at the pair's places.
    expect(btc).toMatchObject({ open24h: '82523.60', high24h: '84210.00', low24h: '81708.20', volume24h: '7411.123722' });
    // A pair the exchange is not asked for keeps its simulated price, and so does a coin our launchpad listed.
    expect(await tickerOf(server, 'AVAX/USDT')).toMatchObject({ source: 'simulator', delayed: false });
    const launched = await until(() => tickerOf(server, 'PIXL/USDT'), (ticker) => ticker !== undefined, 'the launched coin');
    expect(launched).toMatchObject({ source: 'simulator', delayed: false, name: 'Pixel Realms' });

    const history = await ok(call<CandleHistory>(server, 'currency/new_timeshar', { query: { symbol: BTC, period: '1day', limit: '500' } }));
    expect(history.candles.length).toBeGreaterThanOrEqual(100);
    // Days start at 00:00 UTC, as ours do.
    expect(history.candles.every((candle) => candle.time % 86_400 === 0)).toBe(true);

    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    replay.pushCandle('BTC-USDT', '1m', { ts: minute, o: '84000', h: '84321.5', l: '83990', c: '84000.1', vol: '12.3456789', volCcy: '1037000', confirm: '0' });
    const latest = await until(
      async () => (await ok(call<CandleHistory>(server, 'currency/new_timeshar', { query: { symbol: BTC, period: '1min', limit: '3' } }))).candles,
      (candles) => candles.some((candle: Candle) => candle.time === minute / 1000 && candle.volume === '12.345678'),
      'the pushed candle',
    );
    expect(latest.find((candle) => candle.time === minute / 1000)).toMatchObject({ open: '84000.00', high: '84321.50', low: '83990.00' });

    replay.pushBook('BTC-USDT', { bids: [['83999.9', '0.5'], ['83999.8', '1.25']], asks: [['84000.2', '0.75']] });
    const book = await until(() => ok(call<OrderBook>(server, 'currency/depth', { query: { symbol: BTC } })), (depth) => depth.bids.length === 2, 'the pushed book');
    expect(book).toMatchObject({ symbol: BTC, bids: [['83999.90', '0.500000'], ['83999.80', '1.250000']], asks: [['84000.20', '0.750000']] });

    replay.pushTrade('BTC-USDT', { px: '84000.3', sz: '0.0021', side: 'sell', tradeId: '42' });
    const deals = await until(() => ok(call<Deal[]>(server, 'currency/deal', { query: { symbol: BTC } })), (list) => list.length > 0, 'the pushed trade');
    expect(deals[0]).toMatchObject({ price: '84000.30', amount: '0.002100', side: 'sell' });
  });

  it("fills a market order on the exchange's tick and records where the tick came from and when the exchange said it", async () => {
    const who = await trader();
    price = '84100.5';
    const ts = Date.now();
    replay.pushTicker('BTC-USDT', { last: price, ts });
    // Trades take the shared price, which the next round (of the pace the simulator sets) takes from the stream.
    await until(async () => server.built.trading.prices.current(BTC)?.price, (shared) => shared === price, 'the new shared price');
    const { id } = await ok(place(who, { side: 'buy', type: 'market', quantity: '0.01' }));
    const [order] = await orders(who);
    expect(order).toMatchObject({ id, price: '84100.5', status: 'completed', tick: { symbol: BTC, price: '84100.5' } });
    const [tick] = await server.built.db.query<{ source: string; source_time: number }>(
      'SELECT source, source_time_ms::float8 AS source_time FROM price_ticks WHERE symbol = $1 AND time_ms = $2',
      [BTC, order?.tick?.time],
    );
    expect(tick?.source).toBe('okx');
    expect(tick?.source_time).toBeGreaterThanOrEqual(ts);
  });

  it('pauses a pair whose exchange goes quiet: no market order, no fill on the old price; then resumes', async () => {
    const who = await trader();
    // A limit buy above the price: it fills on the next tick the pair settles on.
    stopHeartbeat();
    await until(() => tickerOf(server, BTC), (ticker) => ticker.delayed, 'the pair delayed', STALE_MS * 4);
    const refused = await place(who, { side: 'buy', type: 'market', quantity: '0.01' });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(en('trade.priceDelayed'));
    const { id } = await ok(place(who, { side: 'buy', type: 'limit', price: '90000', quantity: '0.01' }));
    // Rounds go on (the simulated pairs tick) but none settles the quiet pair.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await orders(who)).find((order) => order.id === id)).toMatchObject({ status: 'waiting' });
    expect(await tickerOf(server, 'AVAX/USDT')).toMatchObject({ delayed: false });

    price = '84200';
    stopHeartbeat = heartbeat(replay, 'BTC-USDT', () => price);
    await until(() => tickerOf(server, BTC), (ticker) => !ticker.delayed && ticker.price === '84200.00', 'the pair back');
    const filled = await until(
      async () => (await orders(who)).find((order) => order.id === id),
      (order) => order?.status === 'completed',
      'the limit order filled',
    );
    // At its limit, on the first live tick after the pause.
    expect(filled).toMatchObject({ price: '90000', tick: { symbol: BTC, price: '84200' } });
  });

  it('marks the pair delayed the moment the connection drops, reconnects, and fills the candles it missed', async () => {
    const before = replay.connections();
    replay.drop({ refuseMs: 1500 });
    await until(() => tickerOf(server, BTC), (ticker) => ticker.delayed, 'delayed on the drop', 1000);
    // Traded while we were cut off: only the exchange's history has it.
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    replay.pushCandle('BTC-USDT', '1m', { ts: minute, o: '84200', h: '84250', l: '84100', c: '84200', vol: '98.7654321', volCcy: '8300000', confirm: '0' });
    await until(async () => replay.connections(), (count) => count > before, 'a new connection', 15_000);
    await until(() => tickerOf(server, BTC), (ticker) => !ticker.delayed, 'live again', 15_000);
    await until(
      async () => (await ok(call<CandleHistory>(server, 'currency/new_timeshar', { query: { symbol: BTC, period: '1min', limit: '3' } }))).candles,
      (candles) => candles.some((candle) => candle.time === minute / 1000 && candle.volume === '98.765432'),
      'the missed candle filled',
    );
  });

  it("refuses to set an exchange pair's price, and sets a simulated pair's", async () => {
    expect((await call(server, 'dev/price', { body: { symbol: BTC, price: '1000' }, json: true, lang: 'en' })).body.message).toBe(en('validation.symbolInvalid'));
    const set = await ok(call<{ price: string }>(server, 'dev/price', { body: { symbol: 'AVAX/USDT', price: '40.5' }, json: true }));
    expect(set.price).toBe('40.5');
  });
});

const postgres = databases.find((database) => database.url);
(postgres ? describe : describe.skip)('two processes on one exchange', () => {
  let replay: OkxReplay;
  let pair: ProcessPair;
  let stopHeartbeat = () => undefined as void;
  let price = '84000';
  beforeAll(async () => {
    replay = await startOkxReplay();
    // Not about staleness: the default limit, so a busy machine's late heartbeat pauses nothing.
    const source = okx(replay, 10_000);
    const env = { MARKET_FEED: 'okx', MARKET_PAIRS: 'BTC/USDT,ETH/USDT', MARKET_STALE_SECONDS: '10', MARKET_FEED_REST_URL: replay.restUrl, MARKET_FEED_WS_URL: replay.wsUrl };
    const mirrorConfig: Partial<AppConfig> = { market: { seed: 7, tickMs: 200, control: true, source } };
    pair = await startProcessPair(postgres as TestDatabase & { url: string }, { env, mirrorConfig });
    stopHeartbeat = heartbeat(replay, 'BTC-USDT', () => price);
  }, 60_000);
  afterAll(async () => {
    stopHeartbeat();
    await pair?.stop();
    await replay?.close();
  });

  it('settles each crossed order once, through whichever process took it', async () => {
    const { mirror, publisher } = pair;
    const users = await Promise.all(Array.from({ length: 3 }, () => member(mirror)));
    for (const who of users) await deposit(mirror, who, '1000');
    const ids = await Promise.all(
      users.flatMap((who) =>
        Array.from({ length: 6 }, (_, i) =>
          ok(call<{ id: number }>(i % 2 ? mirror : publisher, 'coin/trade', { body: { symbol: BTC, side: 'buy', type: 'limit', price: '80000', quantity: '0.001' }, token: who.token })),
        ),
      ),
    );
    price = '79999.5';
    const db = mirror.built.db;
    await until(
      async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM spot_orders WHERE status = 'completed'`))[0]?.n,
      (n) => n === ids.length,
      'every order filled',
    );
    // One fill each: one ledger entry of the base coin per order, all on one exchange tick.
    const fills = await db.query<{ reference: string; n: number }>(
      `SELECT reference, count(*)::int AS n FROM ledger_entries WHERE reason = 'spot_fill' AND currency_id = 1 GROUP BY reference`,
    );
    expect(fills).toHaveLength(ids.length);
    expect(fills.every((fill) => fill.n === 1)).toBe(true);
    const sources = await db.query<{ source: string }>(
      `SELECT DISTINCT t.source FROM spot_orders o JOIN price_ticks t ON t.symbol = o.symbol AND t.time_ms = o.tick_time WHERE o.status = 'completed'`,
    );
    expect(sources).toEqual([{ source: 'okx' }]);
  });
});

describe('ops market check: the exchange reached from this machine', () => {
  let replay: OkxReplay;
  let stopHeartbeat = () => undefined as void;
  beforeAll(async () => {
    replay = await startOkxReplay();
    stopHeartbeat = heartbeat(replay, 'BTC-USDT', () => '84000.5');
  });
  afterAll(async () => {
    stopHeartbeat();
    await replay?.close();
  });
  const collect = () => {
    let text = '';
    return { write: (chunk: string | Uint8Array) => (text += String(chunk)), text: () => text };
  };

  it('connects, subscribes to one pair and prints its ticks', async () => {
    const out = collect();
    const err = collect();
    const env = { MARKET_FEED: 'okx', MARKET_FEED_REST_URL: replay.restUrl, MARKET_FEED_WS_URL: replay.wsUrl };
    await expect(runOps(['market', 'check', '--pair', 'BTC/USDT', '--ticks', '3'], env, out, err)).resolves.toBe(0);
    const lines = out.text().trim().split('\n');
    expect(lines[0]).toMatch(/^okx: BTC\/USDT listed; 5 recent 1-minute candles/);
    expect(lines.slice(1)).toEqual([1, 2, 3].map((n) => expect.stringMatching(new RegExp(`^${n}\\. BTC/USDT 84000\\.5 at \\d{4}-\\d\\d-\\d\\dT`))));
    expect(err.text()).toBe('');
  });

  it('says what is wrong: no exchange named, a pair it does not list', async () => {
    const err = collect();
    await expect(runOps(['market', 'check'], {}, collect(), err)).resolves.toBe(2);
    expect(err.text()).toContain('MARKET_FEED=okx ops market check');
    const unlisted = collect();
    const env = { MARKET_FEED: 'okx', MARKET_FEED_REST_URL: replay.restUrl, MARKET_FEED_WS_URL: replay.wsUrl };
    await expect(runOps(['market', 'check', '--pair', 'AVAX/USDT'], env, collect(), unlisted)).resolves.toBe(1);
    expect(unlisted.text()).toBe('okx could not be used: okx does not list AVAX/USDT (it lists 5 spot pairs)\n');
  });
});
