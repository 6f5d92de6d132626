import { tmpdir } from 'node:os';
import path from 'node:path';
import { SPOT_FEE_RATE } from '@h5/shared/constants';
import type { DepositTarget, Place } from '@h5/shared/contract';
import { compareDecimal, isDecimal, ratiosFit } from '@h5/shared/money';
import { isLatitude, isLongitude } from '@h5/shared/routes/place';
import { DEFAULT_TILE_URL, tileOrigin } from '@h5/shared/security';
import { systemClock, type Clock } from './lib/clock';
import type { ReferralTerms } from './modules/referral/service';

export type AppMode = 'embedded' | 'production';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  loginPerIp: RateLimitRule;
  loginPerAccount: RateLimitRule;
  codesPerIp: RateLimitRule;
  uploadsPerIp: RateLimitRule;
}

/** What trading charges and allows (kept on each order and position when it is made). */
export interface TradingConfig {
  /** Spot fee as a fraction of the order's value, in the quote currency (0.001 = 0.1 %). */
  spotFeeRate: string;
  contracts: {
    /** The leverage multiples a position may use; any other is refused. */
    multiples: number[];
    /** Fee as a fraction of the position's value (lots x contract size x price), charged at opening. */
    feeRate: string;
    /** Maintenance margin as a fraction of the position's value at the live price. */
    maintenanceRate: string;
  };
}

/** The platform's own bank account, shown for bank-transfer deposits. */
export type PlatformBank = Omit<Extract<DepositTarget, { kind: 'bank' }>, 'kind' | 'reference'>;

/** The map pages' settings (`map/config`). */
export interface MapSettings {
  /** Leaflet URL template of the tiles (MAP_TILE_URL). */
  tileUrl: string;
  /** Its origin: the one the Content-Security-Policy allows images from besides our own. */
  tileOrigin: string;
  /** The credit the tiles' licence asks for (plain text) and the page it links to. */
  attribution: string;
  attributionUrl: string;
  /** The company's office, shown by `/open-location` when it is given no place. */
  office: Place;
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
  /** Connections in the PostgreSQL pool. */
  databasePoolSize: number;
  /** A Redis URL: socket.io's processes then meet through Redis instead of PostgreSQL. */
  redisUrl: string | null;
  mode: AppMode;
  /** The repo root holding `host/dist` and `remote-<name>/dist`. */
  staticRoot: string;
  logLevel: string;
  /** How many proxies in front of us to believe about the client's address (0: none). */
  trustProxy: number;
  /** How long a process takes a session it looked up without asking the database again (0: always asks). */
  sessionRecheckMs: number;
  clock: Clock;
  limits: RateLimits;
  /**
   * The market. `control` (MARKET_CONTROL=1, embedded mode only) serves POST /api/dev/price,
   * which sets a simulated pair's next price so browser journeys are deterministic.
   */
  market: { seed: number; tickMs: number; control: boolean; source: MarketSource };
  /**
   * The date-driven jobs (dividends, subscription windows, lock-ups, airdrop snapshots): a round
   * every `everyMs`, on one calendar clock. `control` (CLOCK_CONTROL=1, embedded mode only)
   * serves POST /api/dev/clock, which moves that calendar forward for journeys and tests.
   */
  schedule: { everyMs: number; control: boolean };
  /**
   * Copy trading: the days of simulated history the leads' strategies are replayed over at first
   * start (COPY_HISTORY_DAYS, 90 by default; 0 starts them with no record).
   */
  copy: { historyDays: number };
  trading: TradingConfig;
  /** Uploaded images: a private folder (never under `staticRoot`) and the largest file taken. */
  uploads: { dir: string; maxBytes: number };
  /** Where the server writes, at start, the port and token the ops CLI uses (mode 0600). */
  opsAccessFile: string;
  /** Pending deposits and identity reviews older than `afterSeconds` get approved; 0 turns it off. */
  autoApprove: { afterSeconds: number; checkEveryMs: number };
  platformBank: PlatformBank;
  map: MapSettings;
  /**
   * Support: an outside place it lives (SUPPORT_URL, an http(s) address; the chat entries open
   * it) or our own chat (the default), and the reply time promised while no agent is online
   * (CHAT_REPLY_HOURS, 12 by default), and the longest an `ops chat watch` waits for something new
   * (CHAT_WATCH_SECONDS, 25: under the minute an agent counts as online, and under a proxy's idle limit).
   */
  support: { url: string | null; replyHours: number; watchMaxMs: number };
  /**
   * The referral programme: the inviter's share of invitees' fees (REFERRAL_RATIO, 0.2), a
   * partner's (REFERRAL_PARTNER_RATIO, 0.3), the invitee's own share back (REFERRAL_REWARD_RATIO,
   * 0.1), the qualified invitees partner status takes (REFERRAL_PARTNER_INVITEES, 3) and the
   * hours between issues (REFERRAL_ISSUE_HOURS, 1).
   */
  referral: ReferralTerms;
}

