import ccxt, { NetworkError } from 'ccxt';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ccxtOptions, startOkxReplay, type OkxReplay } from './support/okx-replay';

// ccxt's okx class, as the server makes it, against the local OKX replay.
const FIXTURES = path.join(__dirname, 'fixtures/okx');
const MINUTE = 60_000;
const fixtureCandles = (instId: string, bar: string): string[][] =>
  (JSON.parse(readFileSync(path.join(FIXTURES, 'candles', `${instId}.json`), 'utf8')) as Record<string, string[][]>)[bar]!;
/** ccxt's [ts, o, h, l, c, vol] of fixture rows (newest first), oldest first as ccxt returns them. */
const asOhlcv = (rows: string[][]) => rows.map((row) => row.slice(1, 6)).reverse();
const SERVED = /^\/api\/v5\/(public\/(instruments|time)|market\/(candles|history-candles|ticker|tickers|books))\?/;

let replay: OkxReplay;
let exchange: InstanceType<typeof ccxt.pro.okx>;

function connect({ options, ...config }: { options?: Record<string, unknown>; timeframes?: Record<string, string> } = {}) {
  return new ccxt.pro.okx({
    number: String, // decimal strings, never floats
    ...config,
    options: { fetchMarkets: { types: ['spot'] }, ...options },
    ...ccxtOptions(replay),
  });
}

beforeEach(async () => {
  replay = await startOkxReplay();
  exchange = connect();
});

afterEach(async () => {
  await exchange.close();
  await replay.close();
});

test('loadMarkets lists the fixture spot pairs with their precision, and nothing else is asked', async () => {
  const markets = await exchange.loadMarkets();
  expect(Object.keys(markets).sort()).toEqual(['BTC/USDT', 'DOGE/USDT', 'ETH/USDT', 'SOL/USDT', 'XRP/USDT']);
  expect(markets['AVAX/USDT']).toBeUndefined();
  expect(markets['BTC/USDT']).toMatchObject({ id: 'BTC-USDT', spot: true, active: true, precision: { price: '0.1', amount: '0.00000001' }, limits: { amount: { min: '0.00001' } } });
  expect(markets['DOGE/USDT']).toMatchObject({ precision: { price: '0.00001', amount: '0.000001' }, limits: { amount: { min: '10' } } });
  expect(replay.requests).toEqual(['/api/v5/public/instruments?instType=SPOT']);
});

test('fetchOHLCV returns the fixture candles, moved to now, and pages like OKX', async () => {
  const minutes = await exchange.fetchOHLCV('BTC/USDT', '1m');
  expect(minutes.map((candle) => candle.slice(1))).toEqual(asOhlcv(fixtureCandles('BTC-USDT', '1m').slice(0, 100)));
  const newest = minutes[99]![0]!;
  expect(newest % MINUTE).toBe(0);
  expect(Date.now() - newest).toBeLessThan(2 * MINUTE);
  expect(minutes.every((candle, i) => candle[0] === newest - (99 - i) * MINUTE)).toBe(true);

  // `since` asks for `before` = since - 1 and `after` = since + limit bars; `until` (or OKX's own `after`) pages back.
  expect(await exchange.fetchOHLCV('BTC/USDT', '1m', minutes[10]![0], 5)).toEqual(minutes.slice(10, 15));
  expect(await exchange.fetchOHLCV('BTC/USDT', '1m', undefined, 3, { until: minutes[50]![0] })).toEqual(minutes.slice(47, 50));
  expect(await exchange.fetchOHLCV('BTC/USDT', '1m', undefined, 3, { after: minutes[50]![0] })).toEqual(minutes.slice(47, 50));

  // ccxt's 1d is OKX's 1Dutc; 1w and 1M are calendar buckets (weeks from Monday, months from the 1st).
  const days = await exchange.fetchOHLCV('ETH/USDT', '1d');
  expect(days.map((candle) => candle.slice(1))).toEqual(asOhlcv(fixtureCandles('ETH-USDT', '1Dutc').slice(0, 100)));
  const today = new Date();
  expect(days[99]![0]).toBe(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const weeks = await exchange.fetchOHLCV('BTC/USDT', '1w');
  expect(new Date(weeks[99]![0]!).getUTCDay()).toBe(1);
  expect(weeks[99]![0]! - weeks[98]![0]!).toBe(7 * 24 * 60 * MINUTE);
  // The history endpoint: ccxt asks for 300, OKX gives at most 100.
  const months = await exchange.fetchOHLCV('ETH/USDT', '1M', undefined, undefined, { type: 'HistoryCandles' });
  expect(months).toHaveLength(100);
  expect(months.slice(-2).map((candle) => new Date(candle[0]!).toISOString())).toEqual([
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString(),
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)).toISOString(),
  ]);

  expect(replay.requests).toContain('/api/v5/market/candles?instId=BTC-USDT&bar=1m&limit=100');
  expect(replay.requests).toContain('/api/v5/market/candles?instId=ETH-USDT&bar=1Dutc&limit=100');
  expect(replay.requests).toContain('/api/v5/market/history-candles?instId=ETH-USDT&bar=1Mutc&limit=300');
  expect(replay.requests.filter((request) => !SERVED.test(request))).toEqual([]);
});

