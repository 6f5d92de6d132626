/**
 * Spot order placement through the real server (`node bench/run.mjs orders`): the built server
 * runs as its own process (what `npm start` runs) on the embedded PGlite database, then on
 * PostgreSQL in a fresh schema when one answers (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * the local test database). Each of ORDERS_CONNECTIONS concurrent clients (autocannon, one
 * keep-alive connection each) is its own user with USDT in the spot account, and places market
 * orders on BTC/USDT, a buy then a sell of what it bought, for ORDERS_SECONDS after a short
 * warm-up. Printed per database: orders per second, p50 and p99 latency, and a check that every
 * order answered was filled and booked once (the users' order lists against the replies counted,
 * both read once the server has finished what it took) and, after the server has stopped, that
 * every balance is the sum of its ledger entries (the ledger invariant).
 * On PostgreSQL the reference is measured in the same run: pgbench's TPC-B (scale = clients, so
 * no two clients fight over one branch row), with as many clients for as long, in a schema of its
 * own, when pgbench is on the PATH; the orders' rate is printed as a ratio of its tps.
 * Where the cores went is printed beside it, from /proc when PostgreSQL runs on this machine: CPU
 * per order (the server, the database, this load process) against CPU per pgbench transaction
 * (the database, pgbench), and the rate this cost per order allows with every core busy.
 * With ORDERS_INVITED=1 every user after the first signs up with the first one's invitation code,
 * so each fee is queued for referral as it is charged and shared out by the job meanwhile: the
 * order path's cost of the referral programme, against a run without it.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pngImage } from '../e2e/lib/images';
import { REPO } from '../e2e/lib/paths';
import { startServer, type RunningServer } from '../e2e/lib/server';
import { childrenCpuSeconds, cpuSeconds, postgresCpuSeconds } from './lib/cpu';
import { loadCore } from './lib/server-core';
import type * as OrdersCore from './orders/core';

/** The little of autocannon's API used here (the package ships no types). */
interface Histogram {
  p50: number;
  p99: number;
  average: number;
  max: number;
}
interface CannonResult {
  requests: { total: number; average: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
interface CannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}
interface CannonClient {
  setRequests(requests: CannonRequest[]): void;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  pipelining: number;
  setupClient(client: CannonClient): void;
}) => Promise<CannonResult>;
interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}

const fromServer = createRequire(join(REPO, 'server/package.json'));
const autocannon = fromServer('autocannon') as Autocannon;
const pg = fromServer('pg') as { Client: new (options: { connectionString: string }) => PgClient };

const CONNECTIONS = Number(process.env.ORDERS_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.ORDERS_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
/** Which to measure: `pglite,postgres` (both) unless told. */
const DATABASES = (process.env.ORDERS_DATABASES ?? 'pglite,postgres').split(',');
const INVITED = process.env.ORDERS_INVITED === '1';
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SYMBOL = 'BTC/USDT';
const QUANTITY = '0.0001';
const FUNDS = '1000000';
const GOALS = { pglite: { perSecond: 500, p99: Number.POSITIVE_INFINITY }, postgres: { perSecond: 0, p99: 10 } };
/** On PostgreSQL, orders per second against pgbench's TPC-B tps in the same run. */
const GOAL_RATIO = 1;

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** The bench's users come from many addresses (the server believes X-Forwarded-For: TRUST_PROXY=1), so per-IP limits do not throttle set-up. */
async function api<T>(server: RunningServer, path: string, init: { body?: Record<string, string> | FormData; token?: string; ip?: string; query?: string }): Promise<T> {
  const headers: Record<string, string> = { lang: 'en' };
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | FormData | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.body).toString();
  }
  const response = await fetch(`${server.url}/api/${path}${init.query ?? ''}`, { method: body ? 'POST' : 'GET', headers, body });
  const reply = (await response.json()) as Envelope<T>;
  if (reply.code !== 1) throw new Error(`${path}: ${reply.message}`);
  return reply.data;
}