/** Both `src/config.ts` and the bundled `dist/main.js` sit two folders below the repo root. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

const DEFAULT_LIMITS: RateLimits = {
  loginPerIp: { max: 10, windowMs: 60_000 },
  loginPerAccount: { max: 10, windowMs: 60_000 },
  codesPerIp: { max: 5, windowMs: 10 * 60_000 },
  uploadsPerIp: { max: 30, windowMs: 10 * 60_000 },
};

const MB = 1024 * 1024;

/** Connections in the PostgreSQL pool: enough to keep the database busy while others wait on the network or a commit. */
const DEFAULT_POOL_SIZE = 16;

export const DEFAULT_TRADING: TradingConfig = {
  spotFeeRate: SPOT_FEE_RATE,
  contracts: { multiples: [5, 10, 20, 50, 100], feeRate: '0.0005', maintenanceRate: '0.005' },
};

const MEMORY = 'memory://';
/** A new user can try every journey: their deposit and verification go through after a short wait. */
const EMBEDDED_AUTO_APPROVE_SECONDS = 10;

/** Folder for the server's own files, beside PGlite's (`.data/` by default). */
const localDirFor = (dataDir: string) => (dataDir.startsWith(MEMORY) ? path.join(tmpdir(), 'h5-server') : path.dirname(dataDir));

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

/** MARKET_CONTROL=1 and CLOCK_CONTROL=1 let a test set prices and time: never in production, where they refuse to start. */
function testControlFrom(env: NodeJS.ProcessEnv, name: 'MARKET_CONTROL' | 'CLOCK_CONTROL', mode: AppMode): boolean {
  const value = env[name];
  if (value === undefined || value === '' || value === '0') return false;
  if (value !== '1') throw new Error(`${name} must be "1" or "0", got "${value}"`);
  if (mode === 'production') throw new Error(`${name}=1 is for tests in embedded mode only; production refuses to start with it`);
  return true;
}

/**
 * Where prices come from (MARKET_FEED): the seeded simulator, or a real exchange by its ccxt id
 * for the pairs it lists (MARKET_PAIRS maps ours to its symbols, `BTC/USDT=BTC/USDT,...`; by
 * default every pair of ours it lists under the same symbol), the simulator for the rest.
 */
export type MarketSource =
  | { kind: 'simulator' }
  | {
      kind: 'exchange';
      exchange: string;
      /** Ours -> the exchange's; empty: the same symbol, where listed. */
      pairs: ReadonlyMap<string, string>;
      /** A pair not heard from for this long (MARKET_STALE_SECONDS) waits: nothing fills or settles on it. */
      staleMs: number;
      /** MARKET_FEED_REST_URL / MARKET_FEED_WS_URL: the exchange's endpoints, where not its public ones. */
      restUrl: string | null;
      wsUrl: string | null;
    };

const PAIR_SYMBOL = /^[A-Z0-9]{2,10}\/[A-Z0-9]{2,10}$/;