test('fetchTicker(s) and fetchOrderBook read the current state', async () => {
  expect(await exchange.fetchTicker('BTC/USDT')).toMatchObject({ symbol: 'BTC/USDT', last: '83412.5', bid: '83412.5', ask: '83412.6' });
  const tickers = await exchange.fetchTickers(['BTC/USDT', 'ETH/USDT']);
  expect(Object.keys(tickers)).toEqual(['BTC/USDT', 'ETH/USDT']);
  expect(tickers['ETH/USDT']).toMatchObject({ last: '1912.37', open: '1893.93', baseVolume: expect.any(String), quoteVolume: expect.any(String) });
  const book = await exchange.fetchOrderBook('ETH/USDT', 5);
  expect(book.bids).toHaveLength(5);
  expect(book.asks[0]!.slice(0, 2)).toEqual([1912.38, 3.723468]); // ccxt's books are numbers whatever `number` says
  await expect(exchange.fetchTicker('AVAX/USDT')).rejects.toThrow(ccxt.BadSymbol); // ccxt's own market check
  await expect(exchange.publicGetMarketTicker({ instId: 'AVAX-USDT' })).rejects.toThrow(ccxt.BadSymbol); // the replay's 51001
  expect(replay.requests.filter((request) => !SERVED.test(request))).toEqual([]);
});

test('watchTickers gets a pushed ticker with the exchange time', async () => {
  const watching = exchange.watchTickers(['BTC/USDT', 'ETH/USDT']);
  await replay.subscribed('tickers', 'BTC-USDT');
  await replay.subscribed('tickers', 'ETH-USDT');
  const pushed = replay.pushTicker('ETH-USDT', { last: '1915.02', ts: Date.now() - 1234 });
  const tickers = await watching;
  expect(tickers['ETH/USDT']).toMatchObject({ last: '1915.02', timestamp: Number(pushed.ts), high: pushed.high24h });
  expect(replay.subscriptions()).toEqual([
    { channel: 'tickers', instId: 'BTC-USDT' },
    { channel: 'tickers', instId: 'ETH-USDT' },
  ]);
});

test('watchOHLCVForSymbols gets a pushed candle, which REST then returns', async () => {
  const watching = exchange.watchOHLCVForSymbols([['BTC/USDT', '1m']]);
  await replay.subscribed('candle1m', 'BTC-USDT');
  const ts = Math.floor(Date.now() / MINUTE) * MINUTE;
  replay.pushCandle('BTC-USDT', '1m', { ts, o: '83400.1', h: '83460.0', l: '83390.2', c: '83455.5', vol: '1.25', volCcy: '104280.11', confirm: '0' });
  expect(await watching).toEqual({ 'BTC/USDT': { '1m': [[ts, '83400.1', '83460.0', '83390.2', '83455.5', '1.25']] } });
  expect((await exchange.fetchOHLCV('BTC/USDT', '1m', undefined, 1))[0]).toEqual([ts, '83400.1', '83460.0', '83390.2', '83455.5', '1.25']);
});

test("ccxt's 1d watches OKX's UTC+8 day (candle1D) unless its timeframes map to the utc bars", async () => {
  // The replay refuses candle1D as an unknown channel (60018); OKX itself would serve days starting 16:00 UTC.
  await expect(exchange.watchOHLCV('BTC/USDT', '1d')).rejects.toThrow(ccxt.BadRequest);
  await exchange.close();
  // With '1d' → '1Dutc', REST must not add its own 'utc' suffix (bar=1Dutcutc, refused): timezone 'HK' turns that off.
  const utcBars = { '1d': '1Dutc', '1w': '1Wutc', '1M': '1Mutc' };
  exchange = connect({ timeframes: utcBars });
  await expect(exchange.fetchOHLCV('ETH/USDT', '1d')).rejects.toThrow(ccxt.BadRequest);
  expect(replay.requests.at(-1)).toBe('/api/v5/market/candles?instId=ETH-USDT&bar=1Dutcutc&limit=100');
  await exchange.close();
  exchange = connect({ timeframes: utcBars, options: { fetchOHLCV: { timezone: 'HK' } } });
  const watching = exchange.watchOHLCVForSymbols([['ETH/USDT', '1d']]);
  await replay.subscribed('candle1Dutc', 'ETH-USDT');
  const now = new Date();
  const ts = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  replay.pushCandle('ETH-USDT', '1Dutc', { ts, o: '1890.10', h: '1921.00', l: '1880.55', c: '1915.02', vol: '90210.5', volCcy: '171820000.1', confirm: '0' });
  const candle = [ts, '1890.10', '1921.00', '1880.55', '1915.02', '90210.5'];
  expect(await watching).toEqual({ 'ETH/USDT': { '1d': [candle] } });
  expect(await exchange.fetchOHLCV('ETH/USDT', '1d', undefined, 1)).toEqual([candle]);
  expect(replay.requests).toContain('/api/v5/market/candles?instId=ETH-USDT&bar=1Dutc&limit=1');
});

