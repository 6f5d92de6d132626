/**
 * Socket fan-out (`node bench/run.mjs sockets`): the built server as its own process (what
 * `npm start` runs, embedded database), and SOCKETS_CLIENTS socket.io clients (default 5 000)
 * in load processes of their own, each subscribed to the ticker channels of 8 pairs, which the
 * feed ticks once a second. Then, where PostgreSQL and Redis answer, the same clients split
 * between two server processes of the production topology (e2e/lib/topology.ts), straight to
 * each process: the gateway hashes sockets on the client's address, the same for every client here. For SOCKETS_SECONDS the load process records, for every ticker a
 * client receives, the time from the tick's own timestamp (`ticker.time`, the server's clock:
 * the same machine) to its receipt, and which clients received each round (one pair's tick).
 * Printed: p50, p99 and the worst latency, rounds seen against rounds expected, rounds some
 * client missed, the server's CPU (share of one core) and memory over the window, and the load
 * process's own CPU (it must not be the bottleneck).
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { API_BASE, marketChannel, MARKET_TICKS_EVENT, SOCKET_PATH } from '@h5/shared/constants';
import { contract } from '@h5/shared/contract';
import { REPO } from '../e2e/lib/paths';
import { startServer } from '../e2e/lib/server';
import { startTopology } from '../e2e/lib/topology';
import { redisAnswers, TEST_REDIS_URL } from '../server/test/support/redis';
import { cpuSeconds } from './lib/cpu';
import { onPostgres } from './lib/server-core';

const CLIENTS = Number(process.env.SOCKETS_CLIENTS ?? 5_000);
const SECONDS = Number(process.env.SOCKETS_SECONDS ?? 30);
const PAIRS = 8;
const GOAL_P99_MS = 50;
/** Connections opened at a time while the clients gather. */
const CONNECTING_AT_ONCE = 250;
const SETTLE_MS = 3_000;

/** The little of `ws` used here: the WebSocket library the server's socket.io runs on. */
interface RawSocket {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error' | 'close', listener: () => void): void;
  send(data: string): void;
  close(): void;
}
type RawSocketClass = new (url: string) => RawSocket;

/** Load processes: one per core, so a tick's burst of messages is read in parallel. */
const LOAD_PROCESSES = Math.max(1, cpus().length);

/**
 * What the main process tells a load process: the window (ticks timed from `from` to before `to`),
 * told before it opens, so no tick inside it arrives before its bounds do; then to report.
 */
type Command = { from: number; to: number } | { report: true };
/** How long before the window opens its bounds are sent. */
const WINDOW_LEAD_MS = 500;

interface LoadReport {
  connected: number;
  /** Counts of latencies by whole millisecond (the last bucket holds everything later). */
  histogram: number[];
  /** Receipts per round (`symbol@time`) inside the window. */
  rounds: Record<string, number>;
  /** Microseconds of CPU the load process used from the window's bounds to its report. */
  cpuMicros: number;
  /** Over how many microseconds. */
  wallMicros: number;
}

const BUCKETS = 10_000;

function percentile(histogram: number[], fraction: number): number {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms++) {
    seen += histogram[ms] as number;
    if (seen >= total * fraction) return ms;
  }
  return histogram.length;
}

/** Resident memory now and at its peak, in MB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** `ws`, reached through socket.io (engine.io's own), not a dependency of ours. */
function ws<T>(): T {
  const fromServer = createRequire(join(REPO, 'server/package.json'));
  const engine = createRequire(fromServer.resolve('socket.io')).resolve('engine.io');
  return createRequire(engine)('ws') as T;
}

/**
 * A load process: its share of the clients, each a bare WebSocket speaking socket.io's wire
 * format (open, connect, ping-pong, events), so reading a message costs what a phone's page
 * pays and not socket.io-client's bookkeeping times 5 000 in one process. Reports when told.
 */
