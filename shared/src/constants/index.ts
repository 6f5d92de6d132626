/** Business constants and limits (spec section 9); the one place they are written down. */
import loading from './loading.json';
import served from './served.json';

export const LANGUAGES = ['zh', 'en', 'hk', 'jp', 'kr', 'esp', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';
/** Each language by its own name, as the language page lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  zh: '简体中文',
  en: 'English',
  hk: '繁體中文',
  jp: '日本語',
  kr: '한국어',
  esp: 'Español',
  th: 'ไทย',
};

/** BCP 47 tags, for Intl formatting (numbers, dates, names) and the document's lang attribute. */
export const LOCALE_TAGS: Record<Language, string> = {
  zh: 'zh-CN',
  en: 'en',
  hk: 'zh-HK',
  jp: 'ja',
  kr: 'ko',
  esp: 'es',
  th: 'th',
};

/** How a language writes numbers. */
export interface NumberSeparators {
  group: string;
  decimal: string;
  /** Integers of fewer digits stay ungrouped (Spanish writes 1234 but 12.345). */
  groupFrom: number;
}

/**
 * What Intl says for each language's tag, written down (a unit test holds it to Intl): a page's
 * first Intl.NumberFormat loads the locale data, 35-115 ms of the first visit on a phone.
 */
export const NUMBER_SEPARATORS: Record<Language, NumberSeparators> = {
  zh: { group: ',', decimal: '.', groupFrom: 4 },
  en: { group: ',', decimal: '.', groupFrom: 4 },
  hk: { group: ',', decimal: '.', groupFrom: 4 },
  jp: { group: ',', decimal: '.', groupFrom: 4 },
  kr: { group: ',', decimal: '.', groupFrom: 4 },
  esp: { group: '.', decimal: ',', groupFrom: 5 },
  th: { group: ',', decimal: '.', groupFrom: 4 },
};

export const APP_VERSION = '2.5.8';
export const SESSION_STATE_VERSION = '1.0.0';

export const API_BASE = '/api';
export const SOCKET_PATH = '/socket.io';
export const REQUEST_TIMEOUT_MS = 60_000;
/** Also read by the build (shared/build/federation.cjs), hence kept in JSON. */
export const CHUNK_TIMEOUT_MS: number = loading.chunkTimeoutMs;
/** A request's loading indicator appears only when it takes longer than this. */
export const REQUEST_LOADING_DELAY_MS = 1_000;
export const LOGIN_REDIRECT_DEBOUNCE_MS = 1_000;
export const EXIT_BACK_WINDOW_MS = 2_000;
/** A chat opened this soon after an error was shown attaches it ("the error just seen"). */
export const RECENT_ERROR_MS = 10 * 60_000;
/** A reply asked for ahead of its page (api `prefetch`) is used only this soon after. */
export const PREFETCH_KEEP_MS = 10_000;
/** A calendar day (UTC days: dividends, lock-ups, withdrawal limits). */
export const DAY_MS = 86_400_000;

/** Header names the API client sends. */
export const AUTH_HEADER = 'authorization';
export const LANG_HEADER = 'lang';

/**
 * Envelope codes of the refusals a page answers with a way forward (go to verification, set
 * the fund password, add an address) rather than a bare message.
 */
export const REQUIREMENT_CODES = {
  notVerified: 1001,
  noFundPassword: 1002,
  noAddress: 1003,
  dailyLimit: 1004,
  /** 2FA is on: the authenticator app's code must come with the request. */
  twoFactorRequired: 1005,
} as const;

/** Reply envelope markers (spec section 8). */
export const REPLY_OK = 'ok';
export const REPLY_ERROR = 'error';
export const REPLY_SESSION_INVALID = '999';
export const CODE_OK = 1;

export const STORAGE_KEYS = {
  session: 'h5.session',
  language: 'h5.lang',
  languageMark: 'h5.langMark',
  /** A guest's starred pairs, carried to the server at sign-in. */
  watchlist: 'h5.watchlist',
  /** The articles read on this device (notices, news, learning, help): their ids. */
  articlesRead: 'h5.articles.read',
  /** The important notices dismissed on this device: shown as a popup no more. */
  noticesDismissed: 'h5.notices.dismissed',
  /** This device's random key, for what a guest may answer once ("was this helpful?"). */
  device: 'h5.device',
  /** The help articles answered "was this helpful?" on this device. */
  helpAnswered: 'h5.help.answered',
} as const;

/** The area code phone forms start with. */
export const DEFAULT_AREA_CODE = '86';

export const BASE_CURRENCY = 'USDT';
export const BASE_CURRENCY_ID = 3;
/** Places of the base currency (USDT): contract margins, fees and P/L are rounded to them. */
export const BASE_CURRENCY_DECIMALS = 6;
export const USDT_CHAIN = 'TRC20';

/** Each coin's own name (search matches it; lists show it under the code); the code stands in for one missing. */
export const COIN_NAMES: Readonly<Record<string, string>> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  USDT: 'Tether',
  USDC: 'USD Coin',
  BNB: 'BNB',
  SOL: 'Solana',
  XRP: 'XRP',
  DOGE: 'Dogecoin',
  ADA: 'Cardano',
  TRX: 'TRON',
  LTC: 'Litecoin',
  DOT: 'Polkadot',
  LINK: 'Chainlink',
  AVAX: 'Avalanche',
};
export const coinName = (code: string): string => COIN_NAMES[code] ?? code;