test('watchOrderBook on books5 gets the snapshot at once, then pushes', async () => {
  // ccxt's book levels are [price, amount, OKX's deprecated "0"], as numbers whatever `number` says.
  const top = (levels: unknown[][]) => levels.map((level) => level.slice(0, 2));
  const snapshot = await exchange.watchOrderBook('BTC/USDT', undefined, { depth: 'books5' });
  expect(replay.subscriptions()).toEqual([{ channel: 'books5', instId: 'BTC-USDT' }]);
  expect(snapshot.bids).toHaveLength(5);
  expect(top(snapshot.bids)[0]).toEqual([83412.5, 0.31008026]);
  const next = exchange.watchOrderBook('BTC/USDT', undefined, { depth: 'books5' });
  replay.pushBook('BTC-USDT', { bids: [['83420.0', '0.5']], asks: [['83420.1', '0.25']] });
  const book = await next;
  expect([top(book.bids), top(book.asks)]).toEqual([[[83420, 0.5]], [[83420.1, 0.25]]]);
});

test('watchTrades gets a pushed trade', async () => {
  const watching = exchange.watchTrades('BTC/USDT');
  await replay.subscribed('trades', 'BTC-USDT');
  replay.pushTrade('BTC-USDT', { px: '83420.1', sz: '0.015', side: 'buy', ts: 1_741_944_400_000, tradeId: '734400777' });
  expect(await watching).toMatchObject([{ id: '734400777', price: '83420.1', amount: '0.015', side: 'buy', timestamp: 1_741_944_400_000 }]);
});

test('replay() plays the recorded session to subscribers and into the state REST serves', async () => {
  const frames = readFileSync(path.join(FIXTURES, 'ws-session.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { channel: string; instId: string; data: Array<Record<string, string>> | string[][] });
  const btc = (channel: string) => frames.filter((frame) => frame.channel === channel && frame.instId === 'BTC-USDT').map((frame) => frame.data[0]!);
  const lasts = (btc('tickers') as Array<Record<string, string>>).map((ticker) => ticker.last);
  await exchange.loadMarkets(); // okx's watchTicker, unlike watchTickers, does not load them itself
  const seen: string[] = [];
  const played = replay.subscribed('tickers', 'BTC-USDT').then(() => replay.replay('ws-session.jsonl', { speed: 20 }));
  // ccxt hands over the newest state on each wake-up, so a watcher may skip frames: collect until play ends.
  for (;;) {
    const ticker = await Promise.race([exchange.watchTicker('BTC/USDT'), played]);
    if (!ticker) break;
    seen.push(String(ticker.last));
  }
  expect(seen.length).toBeGreaterThan(10);
  expect(seen.every((last) => lasts.includes(last))).toBe(true);
  expect((await exchange.fetchTicker('BTC/USDT')).last).toBe(lasts.at(-1));
  const [, ...candle] = await exchange.fetchOHLCV('BTC/USDT', '1m', undefined, 1).then((candles) => candles[0]!);
  expect(candle).toEqual((btc('candle1m').at(-1) as string[]).slice(1, 6));
});

test('a drop rejects the pending watch; the next watch reconnects and candles pushed meanwhile fill the gap over REST', async () => {
  await exchange.close();
  exchange = connect({ options: { ws: { backoff: { base: 100 } } } }); // ccxt waits before each new dial (1 s by default)
  await exchange.loadMarkets();
  const first = exchange.watchTicker('BTC/USDT');
  await replay.subscribed('tickers', 'BTC-USDT');
  replay.pushTicker('BTC-USDT', { last: '83413.0' });
  await first;

  const pending = exchange.watchTicker('BTC/USDT');
  replay.drop({ refuseMs: 1000 });
  await expect(pending).rejects.toThrow(new NetworkError('connection closed by remote server, closing code 1006'));
  expect(replay.subscriptions()).toEqual([]);
  const ts = Math.floor(Date.now() / MINUTE) * MINUTE;
  replay.pushCandle('BTC-USDT', '1m', { ts, o: '83413.0', h: '83470.0', l: '83380.5', c: '83466.6', vol: '2.5', volCcy: '208600.5', confirm: '0' });
  replay.pushTicker('BTC-USDT', { last: '83466.6' }); // nobody hears it

  // While the server refuses, the dial fails (HTTP 503).
  await expect(exchange.watchTicker('BTC/USDT')).rejects.toThrow(new NetworkError('Unexpected server response: 503'));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const again = exchange.watchTicker('BTC/USDT');
  await replay.subscribed('tickers', 'BTC-USDT');
  expect(replay.connections()).toBe(2);
  replay.pushTicker('BTC-USDT', { last: '83470.0' });
  expect((await again).last).toBe('83470.0');
  expect((await exchange.fetchOHLCV('BTC/USDT', '1m', undefined, 1))[0]).toEqual([ts, '83413.0', '83470.0', '83380.5', '83466.6', '2.5']);
});