async function loadProcess(): Promise<void> {
  const { WebSocket } = ws<{ WebSocket: RawSocketClass }>();
  const count = Number(process.env.SOCKETS_SHARE);
  const addresses = (process.env.SOCKETS_URLS as string).split(',').map((url) => `${url.replace(/^http/, 'ws')}${SOCKET_PATH}/?EIO=4&transport=websocket`);
  const channels = (process.env.SOCKETS_SYMBOLS as string).split(',').map(marketChannel);
  const histogram = new Array<number>(BUCKETS).fill(0);
  const rounds: Record<string, number> = {};
  let windowFrom = Number.POSITIVE_INFINITY;
  let windowTo = Number.POSITIVE_INFINITY;
  let connected = 0;
  const sockets: RawSocket[] = [];
  /**
   * A tick's messages reach this process's 2 500 sockets in one burst, and the event loop reads
   * them one after the other: parsing and counting each as it is read (20-40 us) would delay the
   * reading of every socket after it, which is this process's cost and not the server's. Each
   * message is only timed as it is read; they are parsed and counted once the burst is read.
   */
  const arrived: Array<[number, string]> = [];
  const countArrived = () => {
    for (const [received, text] of arrived.splice(0)) {
      const [, ticks] = JSON.parse(text.slice(2)) as [string, Array<{ data: { symbol: string; time: number } }>];
      for (const { data } of ticks) {
        if (data.time < windowFrom || data.time >= windowTo) continue;
        histogram[Math.min(received - data.time, BUCKETS - 1)]! += 1;
        const round = `${data.symbol}@${data.time}`;
        rounds[round] = (rounds[round] ?? 0) + 1;
      }
    }
  };

  const open = () =>
    new Promise<void>((resolve) => {
      const socket = new WebSocket(addresses[sockets.length % addresses.length] as string);
      sockets.push(socket);
      socket.on('error', () => resolve());
      socket.on('message', (raw) => {
        const received = Date.now();
        const text = raw.toString();
        if (text === '2') return socket.send('3'); // ping, pong
        if (text[0] === '0') return socket.send('40'); // engine.io open: join the main namespace
        if (text.startsWith('40')) {
          connected++;
          socket.send(`42${JSON.stringify(['sub', channels])}`);
          return resolve();
        }
        if (!text.startsWith(`42["${MARKET_TICKS_EVENT}"`)) return;
        arrived.push([received, text]);
        if (arrived.length === 1) setImmediate(countArrived);
      });
    });

  for (let start = 0; start < count; start += CONNECTING_AT_ONCE) {
    await Promise.all(Array.from({ length: Math.min(CONNECTING_AT_ONCE, count - start) }, open));
  }
  process.send?.({ connected });
  let cpuBefore = process.cpuUsage();
  let wallBefore = performance.now();
  process.on('message', (command: Command) => {
    if ('from' in command) {
      windowFrom = command.from;
      windowTo = command.to;
      cpuBefore = process.cpuUsage();
      wallBefore = performance.now();
      return;
    }
    // The window's last round may still be arriving: wait for it before counting.
    setTimeout(() => {
      countArrived();
      const used = process.cpuUsage(cpuBefore);
      const report: LoadReport = { connected, histogram, rounds, cpuMicros: used.user + used.system, wallMicros: (performance.now() - wallBefore) * 1_000 };
      process.send?.(report, () => {
        for (const socket of sockets) socket.close();
        process.exit(0);
      });
    }, 2_000);
  });
}

/** The little of `ws`'s server used by the floor process. */
interface RawServer {
  on(event: 'connection', listener: (socket: RawSocket) => void): void;
  on(event: 'listening', listener: () => void): void;
  address(): { port: number };
  clients: Set<RawSocket & { send(data: Buffer): void }>;
}

/**
 * The machine's floor, measured in the same run: a bare `ws` server in a process of its own that
 * speaks just enough of socket.io's wire format for the same load processes, and once a second
 * sends every client one message the size of the server's ticks (8 tickers), encoded once. What
 * the clients see from it is what this machine's loopback and scheduler cost 5 000 sockets
 * before any of socket.io's or our work.
 */
function floorProcess(): void {
  const { WebSocketServer } = ws<{ WebSocketServer: new (options: { port: number; host: string }) => RawServer }>();
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (socket) => {
    socket.send('0{"sid":"floor","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}');
    socket.on('message', (raw) => {
      if (raw.toString() === '40') socket.send('40{"sid":"floor"}');
    });
  });
  const symbols = (process.env.SOCKETS_SYMBOLS as string).split(',');
  setInterval(() => {
    const time = Date.now();
    const ticks = symbols.map((symbol) => ({
      channel: marketChannel(symbol),
      data: { symbol, price: '94950.29', change: '1.2345', high: '95210.55', low: '93877.10', volume: '12345.678901', amount: '1172345678.12', time },
    }));
    const message = Buffer.from(`42${JSON.stringify([MARKET_TICKS_EVENT, ticks])}`);
    for (const client of server.clients) client.send(message);
  }, 1_000);
  server.on('listening', () => process.send?.({ url: `http://127.0.0.1:${server.address().port}`, pid: process.pid }));
}

/** A server process under measure: where its sockets connect and its pid (for CPU and memory). */
interface Target {
  url: string;
  pid: number;
}