/** A registered, logged-in user with FUNDS USDT in the spot account (a deposit with proof, approved through /ops), invited by `inviteCode` when given. */
async function fundedUser(server: RunningServer, index: number, inviteCode?: string): Promise<{ token: string; inviteCode: string }> {
  const ip = `10.77.${index >> 8}.${index & 255}`;
  const mobile = `138${String(Date.now() % 10_000).padStart(4, '0')}${String(index).padStart(4, '0')}`;
  await api(server, 'sms_send', { body: { area_code: '86', mobile, scene: 'register' }, ip });
  const [sent] = await api<Array<{ code: string }>>(server, 'dev/outbox', { query: `?to=86-${mobile}`, ip });
  const form = { type: 'mobile', area_code: '86', account: mobile, password: 'bench-secret' };
  await api(server, 'user/register', { body: { ...form, code: sent?.code ?? '', re_password: form.password, ...(inviteCode ? { invite_code: inviteCode } : {}) }, ip });
  const { token, user } = await api<{ token: string; user: { invite_code: string } }>(server, 'user/login', { body: form, ip });

  const upload = new FormData();
  upload.append('purpose', 'deposit');
  upload.append('file', new Blob([new Uint8Array(pngImage(8))], { type: 'image/png' }), 'proof.png');
  const proof = await api<{ id: string }>(server, 'upload/image', { body: upload, token, ip });
  const { id } = await api<{ id: number }>(server, 'wallet/charge_req', { body: { kind: 'chain', currency_id: '3', amount: FUNDS, proof: proof.id }, token, ip });
  const access = JSON.parse(readFileSync(server.opsAccessFile, 'utf8')) as { port: number; token: string };
  const approved = await fetch(`http://127.0.0.1:${access.port}/ops/deposits/${id}/approve`, {
    method: 'POST',
    headers: { 'x-ops-token': access.token, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!approved.ok) throw new Error(`deposit ${id} not approved: ${await approved.text()}`);
  return { token, inviteCode: user.invite_code };
}

/** Orders placed by the users all told (their order lists' totals). */
async function ordersBooked(server: RunningServer, tokens: string[]): Promise<number> {
  const totals = await Promise.all(tokens.map((token) => api<{ total: number }>(server, 'coin/list', { token, query: '?limit=1' })));
  return totals.reduce((sum, page) => sum + page.total, 0);
}

/**
 * The users' orders once the server has written every one it took: autocannon stops at its
 * deadline without waiting for the requests then in flight, which the server still completes.
 * Counted until two reads 200 ms apart agree.
 */
async function ordersSettled(server: RunningServer, tokens: string[]): Promise<number> {
  let last = await ordersBooked(server, tokens);
  for (;;) {
    await setTimeout(200);
    const now = await ordersBooked(server, tokens);
    if (now === last) return now;
    last = now;
  }
}

function place(server: RunningServer, tokens: string[], duration: number): Promise<CannonResult> {
  let next = 0;
  return autocannon({
    url: server.url,
    connections: tokens.length,
    duration,
    pipelining: 1,
    // Each connection is one user: it buys, then sells what it bought, and again.
    setupClient(client) {
      const headers = { 'content-type': 'application/x-www-form-urlencoded', lang: 'en', authorization: `Bearer ${tokens[next++ % tokens.length]}` };
      const order = (side: string) => ({ method: 'POST', path: '/api/coin/trade', headers, body: new URLSearchParams({ symbol: SYMBOL, side, type: 'market', quantity: QUANTITY }).toString() });
      client.setRequests([order('buy'), order('sell')]);
    },
  });
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

/** CPU seconds spent in a timed run, by part (null where /proc showed none). */
type CpuSpent = Record<string, number | null>;

/** pgbench's rate, and what its transactions cost in CPU. */
interface Reference {
  tps: number;
  transactions: number;
  cpu: CpuSpent;
}

/** A figure per unit of work, in ms, printed part by part with their sum and the cores they kept busy. */
function cpuLine(cpu: CpuSpent, units: number, seconds: number): { line: string; perUnitMs: number | null } {
  const parts = Object.entries(cpu);
  if (parts.some(([, spent]) => spent === null)) return { line: `not measured (no CPU figure for ${parts.filter(([, spent]) => spent === null).map(([part]) => part).join(', ')}: PostgreSQL elsewhere, or no /proc)`, perUnitMs: null };
  const total = parts.reduce((sum, [, spent]) => sum + (spent as number), 0);
  const ms = (spent: number) => `${((spent * 1000) / units).toFixed(2)} ms`;
  const perPart = parts.map(([part, spent]) => `${part} ${ms(spent as number)}`).join(', ');
  return { line: `${perPart}; ${ms(total)} in all (${(total / seconds).toFixed(2)} of ${cpus().length} cores busy)`, perUnitMs: (total * 1000) / units };
}

async function measure(name: 'pglite' | 'postgres', where: OrdersCore.DatabasePlace, reference: Reference | null = null): Promise<void> {
  const env: Record<string, string> = 'dataDir' in where ? { DATA_DIR: where.dataDir } : { DATABASE_URL: where.databaseUrl, DATABASE_SCHEMA: where.databaseSchema };
  const server = await startServer({ env: { TRUST_PROXY: '1', ...env } });
  let consistent = false;
  try {
    const tokens: string[] = [];
    let inviteCode: string | undefined;
    for (let index = 0; index < CONNECTIONS; index++) {
      const user = await fundedUser(server, index, inviteCode);
      tokens.push(user.token);
      if (INVITED) inviteCode ??= user.inviteCode;
    }
    await place(server, tokens, WARM_UP_SECONDS);
    const before = await ordersSettled(server, tokens);
    const loadBefore = load();
    const cpuBefore = { server: cpuSeconds(server.pid), database: postgresCpuSeconds(), load: process.cpuUsage() };
    const result = await place(server, tokens, SECONDS);
    const loadCpu = process.cpuUsage(cpuBefore.load);
    const database = postgresCpuSeconds();
    const cpu: CpuSpent = {
      server: cpuSeconds(server.pid) - cpuBefore.server,
      database: database === null || cpuBefore.database === null ? null : database - cpuBefore.database,
      load: (loadCpu.user + loadCpu.system) / 1e6,
    };
    const booked = (await ordersSettled(server, tokens)) - before;
    const answered = result.requests.total - result.non2xx - result.errors - result.timeouts;
    const perSecond = answered / result.duration;
    const goal = GOALS[name];
    const ratio = reference ? perSecond / reference.tps : null;
    const met = perSecond >= goal.perSecond && result.latency.p99 <= goal.p99 && (name === 'pglite' || (ratio !== null && ratio >= GOAL_RATIO));
    console.log(`\n${name}${INVITED ? `, ${CONNECTIONS - 1} of the users invited (their fees shared out as they trade)` : ''}: ${CONNECTIONS} clients for ${result.duration.toFixed(1)} s (machine load ${loadBefore} before, ${load()} after)`);
    console.log(`  ${Math.round(perSecond)} orders/s; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, mean ${result.latency.average.toFixed(2)} ms, max ${result.latency.max} ms`);
    if (name === 'postgres') {
      console.log(`  pgbench TPC-B in the same run: ${reference ? `${Math.round(reference.tps)} tps; orders/s ÷ tps = ${(ratio as number).toFixed(2)}` : 'not measured (no pgbench on the PATH)'}`);
      console.log(`  goal >= ${GOAL_RATIO.toFixed(1)} x pgbench tps with p99 <= ${goal.p99} ms: ${met ? 'met' : 'NOT met'}`);
      const perOrder = cpuLine(cpu, answered, result.duration);
      console.log(`  CPU per order: ${perOrder.line}`);
      if (reference) {
        const perTransaction = cpuLine(reference.cpu, reference.transactions, SECONDS);
        console.log(`  CPU per pgbench transaction: ${perTransaction.line}`);
        if (perOrder.perUnitMs !== null && perTransaction.perUnitMs !== null) {
          // The rate the cores allow at this cost: what no scheduling of the same work can beat.
          const ceiling = (cpus().length * 1000) / perOrder.perUnitMs;
          const databaseShare = (cpu.database as number) / answered / ((reference.cpu.database as number) / reference.transactions);
          console.log(
            `  at this cost, every core busy: at most ${Math.round(ceiling)} orders/s = ${(ceiling / reference.tps).toFixed(2)} x pgbench tps; ` +
              `the database alone spends ${databaseShare.toFixed(2)} x a TPC-B transaction's CPU on an order`,
          );
        }
      }
    } else {
      console.log(`  goal >= ${goal.perSecond}/s${Number.isFinite(goal.p99) ? ` with p99 <= ${goal.p99} ms` : ''}: ${met ? 'met' : 'NOT met'}`);
    }
    // autocannon stops counting at the deadline: the orders then in flight (one a client at most) are booked but not counted.
    // Both counts are read once the server has finished what it took, so anything outside that is an order lost or booked twice.
    const inFlight = booked - answered;
    consistent = inFlight >= 0 && inFlight <= CONNECTIONS;
    console.log(
      `  ${answered} filled, ${result.non2xx} refused, ${result.errors + result.timeouts} failed; ${booked} booked in the users' order lists` +
        (consistent ? ` (${inFlight} still in flight at the deadline)` : '  (MISMATCH: orders lost or booked twice)'),
    );
  } finally {
    await server.stop();
  }
  const core = await loadCore<typeof OrdersCore>('orders');
  const broken = await core.ledgerBroken(where);
  console.log(`  ledger invariant: ${broken === 0 ? 'holds' : `BROKEN (${broken} balances or entries disagree)`}`);
  if (!consistent || broken > 0) process.exitCode = 1;
}

/** Runs one statement on the PostgreSQL server at `url`: false when nothing answers there. */
async function onPostgres(url: string, sql: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return false;
  }
  try {
    await client.query(sql);
    return true;
  } finally {
    await client.end();
  }
}

/**
 * pgbench's TPC-B against `url` in a fresh schema of its own (dropped after): tps without the
 * initial connection time and what the timed run cost in CPU, or null when pgbench is not installed.
 */
async function pgbenchReference(url: string): Promise<Reference | null> {
  if (spawnSync('pgbench', ['--version']).error) return null;
  const schema = `pgbench_${randomBytes(4).toString('hex')}`;
  await onPostgres(url, `CREATE SCHEMA ${schema}`);
  try {
    const env = { ...process.env, PGOPTIONS: `-c search_path=${schema}` };
    const run = (args: string[]) => {
      const done = spawnSync('pgbench', [...args, url], { env, encoding: 'utf8' });
      if (done.status !== 0) throw new Error(`pgbench ${args.join(' ')}: ${done.stderr}`);
      return done.stdout;
    };
    run(['-i', '-q', '-s', String(CONNECTIONS)]);
    const before = { database: postgresCpuSeconds(), pgbench: childrenCpuSeconds() };
    const out = run(['-c', String(CONNECTIONS), '-j', String(Math.min(CONNECTIONS, cpus().length)), '-T', String(SECONDS)]);
    // pgbench's connections end as it does: their backends' CPU moves to the postmaster once it has waited for them.
    await setTimeout(1000);
    const spent = (now: number | null, then: number | null) => (now === null || then === null ? null : now - then);
    const cpu = { database: spent(postgresCpuSeconds(), before.database), pgbench: spent(childrenCpuSeconds(), before.pgbench) };
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
    const transactions = /number of transactions actually processed: (\d+)/.exec(out)?.[1];
    if (!tps || !transactions) throw new Error(`pgbench printed no tps: ${out}`);
    return { tps: Number(tps), transactions: Number(transactions), cpu };
  } finally {
    await onPostgres(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
}

export async function main(): Promise<void> {
  console.log(`Spot market orders through the real server, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'})`);
  if (DATABASES.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'h5-orders-'));
    try {
      await measure('pglite', { dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!DATABASES.includes('postgres')) return;
  if (!(await onPostgres(POSTGRES_URL, 'SELECT 1'))) {
    console.log(`\npostgres: nothing answers at ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')}, skipped`);
    return;
  }
  const reference = await pgbenchReference(POSTGRES_URL);
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  try {
    await measure('postgres', { databaseUrl: POSTGRES_URL, databaseSchema: schema }, reference);
  } finally {
    await onPostgres(POSTGRES_URL, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
}
