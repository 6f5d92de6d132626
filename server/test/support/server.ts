import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Envelope } from '@h5/shared/contract';
import { buildApp, type BuiltApp } from '../../src/app';
import { DEFAULT_TRADING, loadConfig, type AppConfig, type RateLimits } from '../../src/config';
import type { Clock } from '../../src/lib/clock';

/** The databases every suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  url: string | null;
}

export const databases: TestDatabase[] = [
  { name: 'pglite', url: null },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }] : []),
];

/** Real time plus an offset the test can move forward. */
export class TestClock implements Clock {
  private offset = 0;
  now(): number {
    return Date.now() + this.offset;
  }
  advance(ms: number): void {
    this.offset += ms;
  }
}

const unlimited = { max: 100_000, windowMs: 60_000 };
export const NO_LIMITS: RateLimits = { loginPerIp: unlimited, loginPerAccount: unlimited, codesPerIp: unlimited, uploadsPerIp: unlimited };

export interface TestServer {
  url: string;
  built: BuiltApp;
  config: AppConfig;
  clock: TestClock;
  /** Stops the server and removes its folder; drops its PostgreSQL schema unless `keepData`. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export const freshSchema = () => `test_${randomBytes(6).toString('hex')}`;

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * The real app on a free port over a fresh database (in-memory PGlite, or a new PostgreSQL
 * schema), with its own folder for uploads and the ops access file. Nothing is auto-approved.
 */
export async function startServer(database: TestDatabase, overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  const clock = new TestClock();
  const localDir = await mkdtemp(path.join(tmpdir(), 'h5-server-test-'));
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: database.url,
    dataDir: 'memory://',
    databaseSchema: database.url ? freshSchema() : null,
    databasePoolSize: 4,
    redisUrl: null,
    mode: 'embedded',
    staticRoot: '/nonexistent-static-root',
    logLevel: (process.env.TEST_LOG_LEVEL as AppConfig['logLevel'] | undefined) ?? 'silent',
    trustProxy: 0,
    // Long, so a test that ends a session checks the forgetting, never the recheck running out.
    sessionRecheckMs: 600_000,
    clock,
    limits: NO_LIMITS,
    // Tests set prices themselves (POST /api/dev/price); production never offers it.
    market: { seed: 7, tickMs: 200, control: overrides.mode !== 'production', source: { kind: 'simulator' } },
    // Tests run the date-driven jobs when they want them (POST /api/dev/clock, or the scheduler).
    schedule: { everyMs: 60_000, control: overrides.mode !== 'production' },
    // The leads start with no record: the copy-trading tests that read one ask for it.
    copy: { historyDays: 0 },
    trading: DEFAULT_TRADING,
    uploads: { dir: path.join(localDir, 'uploads'), maxBytes: 5 * 1024 * 1024 },
    opsAccessFile: path.join(localDir, 'ops-access.json'),
    autoApprove: { afterSeconds: 0, checkEveryMs: 100 },
    platformBank: {
      bank_name: 'Test Bank',
      account_name: 'H5 Test Ltd',
      account_number: '0000 1111 2222',
      swift: 'TESTHKHH',
      bank_address: '1 Test Road',
    },
    // The defaults (OpenStreetMap's tiles, the demo office): nothing here fetches a tile.
    map: loadConfig({}).map,
    support: loadConfig({}).support,
    referral: loadConfig({}).referral,
    ...overrides,
  };
  const built = await buildApp(config);
  const port = await built.listen(0, config.host);
  return {
    url: `http://${config.host}:${port}`,
    built,
    config,
    clock: config.clock as TestClock,
    async close({ keepData = false } = {}) {
      await built.close();
      if (!keepData && config.databaseUrl && config.databaseSchema) await dropSchema(config.databaseUrl, config.databaseSchema);
      await rm(localDir, { recursive: true, force: true });
    },
  };
}

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  /** Sent form-encoded (as the client does) unless `json` is set (a boolean only goes as JSON). */
  body?: Record<string, string | number | boolean>;
  json?: boolean;
  query?: Record<string, string | number>;
  token?: string;
  lang?: string;
}

/** One API call over real HTTP. */
export async function call<T = unknown>(server: Pick<TestServer, 'url'>, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const { method = options.body ? 'POST' : 'GET', body, json = false, query, token, lang } = options;
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (lang !== undefined) headers.lang = lang;
  let payload: string | undefined;
  if (body) {
    headers['content-type'] = json ? 'application/json' : 'application/x-www-form-urlencoded';
    payload = json ? JSON.stringify(body) : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
  }
  const response = await fetch(`${server.url}/api/${path}${search}`, { method, headers, body: payload });
  return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers };
}

export { redisAnswers, TEST_REDIS_URL } from './redis';
