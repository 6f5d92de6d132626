import path from 'node:path';
import { systemClock, type Clock } from './lib/clock';

export type AppMode = 'embedded' | 'production';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  loginPerIp: RateLimitRule;
  loginPerAccount: RateLimitRule;
  codesPerIp: RateLimitRule;
}

export interface AppConfig {
  port: number;
  host: string;
  /** A PostgreSQL URL; null runs the embedded PGlite database. */
  databaseUrl: string | null;
  /** PGlite's data folder, or `memory://` for a throw-away database. */
  dataDir: string;
  /** Optional schema every table lives in (tests share one PostgreSQL database this way). */
  databaseSchema: string | null;
  mode: AppMode;
  /** The repo root holding `host/dist` and `remote-<name>/dist`. */
  staticRoot: string;
  logLevel: string;
  /** How many proxies in front of us to believe about the client's address (0: none). */
  trustProxy: number;
  clock: Clock;
  limits: RateLimits;
  market: { seed: number; tickMs: number };
}

/** Both `src/config.ts` and the bundled `dist/main.js` sit two folders below the repo root. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

const DEFAULT_LIMITS: RateLimits = {
  loginPerIp: { max: 10, windowMs: 60_000 },
  loginPerAccount: { max: 10, windowMs: 60_000 },
  codesPerIp: { max: 5, windowMs: 10 * 60_000 },
};

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function modeFrom(value: string | undefined): AppMode {
  if (value === undefined || value === '' || value === 'embedded') return 'embedded';
  if (value === 'production') return 'production';
  throw new Error(`APP_MODE must be "embedded" or "production", got "${value}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR || path.join(REPO_ROOT, '.data', 'pglite'),
    databaseSchema: env.DATABASE_SCHEMA || null,
    mode: modeFrom(env.APP_MODE),
    staticRoot: path.resolve(env.STATIC_ROOT || REPO_ROOT),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: intFrom(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    clock: systemClock,
    limits: DEFAULT_LIMITS,
    market: { seed: intFrom(env.MARKET_SEED, 20_240_601, 'MARKET_SEED'), tickMs: 1000 },
  };
}