/** The network a chain code (`currencies.chains`) stands for, as deposit and address pages name it. */
export const CHAIN_NAMES: Readonly<Record<string, string>> = {
  TRC20: 'TRON (TRC20)',
  ERC20: 'Ethereum (ERC20)',
  BEP20: 'BNB Smart Chain (BEP20)',
  AVAXC: 'Avalanche C-Chain',
  BTC: 'Bitcoin',
  LTC: 'Litecoin',
  DOGE: 'Dogecoin',
  XRP: 'XRP Ledger',
  DOT: 'Polkadot',
  ADA: 'Cardano',
  SOL: 'Solana',
};
export const chainName = (chain: string): string => CHAIN_NAMES[chain] ?? chain;

export const ACCOUNT_TYPES = ['coin', 'option', 'contract', 'trust'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * Why money is held away from the available balance, and whether it sits in the account's frozen
 * balance (true) or has left the balances until it comes back (false): a waiting spot order, a
 * limit position's margin and fee, an open position's margin, a withdrawal under review and a
 * new-coin commitment are frozen; an option's stake, a trust order's principal and allocated
 * coins in their lock-up are out of the balances until delivery, maturity or unlock.
 */
export const HOLD_FROZEN = {
  spot_order: true,
  contract_waiting: true,
  contract_margin: true,
  withdrawal: true,
  new_coin_commit: true,
  option_stake: false,
  trust_escrow: false,
  new_coin_locked: false,
  copy_follow: true,
} as const;
export type HoldReason = keyof typeof HOLD_FROZEN;

/**
 * What a ledger record was: the one list of types. The server stores one per entry (the
 * `ledger_entries.type` CHECK, which a server test holds equal to this list), the history
 * filters and names them (`common` i18n `ledgerType.<type>`). A new domain (wealth, copy
 * trading, rebates) adds its types here and widens the CHECK in its migration.
 */
export const LEDGER_TYPES = [
  'spot_buy',
  'spot_sell',
  'fee',
  'contract_margin',
  'contract_pnl',
  'liquidation',
  'option_stake',
  'option_payout',
  'transfer',
  'deposit',
  'withdrawal',
  // wealth: a trust order's purchase, daily dividends, principal back, early-redemption penalty
  'trust_purchase',
  'trust_dividend',
  'trust_principal',
  'trust_penalty',
  // new coins: a subscription's payment (frozen, paid, the unused part returned), coins released
  'new_coin_subscription',
  'new_coin_release',
  'airdrop',
  // copy trading: money put behind a lead and back, profit share paid (by a follower) and earned (by a lead)
  'copy_invest',
  'copy_return',
  'copy_profit_share',
  // referral: rebates and rewards paid out on the hour
  'referral',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export const CHART_PERIODS = ['timeshare', '1min', '5min', '30min', '60min', '1day', '1week', '1mon'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

export const PASSWORD_MIN_LENGTH = 6;
export const FUND_PASSWORD_LENGTH = 6;
export const VERIFY_CODE_LENGTH = 6;
export const WITHDRAWALS_PER_DAY = 3;
/** Rows a list asks for per page; also the server's page size when none is asked for. */
export const PAGE_SIZE = 20;
export const CONTRACT_MIN_LOTS = 1;
/** Contract multiples above this are shown with a warning before submit. */
export const HIGH_LEVERAGE_ABOVE = 20;
/** Spot fee as a fraction of an order's value, in the quote currency: the server charges it, the form shows it before submit. */
export const SPOT_FEE_RATE = '0.001';
export const REFERRAL_TOP = 10;
/** Pairs one watchlist holds at most (a guest's local one too). */
export const WATCHLIST_MAX = 50;

/** How many decimals amounts of a currency are shown with when the server gives none. */
export const DEFAULT_AMOUNT_DECIMALS = 8;
/** A pair's price and amount places until its ticker is known. */
export const PRICE_DECIMALS_FALLBACK = 4;
export const PAIR_AMOUNT_DECIMALS_FALLBACK = 4;

/** Remotes the host loads, and where each is served from by default. */
export const REMOTES = ['trading', 'wealth', 'account', 'content'] as const;
export type RemoteName = (typeof REMOTES)[number];
/** Where the host and the remotes' scripts are served; also read by the build, hence in JSON. */
export const H5_BASE: string = served.h5Base;
export const STATIC_JS_BASE: string = served.staticJsBase;
export const REMOTE_CONFIG_FILE: string = served.remoteConfigFile;
export const REMOTE_ENTRY_FILE: string = served.remoteEntryFile;
/** What every remote exposes beside its pages: its start-up (which asks for its words), asked for with the page. */
export const REMOTE_START_MODULE: string = served.remoteStartModule;
/** The host's service worker, beside index.html (scope /h5/). */
export const SERVICE_WORKER_FILE: string = served.serviceWorkerFile;
/** What the name of every cache of remote locations (remotes.json, the remote entries) the worker keeps starts with: one per host build. */
export const REMOTE_LOCATIONS_CACHE = 'h5-remote-locations';

/**
 * A built file whose name carries its content hash (the build's `[contenthash:8]`: `123.a1b2c3d4.js`,
 * `main.0123456789abcdef.css`): the same name is always the same bytes, so the server marks it
 * immutable and the service worker serves it from its cache.
 */
export const isContentHashed = (fileName: string): boolean => /\.[0-9a-f]{8,}\./i.test(fileName);
export const defaultRemoteEntry = (remote: RemoteName): string =>
  `${STATIC_JS_BASE}${remote}/${REMOTE_ENTRY_FILE}`;

/** The socket's private account events (one per event), and whether the socket is signed in. */
export const ACCOUNT_SOCKET_EVENT = 'account';
export const ACCOUNT_STATE_EVENT = 'account:state';

/**
 * The market on the socket: one message, `ticks`, the list of what channels carry now
 * ([{ channel, data }]). A `sub` is answered with one for the channels it named, and each tick
 * of the feed is one per socket with all its channels: a page whose five channels are asked for
 * as its socket connects (one `sub`) draws their first values once, not five times.
 */
export const MARKET_TICKS_EVENT = 'ticks';

/** Socket channels the market feed publishes. */
export const MARKET_CHANNEL_ALL = 'tickers';
export const marketChannel = (symbol: string): string => `ticker:${symbol}`;
export const klineChannel = (symbol: string, period: ChartPeriod): string => `kline:${symbol}:${period}`;

/** The live support chat on the page's one socket: what the server pushes, what the page tells it. */
export const CHAT_SOCKET_EVENT = 'chat';
export const CHAT_TYPING_EVENT = 'chat:typing';
export const CHAT_DELIVERED_EVENT = 'chat:delivered';