export function marketSourceFrom(env: NodeJS.ProcessEnv): MarketSource {
  const exchange = env.MARKET_FEED || 'simulator';
  if (exchange === 'simulator') return { kind: 'simulator' };
  if (!/^[a-z0-9]+$/.test(exchange)) throw new Error(`MARKET_FEED must be "simulator" or an exchange's ccxt id ("okx"), got "${exchange}"`);
  const pairs = new Map<string, string>();
  for (const entry of (env.MARKET_PAIRS ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const [ours = '', theirs = ours] = entry.split('=').map((side) => side.trim());
    if (!PAIR_SYMBOL.test(ours) || !PAIR_SYMBOL.test(theirs)) throw new Error(`MARKET_PAIRS: "${entry}" is not OURS=THEIRS (BTC/USDT=BTC/USDT)`);
    pairs.set(ours, theirs);
  }
  const staleSeconds = intFrom(env.MARKET_STALE_SECONDS, 10, 'MARKET_STALE_SECONDS');
  if (staleSeconds < 2) throw new Error('MARKET_STALE_SECONDS must be 2 or more (the shared price ticks every second)');
  return { kind: 'exchange', exchange, pairs, staleMs: staleSeconds * 1000, restUrl: env.MARKET_FEED_REST_URL || null, wsUrl: env.MARKET_FEED_WS_URL || null };
}

/** The tiles' credit, as OpenStreetMap's licence asks for it (most tile services draw OpenStreetMap's data). */
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';
export const DEFAULT_MAP_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright';

function mapFrom(env: NodeJS.ProcessEnv): MapSettings {
  const tileUrl = env.MAP_TILE_URL || DEFAULT_TILE_URL;
  let origin: string;
  try {
    origin = tileOrigin(tileUrl);
  } catch (error) {
    throw new Error(`MAP_TILE_URL: ${(error as Error).message}`);
  }
  const office: Place = {
    name: env.OFFICE_NAME || 'H5 Exchange Ltd',
    address: env.OFFICE_ADDRESS || "1 Queen's Road Central, Central, Hong Kong",
    latitude: env.OFFICE_LATITUDE || '22.280300',
    longitude: env.OFFICE_LONGITUDE || '114.159300',
  };
  if (!isLatitude(office.latitude)) throw new Error(`OFFICE_LATITUDE must be decimal degrees from -90 to 90, got "${office.latitude}"`);
  if (!isLongitude(office.longitude)) throw new Error(`OFFICE_LONGITUDE must be decimal degrees from -180 to 180, got "${office.longitude}"`);
  const attribution = env.MAP_ATTRIBUTION ?? DEFAULT_MAP_ATTRIBUTION;
  const attributionUrl = env.MAP_ATTRIBUTION_URL ?? DEFAULT_MAP_ATTRIBUTION_URL;
  if (attributionUrl && !/^https?:\/\/[^\s]+$/.test(attributionUrl)) throw new Error(`MAP_ATTRIBUTION_URL must be an http(s) URL, got "${attributionUrl}"`);
  return { tileUrl, tileOrigin: origin, attribution, attributionUrl, office };
}

/** Date-driven jobs look for work this often: a dividend is paid within seconds of its time. */
const SCHEDULE_EVERY_MS = 10_000;
/** A second: a session signed out elsewhere is forgotten on word of it; this only bounds one that missed the word. */
const SESSION_RECHECK_MS = 1_000;

function supportFrom(env: NodeJS.ProcessEnv): AppConfig['support'] {
  const url = env.SUPPORT_URL || null;
  if (url && !/^https?:\/\/[^\s]+$/.test(url)) throw new Error(`SUPPORT_URL must be an http(s) URL, got "${url}"`);
  const replyHours = intFrom(env.CHAT_REPLY_HOURS, 12, 'CHAT_REPLY_HOURS');
  if (replyHours < 1) throw new Error('CHAT_REPLY_HOURS must be at least 1');
  const watchSeconds = intFrom(env.CHAT_WATCH_SECONDS, 25, 'CHAT_WATCH_SECONDS');
  if (watchSeconds < 1) throw new Error('CHAT_WATCH_SECONDS must be at least 1');
  return { url, replyHours, watchMaxMs: watchSeconds * 1000 };
}

function decimalFrom(value: string | undefined, fallback: string, name: string): string {
  if (value === undefined || value === '') return fallback;
  if (!isDecimal(value)) throw new Error(`${name} must be a decimal number, got "${value}"`);
  return value.trim();
}

export function referralFrom(env: NodeJS.ProcessEnv): ReferralTerms {
  const terms: ReferralTerms = {
    baseRatio: decimalFrom(env.REFERRAL_RATIO, '0.2', 'REFERRAL_RATIO'),
    partnerRatio: decimalFrom(env.REFERRAL_PARTNER_RATIO, '0.3', 'REFERRAL_PARTNER_RATIO'),
    rewardRatio: decimalFrom(env.REFERRAL_REWARD_RATIO, '0.1', 'REFERRAL_REWARD_RATIO'),
    partnerInvitees: intFrom(env.REFERRAL_PARTNER_INVITEES, 3, 'REFERRAL_PARTNER_INVITEES'),
    issueEveryHours: intFrom(env.REFERRAL_ISSUE_HOURS, 1, 'REFERRAL_ISSUE_HOURS'),
  };
  // What a fee pays out can never exceed it, for a partner's invitees too.
  if (!ratiosFit({ rebate: terms.partnerRatio, reward: terms.rewardRatio }) || !ratiosFit({ rebate: terms.baseRatio, reward: terms.rewardRatio })) {
    throw new Error('REFERRAL_RATIO or REFERRAL_PARTNER_RATIO plus REFERRAL_REWARD_RATIO must be between 0 and 1');
  }
  if (compareDecimal(terms.partnerRatio, terms.baseRatio) < 0) throw new Error('REFERRAL_PARTNER_RATIO must not be below REFERRAL_RATIO');
  if (terms.partnerInvitees < 1 || terms.issueEveryHours < 1 || 24 % terms.issueEveryHours !== 0) {
    throw new Error('REFERRAL_PARTNER_INVITEES must be at least 1 and REFERRAL_ISSUE_HOURS a divisor of 24');
  }
  return terms;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = env.DATA_DIR || path.join(REPO_ROOT, '.data', 'pglite');
  const localDir = localDirFor(dataDir);
  const mode = modeFrom(env.APP_MODE);
  const poolSize = intFrom(env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE, 'DATABASE_POOL_SIZE');
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    databaseSchema: env.DATABASE_SCHEMA || null,
    databasePoolSize: poolSize > 0 ? poolSize : DEFAULT_POOL_SIZE,
    redisUrl: env.REDIS_URL || null,
    mode,
    staticRoot: path.resolve(env.STATIC_ROOT || REPO_ROOT),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: intFrom(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    sessionRecheckMs: intFrom(env.SESSION_RECHECK_MS, SESSION_RECHECK_MS, 'SESSION_RECHECK_MS'),
    clock: systemClock,
    limits: DEFAULT_LIMITS,
    market: {
      seed: intFrom(env.MARKET_SEED, 20_240_601, 'MARKET_SEED'),
      tickMs: 1000,
      control: testControlFrom(env, 'MARKET_CONTROL', mode),
      source: marketSourceFrom(env),
    },
    schedule: {
      everyMs: intFrom(env.SCHEDULE_EVERY_MS, SCHEDULE_EVERY_MS, 'SCHEDULE_EVERY_MS') || SCHEDULE_EVERY_MS,
      control: testControlFrom(env, 'CLOCK_CONTROL', mode),
    },
    copy: { historyDays: Math.min(90, intFrom(env.COPY_HISTORY_DAYS, 90, 'COPY_HISTORY_DAYS')) },
    trading: DEFAULT_TRADING,
    uploads: {
      dir: path.resolve(env.UPLOAD_DIR || path.join(localDir, 'uploads')),
      maxBytes: intFrom(env.UPLOAD_MAX_BYTES, 5 * MB, 'UPLOAD_MAX_BYTES'),
    },
    opsAccessFile: path.resolve(env.OPS_ACCESS_FILE || path.join(localDir, 'ops-access.json')),
    autoApprove: {
      // Production reviews every request by hand, whatever the environment says.
      afterSeconds: mode === 'production' ? 0 : intFrom(env.AUTO_APPROVE_SECONDS, EMBEDDED_AUTO_APPROVE_SECONDS, 'AUTO_APPROVE_SECONDS'),
      checkEveryMs: 1000,
    },
    platformBank: {
      bank_name: env.PLATFORM_BANK_NAME || 'H5 Demo Bank',
      account_name: env.PLATFORM_BANK_ACCOUNT_NAME || 'H5 Exchange Ltd',
      account_number: env.PLATFORM_BANK_ACCOUNT_NUMBER || '6222 0210 0000 8888',
      swift: env.PLATFORM_BANK_SWIFT || 'HFIVHKHH',
      bank_address: env.PLATFORM_BANK_ADDRESS || '1 Queen\'s Road Central, Hong Kong',
    },
    map: mapFrom(env),
    support: supportFrom(env),
    referral: referralFrom(env),
  };
}
