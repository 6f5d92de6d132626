import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { Envelope } from '@h5/shared/contract';
import { buildApp, type BuiltApp } from '../../src/app';
import type { AppConfig, RateLimits } from '../../src/config';
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
export const NO_LIMITS: RateLimits = { loginPerIp: unlimited, loginPerAccount: unlimited, codesPerIp: unlimited };

export interface TestServer {
  url: string;
  built: BuiltApp;
  config: AppConfig;
  clock: TestClock;
  /** Stops the server; drops its PostgreSQL schema unless `keepData`. */
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

/** The real app on a free port over a fresh database (in-memory PGlite, or a new PostgreSQL schema). */
export async function startServer(database: TestDatabase, overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  const clock = new TestClock();
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: database.url,
    dataDir: 'memory://',
    databaseSchema: database.url ? freshSchema() : null,
    mode: 'embedded',
    staticRoot: '/nonexistent-static-root',
    logLevel: 'silent',
    trustProxy: 0,
    clock,
    limits: NO_LIMITS,
    market: { seed: 7, tickMs: 200 },
    ...overrides,
  };
  const built = await buildApp(config);
  await built.app.listen({ port: 0, host: config.host });
  const { port } = built.app.server.address() as AddressInfo;
  return {
    url: `http://${config.host}:${port}`,
    built,
    config,
    clock: config.clock as TestClock,
    async close({ keepData = false } = {}) {
      await built.close();
      if (!keepData && config.databaseUrl && config.databaseSchema) await dropSchema(config.databaseUrl, config.databaseSchema);
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
  /** Sent form-encoded (as the client does) unless `json` is set. */
  body?: Record<string, string | number>;
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
