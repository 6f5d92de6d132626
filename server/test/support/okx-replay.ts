/**
 * A local stand-in for OKX's public v5 API: REST replies and websocket frames in OKX's documented
 * formats, served from the fixtures in test/fixtures/okx, so ccxt's okx class can run against it
 * without the internet. Tests drive the market by pushing frames or replaying a recorded-style session.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Agent, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { WebSocket, WebSocketServer } from 'ws';

export interface OkxCandle { ts: number; o: string; h: string; l: string; c: string; vol: string; volCcy: string; confirm: '0' | '1' }
export interface OkxReplay {
  restUrl: string;
  wsUrl: string;
  /** REST paths+query asked so far, in order (e.g. '/api/v5/market/candles?instId=BTC-USDT&bar=1m&limit=100'). */
  requests: string[];
  /** What clients are subscribed to now: channel and instId, across all open sockets (each pair once). */
  subscriptions(): Array<{ channel: string; instId: string }>;
  /** Resolves when some socket is subscribed to `channel` for `instId` (or after timeoutMs rejects). */
  subscribed(channel: string, instId: string, timeoutMs?: number): Promise<void>;
  /** Sends a `tickers` push for instId; fields not given are kept from its current ticker (ts: now), high24h/low24h widened by `last`. Returns the frame's data object. */
  pushTicker(instId: string, fields: { last: string; ts?: number } & Record<string, string | number>): Record<string, string>;
  /** Updates (or opens) the candle of `bar` in the REST history and pushes it on `candle<bar>`. */
  pushCandle(instId: string, bar: string, candle: OkxCandle): void;
  /** Replaces the book (REST and the books5 snapshot) and sends a `books5` push. */
  pushBook(instId: string, book: { bids: Array<[string, string]>; asks: Array<[string, string]>; ts?: number }): void;
  /** Sends a `trades` push. */
  pushTrade(instId: string, trade: { px: string; sz: string; side: 'buy' | 'sell'; ts?: number; tradeId?: string }): void;
  /**
   * Plays a JSONL session of {afterMs (since the session's start), channel, instId, data} lines from the fixtures,
   * `speed` times faster. Frames go to current subscribers and update the server's state. Times are made current:
   * ts of tickers/books/trades is the moment of sending; candles move to the bucket holding the moment play began.
   */
  replay(file: string, options?: { speed?: number }): Promise<void>;
  /** Network drop: terminates every websocket (no close frame); with refuseMs, upgrades answer HTTP 503 for that long. Pushes meanwhile are lost, but still change the state (a pushed candle enters the REST history). */
  drop(options?: { refuseMs?: number }): void;
  /** Websocket connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

type Level = [string, string, string, string];
interface Book { asks: Level[]; bids: Level[]; ts: string }
type Ticker = Record<string, string>;
type CandleRow = string[];
interface Frame { afterMs: number; channel: string; instId: string; data: unknown[] }
interface Peer { ws: WebSocket; kind: 'public' | 'business'; subscriptions: Set<string>; connId: string }

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Fixed-length bars; weeks start on Monday, 4 days after the epoch (a Thursday). */
const BAR_MS: Record<string, number> = { '1m': MINUTE, '5m': 5 * MINUTE, '30m': 30 * MINUTE, '1H': 60 * MINUTE, '1Dutc': DAY, '1Wutc': 7 * DAY };
const BAR_OFFSET: Record<string, number> = { '1Wutc': 4 * DAY };
const BARS = [...Object.keys(BAR_MS), '1Mutc'];
const CANDLE_CHANNELS = new Set(BARS.map((bar) => `candle${bar}`));
const PUBLIC_CHANNELS = new Set(['tickers', 'books5', 'trades']);
const DEFAULT_FIXTURES = path.join(__dirname, '../fixtures/okx');

/** Start of the `bar` bucket holding `ts`, moved `back` buckets into the past. */
function bucketStart(bar: string, ts: number, back = 0): number {
  const period = BAR_MS[bar];
  if (period === undefined) {
    const date = new Date(ts);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1);
  }
  const offset = BAR_OFFSET[bar] ?? 0;
  return Math.floor((ts - offset) / period) * period + offset - back * period;
}

const key = (channel: string, instId: string) => `${channel} ${instId}`;
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

class OkxError extends Error {
  constructor(readonly code: string, message: string, readonly status = 200) {
    super(message);
  }
}