/** Runs the clients against `targets` (spread evenly) for the window and prints what they saw (and the goal, for our server). */
async function measure(targets: Target[], symbols: string[], goal = true): Promise<void> {
  const loads = Array.from({ length: LOAD_PROCESSES }, (_, index) => {
    const share = Math.floor(CLIENTS / LOAD_PROCESSES) + (index < CLIENTS % LOAD_PROCESSES ? 1 : 0);
    return fork(__filename, [], {
      env: { ...process.env, SOCKETS_LOAD_PROCESS: '1', SOCKETS_SHARE: String(share), SOCKETS_URLS: targets.map((t) => t.url).join(','), SOCKETS_SYMBOLS: symbols.join(',') },
      execArgv: ['--max-old-space-size=4096'],
    });
  });
  const next = <T>(load: (typeof loads)[number]) =>
    new Promise<T>((resolve, reject) => {
      load.once('message', (message) => resolve(message as T));
      load.once('exit', (code) => reject(new Error(`a load process ended (${code}) early`)));
    });
  const connected = (await Promise.all(loads.map((load) => next<{ connected: number }>(load)))).reduce((sum, { connected }) => sum + connected, 0);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  // Bounds sent while they still lie ahead: a bound that came after a tick it covers would count
  // that tick for the sockets that read it late and not for the ones that read it early.
  const windowStart = Date.now() + WINDOW_LEAD_MS;
  for (const load of loads) load.send({ from: windowStart, to: windowStart + (SECONDS - 1) * 1_000 } satisfies Command);
  await new Promise((resolve) => setTimeout(resolve, WINDOW_LEAD_MS));
  const serverCpu = () => targets.reduce((sum, target) => sum + cpuSeconds(target.pid), 0);
  const cpuBefore = serverCpu();
  const loadBefore = loadavg()[0]?.toFixed(2);
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1_000));
  const cpuShare = (serverCpu() - cpuBefore) / SECONDS;
  const memories = targets.map((target) => memory(target.pid));
  const reports = loads.map((load) => next<LoadReport>(load));
  for (const load of loads) load.send({ report: true } satisfies Command);
  const parts = await Promise.all(reports);
  const report: LoadReport = {
    connected,
    histogram: parts[0]?.histogram.map((_, ms) => parts.reduce((sum, part) => sum + (part.histogram[ms] as number), 0)) ?? [],
    rounds: {},
    cpuMicros: parts.reduce((sum, part) => sum + part.cpuMicros, 0),
    wallMicros: Math.max(...parts.map((part) => part.wallMicros)),
  };
  for (const part of parts) for (const [round, count] of Object.entries(part.rounds)) report.rounds[round] = (report.rounds[round] ?? 0) + count;
  const counts = Object.values(report.rounds);
  const expected = (SECONDS - 1) * symbols.length;
  const missed = counts.filter((count) => count < report.connected).length;
  const p50 = percentile(report.histogram, 0.5);
  const p99 = percentile(report.histogram, 0.99);
  const worst = report.histogram.findLastIndex((count) => count > 0);
  const best = report.histogram.findIndex((count) => count > 0);
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  console.log(`  ${connected} of ${CLIENTS} connected (${LOAD_PROCESSES} load processes); pairs ${symbols.join(', ')}; machine load ${loadBefore} before the window`);
  console.log(`  tick to receipt over ${SECONDS} s: best ${best} ms, p50 ${p50} ms, p99 ${p99} ms, worst ${worst} ms (${counts.reduce((sum, count) => sum + count, 0)} receipts)`);
  console.log(`  rounds: ${counts.length} seen (about ${expected} expected), ${missed} missed by some client`);
  console.log(
    `  server: ${(cpuShare * 100).toFixed(0)} % of one core, memory ${memories.map((m) => `${mb(m.rss)} (peak ${mb(m.peak)})`).join(' + ')}; load processes ${((report.cpuMicros / report.wallMicros) * 100).toFixed(0)} % of one core together`,
  );
  if (goal) console.log(`  goal p99 <= ${GOAL_P99_MS} ms with no round missed: ${p99 <= GOAL_P99_MS && missed === 0 && counts.length >= expected ? 'met' : 'NOT met'}`);
}

const pairsOf = async (url: string): Promise<string[]> =>
  ((await (await fetch(`${url}${API_BASE}/${contract.market.quotation.path}`)).json()) as { data: Array<{ symbol: string }> }).data.slice(0, PAIRS).map((ticker) => ticker.symbol);

export async function main(): Promise<void> {
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'})`;
  console.log(`Socket fan-out: ${CLIENTS} clients x ${PAIRS} tickers at 1 Hz against one server process, ${machine}`);
  const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
  let symbols: string[];
  try {
    symbols = await pairsOf(server.url);
    await measure([server], symbols);
  } finally {
    await server.stop();
  }

  console.log(`\nThe floor in the same run: a bare WebSocket server sending the same clients one message of the same size a second`);
  const floor = fork(__filename, [], { env: { ...process.env, SOCKETS_FLOOR_PROCESS: '1', SOCKETS_SYMBOLS: symbols.join(',') } });
  try {
    const target = await new Promise<Target>((resolve) => floor.once('message', (message) => resolve(message as Target)));
    await measure([target], symbols, false);
  } finally {
    floor.kill();
  }

  const measured = await onPostgres(async (url, schema) => {
    if (!(await redisAnswers(TEST_REDIS_URL))) return console.log(`\nTwo processes: no Redis at ${TEST_REDIS_URL}, skipped`);
    console.log(`\nSocket fan-out: the same through two server processes with PostgreSQL and Redis, ${machine}`);
    const topology = await startTopology({ env: { DATABASE_URL: url, DATABASE_SCHEMA: schema, REDIS_URL: TEST_REDIS_URL } });
    try {
      await measure(topology.servers, symbols);
    } finally {
      await topology.stop();
    }
  });
  if (!measured) console.log('Two processes: skipped (they need PostgreSQL)');
}

if (process.env.SOCKETS_LOAD_PROCESS) void loadProcess();
if (process.env.SOCKETS_FLOOR_PROCESS) floorProcess();