export async function startOkxReplay(options: { fixtures?: string; port?: number } = {}): Promise<OkxReplay> {
  const fixtures = options.fixtures ?? DEFAULT_FIXTURES;
  const started = Date.now();
  const instruments = readJson<{ data: Array<Record<string, unknown> & { instId: string }> }>(path.join(fixtures, 'instruments.json')).data;
  const listed = new Set(instruments.map((instrument) => instrument.instId));
  // The fixtures' recorded times are moved to now: tests run at wall-clock time, as clients do.
  const tickers = new Map<string, Ticker>(
    readJson<{ data: Ticker[] }>(path.join(fixtures, 'tickers.json')).data.map((ticker) => [ticker.instId!, { ...ticker, ts: String(started) }]),
  );
  const books = new Map<string, Book>(
    Object.entries(readJson<Record<string, Book>>(path.join(fixtures, 'books.json'))).map(([instId, book]) => [instId, { ...book, ts: String(started) }]),
  );
  /** Candles per `bar instId`, newest first; the i-th newest fixture candle goes to the i-th bucket before now. */
  const candles = new Map<string, CandleRow[]>();
  for (const file of readdirSync(path.join(fixtures, 'candles'))) {
    const instId = path.basename(file, '.json');
    for (const [bar, rows] of Object.entries(readJson<Record<string, CandleRow[]>>(path.join(fixtures, 'candles', file)))) {
      candles.set(key(bar, instId), rows.map((row, i) => [String(bucketStart(bar, started, i)), ...row.slice(1)]));
    }
  }

  const requests: string[] = [];
  const peers = new Set<Peer>();
  const waiters = new Set<{ key: string; done: (error?: Error) => void }>();
  const sleeping = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  let accepted = 0;
  let refuseUntil = 0;
  let seqId = 31_955_300_000;
  let tradeId = 734_400_000;
  let closed = false;

  const listedOrThrow = (instId: string) => {
    if (!listed.has(instId)) throw new Error(`${instId} is not an instrument of the OKX replay`);
  };

  function upsertCandle(instId: string, bar: string, row: CandleRow) {
    const rows = candles.get(key(bar, instId)) ?? [];
    const ts = Number(row[0]);
    const at = rows.findIndex((other) => Number(other[0]) <= ts);
    if (at === -1) rows.push(row);
    else rows.splice(at, Number(rows[at]![0]) === ts ? 1 : 0, row);
    candles.set(key(bar, instId), rows);
  }

  /** Updates the state a frame carries (what REST answers) and sends it to the channel's subscribers. */
  function publish(channel: string, instId: string, data: unknown[]) {
    if (channel === 'tickers') for (const ticker of data as Ticker[]) tickers.set(instId, ticker);
    if (channel === 'books5') for (const { asks, bids, ts } of data as Book[]) books.set(instId, { asks, bids, ts });
    if (CANDLE_CHANNELS.has(channel)) for (const row of data as CandleRow[]) upsertCandle(instId, channel.slice('candle'.length), row);
    const frame = JSON.stringify({ arg: { channel, instId }, data });
    for (const peer of peers) {
      if (peer.subscriptions.has(key(channel, instId)) && peer.ws.readyState === WebSocket.OPEN) peer.ws.send(frame);
    }
  }

  const books5 = (instId: string, book: Book) => ({ asks: book.asks.slice(0, 5), bids: book.bids.slice(0, 5), instId, ts: book.ts, seqId: ++seqId });

  // REST ------------------------------------------------------------------------------------------

  function need(query: URLSearchParams, name: string): string {
    const value = query.get(name);
    if (!value) throw new OkxError('50014', `Parameter ${name} can not be empty.`, 400);
    return value;
  }
  function instrument(query: URLSearchParams): string {
    const instId = need(query, 'instId');
    if (!listed.has(instId)) throw new OkxError('51001', "Instrument ID, Instrument ID code, or Spread ID doesn't exist.");
    return instId;
  }
  function integer(query: URLSearchParams, name: string, fallback?: number): number | undefined {
    const value = query.get(name);
    if (value === null || value === '') return fallback;
    if (!/^\d+$/.test(value)) throw new OkxError('51000', `Parameter ${name} error`);
    return Number(value);
  }

  /** OKX's paging: newest first; `after` = older than that ts, `before` = newer than it; a limit above the maximum is cut to it. */
  function candlePage(query: URLSearchParams, max: number): CandleRow[] {
    const instId = instrument(query);
    const bar = query.get('bar') || '1m';
    if (!BARS.includes(bar)) throw new OkxError('51000', 'Parameter bar error');
    const after = integer(query, 'after');
    const before = integer(query, 'before');
    const limit = Math.min(integer(query, 'limit', 100)!, max);
    return (candles.get(key(bar, instId)) ?? [])
      .filter((row) => (after === undefined || Number(row[0]) < after) && (before === undefined || Number(row[0]) > before))
      .slice(0, limit);
  }

  const routes: Record<string, (query: URLSearchParams) => unknown[]> = {
    '/api/v5/public/time': () => [{ ts: String(Date.now()) }],
    '/api/v5/public/instruments': (query) => {
      const instId = query.get('instId');
      return need(query, 'instType') === 'SPOT' ? instruments.filter((item) => !instId || item.instId === instId) : [];
    },
    '/api/v5/market/tickers': (query) => (need(query, 'instType') === 'SPOT' ? [...tickers.values()] : []),
    '/api/v5/market/ticker': (query) => [tickers.get(instrument(query))],
    '/api/v5/market/books': (query) => {
      const book = books.get(instrument(query)) ?? { asks: [], bids: [], ts: String(Date.now()) };
      const depth = Math.min(integer(query, 'sz', 1)!, 400);
      return [{ asks: book.asks.slice(0, depth), bids: book.bids.slice(0, depth), ts: book.ts }];
    },
    '/api/v5/market/candles': (query) => candlePage(query, 300),
    '/api/v5/market/history-candles': (query) => candlePage(query, 100),
  };

  function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://replay');
    requests.push(url.pathname + url.search);
    const route = request.method === 'GET' ? routes[url.pathname] : undefined;
    let status = 200;
    let body: unknown;
    try {
      // OKX documents no reply for a path it does not serve: a 404 in its error envelope stands in.
      if (!route) throw new OkxError('404', `Not Found: ${request.method} ${url.pathname}`, 404);
      body = { code: '0', msg: '', data: route(url.searchParams) };
    } catch (error) {
      if (!(error instanceof OkxError)) throw error;
      status = error.status;
      body = { code: error.code, msg: error.message, data: [] };
    }
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  // Websocket -------------------------------------------------------------------------------------

  function onMessage(peer: Peer, text: string) {
    const send = (message: unknown) => peer.ws.send(JSON.stringify(message));
    if (text === 'ping') return peer.ws.send('pong');
    let request: { op?: unknown; args?: unknown };
    try {
      request = JSON.parse(text) as typeof request;
    } catch {
      return send({ event: 'error', code: '60012', msg: `Invalid request: ${text}`, connId: peer.connId });
    }
    const { op, args } = request;
    if ((op !== 'subscribe' && op !== 'unsubscribe') || !Array.isArray(args)) {
      return send({ event: 'error', code: '60012', msg: `Invalid request: ${text}`, connId: peer.connId });
    }
    for (const arg of args as Array<{ channel?: unknown; instId?: unknown } | null>) {
      const channel = String(arg?.channel);
      const instId = String(arg?.instId);
      const served = peer.kind === 'public' ? PUBLIC_CHANNELS : CANDLE_CHANNELS;
      if (!served.has(channel) || !listed.has(instId)) {
        send({
          event: 'error',
          code: '60018',
          msg: `Wrong URL or channel:${channel},instId:${instId} doesn't exist. Please use the correct URL, channel and parameters referring to API document.`,
          connId: peer.connId,
        });
        continue;
      }
      if (op === 'unsubscribe') {
        peer.subscriptions.delete(key(channel, instId));
        send({ event: 'unsubscribe', arg: { channel, instId }, connId: peer.connId });
        continue;
      }
      peer.subscriptions.add(key(channel, instId));
      send({ event: 'subscribe', arg: { channel, instId }, connId: peer.connId });
      // books5 starts with the current book, as OKX does.
      const book = books.get(instId);
      if (channel === 'books5' && book) send({ arg: { channel, instId }, data: [books5(instId, book)] });
      for (const waiter of waiters) if (waiter.key === key(channel, instId)) waiter.done();
    }
  }

  const wss = new WebSocketServer({ noServer: true });
  const server = createServer(answer);
  server.on('upgrade', (request: IncomingMessage, socket, head) => {
    const route = new URL(request.url ?? '/', 'http://replay').pathname;
    const kind = route === '/ws/v5/public' ? 'public' : route === '/ws/v5/business' ? 'business' : undefined;
    if (!kind || Date.now() < refuseUntil) {
      socket.end(`HTTP/1.1 ${kind ? '503 Service Unavailable' : '404 Not Found'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      accepted += 1;
      const peer: Peer = { ws, kind, subscriptions: new Set(), connId: randomBytes(4).toString('hex') };
      peers.add(peer);
      ws.on('message', (data) => onMessage(peer, String(data)));
      ws.on('close', () => peers.delete(peer));
      // A terminated or reset socket reports an error; its close follows.
      ws.on('error', () => undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function sleep(ms: number): Promise<void> {
    return new Promise((wake) => {
      const entry = { timer: setTimeout(() => (sleeping.delete(entry), wake()), ms), wake };
      sleeping.add(entry);
    });
  }

  return {
    restUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws/v5`,
    requests,
    subscriptions() {
      const now = new Map<string, { channel: string; instId: string }>();
      for (const peer of peers) {
        for (const subscription of peer.subscriptions) {
          const [channel, instId] = subscription.split(' ') as [string, string];
          now.set(subscription, { channel, instId });
        }
      }
      return [...now.values()];
    },
    subscribed(channel, instId, timeoutMs = 5000) {
      if ([...peers].some((peer) => peer.subscriptions.has(key(channel, instId)))) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const waiter = {
          key: key(channel, instId),
          done: (error?: Error) => {
            clearTimeout(timer);
            waiters.delete(waiter);
            if (error) reject(error);
            else resolve();
          },
        };
        const timer = setTimeout(() => waiter.done(new Error(`nobody subscribed to ${channel} ${instId} within ${timeoutMs} ms`)), timeoutMs);
        waiters.add(waiter);
      });
    },
    pushTicker(instId, fields) {
      listedOrThrow(instId);
      const current = tickers.get(instId) ?? { instType: 'SPOT', instId };
      const given = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
      const last = Number(fields.last);
      const ticker: Ticker = {
        ...current,
        high24h: current.high24h !== undefined && Number(current.high24h) >= last ? current.high24h : fields.last,
        low24h: current.low24h !== undefined && Number(current.low24h) <= last ? current.low24h : fields.last,
        ...given,
        ts: String(fields.ts ?? Date.now()),
      };
      publish('tickers', instId, [ticker]);
      return ticker;
    },
    pushCandle(instId, bar, { ts, o, h, l, c, vol, volCcy, confirm }) {
      listedOrThrow(instId);
      if (!BARS.includes(bar)) throw new Error(`the OKX replay has no bar ${bar}`);
      // For spot, volCcyQuote is the quote volume, the same as volCcy.
      publish(`candle${bar}`, instId, [[String(ts), o, h, l, c, vol, volCcy, volCcy, confirm]]);
    },
    pushBook(instId, { bids, asks, ts = Date.now() }) {
      listedOrThrow(instId);
      // OKX levels are [price, size, "0" (deprecated), order count].
      const level = ([px, sz]: [string, string]): Level => [px, sz, '0', '1'];
      publish('books5', instId, [books5(instId, { asks: asks.map(level), bids: bids.map(level), ts: String(ts) })]);
    },
    pushTrade(instId, { px, sz, side, ts = Date.now(), tradeId: id = String(++tradeId) }) {
      listedOrThrow(instId);
      publish('trades', instId, [{ instId, tradeId: id, px, sz, side, ts: String(ts), count: '1' }]);
    },
    async replay(file, { speed = 1 } = {}) {
      const text = await readFile(path.resolve(fixtures, file), 'utf8');
      const frames = text.split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as Frame);
      const begin = Date.now();
      // Each bar's first candle in the session becomes the bucket play begins in; the rest keep their distance to it.
      const shift = new Map<string, number>();
      for (const { channel, data } of frames) {
        const bar = channel.slice('candle'.length);
        if (CANDLE_CHANNELS.has(channel) && !shift.has(bar)) shift.set(bar, bucketStart(bar, begin) - Number((data as CandleRow[])[0]![0]));
      }
      for (const { afterMs, channel, instId, data } of frames) {
        await sleep(Math.max(0, begin + afterMs / speed - Date.now()));
        if (closed) return;
        const moved = CANDLE_CHANNELS.has(channel)
          ? (data as CandleRow[]).map(([ts, ...rest]) => [String(Number(ts) + shift.get(channel.slice('candle'.length))!), ...rest])
          : (data as Array<Record<string, unknown>>).map((item) => ({ ...item, ts: String(Date.now()) }));
        publish(channel, instId, moved);
      }
    },
    drop({ refuseMs = 0 } = {}) {
      refuseUntil = Date.now() + refuseMs;
      for (const peer of peers) peer.ws.terminate();
      peers.clear();
    },
    connections: () => accepted,
    async close() {
      closed = true;
      for (const entry of sleeping) {
        clearTimeout(entry.timer);
        entry.wake();
      }
      sleeping.clear();
      for (const waiter of waiters) waiter.done(new Error('the OKX replay closed'));
      for (const peer of peers) peer.ws.terminate();
      peers.clear();
      wss.close();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await stopped;
    },
  };
}

/**
 * The ccxt constructor options pointing an okx instance at this replay server. ccxt builds REST URLs from
 * urls.api.rest (it only fills in a `{hostname}` placeholder, so a full origin works) and websocket URLs as
 * urls.api.ws + '/public' or '/business'. For a plain ws:// URL ccxt insists on an `httpAgent` (else it throws
 * NotSupported, asking for `loadHttpProxyAgent()` first); REST ignores it unless it carries a proxy.
 */
export function ccxtOptions(replay: OkxReplay): Record<string, unknown> {
  return { urls: { api: { rest: replay.restUrl, ws: replay.wsUrl } }, httpAgent: new Agent() };
}
