/**
 * The route table (spec section 2): every page, the remote that owns it and how the host
 * treats it. The host renders routes from this table; nothing else lists paths.
 */
import type { RemoteName } from '@h5/shared/constants';

export type Background = 'default' | 'darkBlue';

export interface RouteDef<Page extends string = string> {
  path: string;
  remote: RemoteName;
  /** Key of the page in the owning remote's page table (`src/pages.json`, exposed as `<remote>/<page>`); also the title's i18n key. */
  page: Page;
  /** Needs a signed-in user (guests are sent to login). */
  login: boolean;
  /** Tab bar index, for the seven tab pages. */
  tab?: number;
  pullToRefresh: boolean;
  background: Background;
}

type Options = Partial<Pick<RouteDef, 'login' | 'tab' | 'pullToRefresh' | 'background'>>;

const route = <Page extends string>(path: string, remote: RemoteName, page: Page, options: Options = {}): RouteDef<Page> => ({
  path,
  remote,
  page,
  login: options.login ?? false,
  pullToRefresh: options.pullToRefresh ?? false,
  background: options.background ?? 'default',
  ...(options.tab === undefined ? {} : { tab: options.tab }),
});

const LOGIN = { login: true };
const PTR = { pullToRefresh: true };

export const HOME_PATH = '/pages/index/index';
export const LOGIN_PATH = '/pages/user/login/login';

const table = [
  // Tab bar, in order (indexes 0-6).
  route(HOME_PATH, 'content', 'home', { tab: 0, ...PTR }),
  route('/pages/trade/index', 'trading', 'spot', { tab: 1 }),
  route('/pages/lever/index', 'trading', 'contracts', { tab: 2, background: 'darkBlue' }),
  route('/pages/option/detail', 'trading', 'options', { tab: 3 }),
  route('/pages/template/index', 'wealth', 'wealth', { tab: 4 }),
  route('/pages/documentation/index', 'wealth', 'copyTrading', { tab: 5 }),
  route('/pages/assets/index', 'account', 'assets', { tab: 6, ...LOGIN, ...PTR }),

  // Home area.
  route('/pages/index/notice/notice', 'content', 'noticePopup'),
  route('/pages/notice/index', 'content', 'notices', PTR),
  route('/pages/news/index', 'content', 'news', PTR),
  route('/pages/news/detail', 'content', 'newsDetail', PTR),
  route('/pages/airdrop/index', 'wealth', 'airdrop', { ...LOGIN, ...PTR }),
  route('/pages/promotion/index', 'account', 'referral', LOGIN),
  // Not in the spec: the account events kept for the bell (issue 10).
  route('/pages/notifications/index', 'content', 'notifications', { ...LOGIN, ...PTR }),

  // Trade.
  route('/pages/trade/kline', 'trading', 'kline'),

  // Login.
  route(LOGIN_PATH, 'account', 'login'),
  route('/pages/user/login/register', 'account', 'register'),
  route('/pages/user/login/forgetPassword', 'account', 'forgetPassword'),
  route('/pages/user/login/choose', 'account', 'chooseAreaCode'),

  // Settings.
  route('/pages/settings/index', 'account', 'settings'),
  route('/pages/settings/account/index', 'account', 'accountSettings', LOGIN),
  route('/pages/settings/language/language', 'account', 'language'),
  route('/pages/settings/security/index', 'account', 'security', LOGIN),
  route('/pages/settings/security/changePassword', 'account', 'changePassword', LOGIN),
  route('/pages/settings/security/changePayPassword', 'account', 'changePayPassword', LOGIN),
  route('/pages/settings/security/changeEmail', 'account', 'changeEmail', LOGIN),
  route('/pages/settings/security/twoFactor', 'account', 'twoFactor', LOGIN),
  route('/pages/settings/security/antiPhishing', 'account', 'antiPhishing', LOGIN),

  // Withdrawal addresses.
  route('/pages/user/address/index', 'account', 'addresses', LOGIN),
  route('/pages/user/address/create', 'account', 'addressCreate', LOGIN),
  route('/pages/user/address/address', 'account', 'addressDetail', LOGIN),

  // Verification.
  route('/pages/verification/index', 'account', 'verification', LOGIN),
  route('/pages/verification/basic', 'account', 'verificationBasic', LOGIN),
  route('/pages/verification/advanced', 'account', 'verificationAdvanced', LOGIN),

  // Assets.
  route('/pages/assets/tradeAccount', 'account', 'tradeAccount', { ...LOGIN, ...PTR }),
  route('/pages/assets/deposit/index', 'account', 'deposit', LOGIN),
  route('/pages/assets/deposit/charge', 'account', 'depositCharge', LOGIN),
  // Not in the spec's list: one deposit, beside the withdrawal's detail.
  route('/pages/assets/deposit/detail', 'account', 'depositDetail', LOGIN),
  route('/pages/assets/withdraw/index', 'account', 'withdraw', LOGIN),
  route('/pages/assets/withdraw/detail', 'account', 'withdrawDetail', LOGIN),
  route('/pages/assets/bank/bank', 'account', 'bankDeposit', LOGIN),
  route('/pages/assets/transfer/index', 'account', 'transfer', LOGIN),
  route('/pages/assets/transfer/record', 'account', 'transferRecord', LOGIN),
  route('/pages/assets/record', 'account', 'records', { ...LOGIN, ...PTR }),
  // Not in the spec's list: one ledger record, under the records page's path.
  route('/pages/assets/record/detail', 'account', 'ledgerDetail', LOGIN),
  route('/pages/assets/valuation', 'account', 'valuation'),

  // Bank cards.
  route('/pages/bankbind/index', 'account', 'bankCards', LOGIN),
  route('/pages/bankbind/addbank', 'account', 'bankCardAdd', LOGIN),

  // Copy-trading.
  route('/pages/documentation/lists', 'wealth', 'copyList'),
  route('/pages/documentation/buyPage', 'wealth', 'copyBuy', LOGIN),
  route('/pages/documentation/ordersPage', 'wealth', 'copyOrders', { ...LOGIN, ...PTR }),
  route('/pages/documentation/rulePage', 'wealth', 'copyRules'),

  // Finance (trust).
  route('/pages/finance/index', 'wealth', 'trust', PTR),
  route('/pages/finance/buyPage', 'wealth', 'trustBuy', LOGIN),
  route('/pages/finance/ordersPage', 'wealth', 'trustOrders', { ...LOGIN, ...PTR }),
  route('/pages/finance/rulePage', 'wealth', 'trustRules'),

  // Help (both path shapes the spec mentions lead to the same pages).
  route('/pages/help-center/center', 'content', 'helpCenter', PTR),
  route('/pages/help-center/detail', 'content', 'helpDetail'),
  route('/pages/help-center/chat', 'content', 'chat', { background: 'darkBlue' }),
  route('/pages/help/center/center', 'content', 'helpCenter', PTR),
  route('/pages/help/center/detail', 'content', 'helpDetail'),
  route('/pages/help/center/chat', 'content', 'chat', { background: 'darkBlue' }),

  // New coins.
  route('/pages/publication/index', 'wealth', 'newCoins'),
  route('/pages/publication/details', 'wealth', 'newCoinDetails'),
  route('/pages/publication/purchase', 'wealth', 'newCoinPurchase', LOGIN),

  // Learning areas of the home page (RWA and AI).
  route('/pages/study/index', 'content', 'learning', PTR),
  route('/pages/study/detail', 'content', 'learningDetail'),

  // System map pages.
  route('/choose-location', 'content', 'chooseLocation'),
  route('/open-location', 'content', 'openLocation'),
];

/** Every page key of the table: a key it does not have fails the typecheck. */
export type PageKey = (typeof table)[number]['page'];

export const routes: readonly RouteDef<PageKey>[] = table;

// A page reached by two paths (help) is linked to by its first.
const pathByPage = Object.fromEntries([...routes].reverse().map((r) => [r.page, r.path])) as Record<PageKey, string>;

/**
 * The path to link to for a page, with its query (`pathOf('withdraw', { currency_id: 3 })`):
 * the one way host and remotes write a path.
 */
export function pathOf(page: PageKey, query: Record<string, string | number> = {}): string {
  const path = pathByPage[page];
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return search ? `${path}?${search}` : path;
}

export const tabRoutes: readonly RouteDef<PageKey>[] = routes
  .filter((r) => r.tab !== undefined)
  .sort((a, b) => (a.tab ?? 0) - (b.tab ?? 0));

const byPath = new Map(routes.map((r) => [r.path, r]));

/** The route a path (without its query) belongs to; `/` is home. */
export function findRoute(path: string): RouteDef<PageKey> | undefined {
  const clean = path.split('?')[0] || '/';
  return byPath.get(clean === '/' ? HOME_PATH : clean);
}

const byAddress = new Map(routes.map((r) => [r.path.toLowerCase(), r]));

/**
 * The route the address bar's path shows, matched as a router would: letter case and a trailing
 * slash aside; `/` is home. The host renders the page by this one lookup: react-router's own
 * matching ranked and tried every route of the table at each render, 70 ms of a throttled start.
 */
export function routeAt(pathname: string): RouteDef<PageKey> | undefined {
  return byAddress.get((pathname.replace(/\/+$/, '') || HOME_PATH).toLowerCase());
}

/** Pages a login redirect returns to with a tab switch (spec: home, trade, option detail, template, assets). */
const BACKTYPE_TAB_PAGES = new Set((['home', 'spot', 'options', 'wealth', 'assets'] as const).map((page) => pathOf(page)));

export const backtypeOf = (path: string): 1 | 2 => (BACKTYPE_TAB_PAGES.has(path.split('?')[0] ?? '') ? 2 : 1);

/**
 * A page of this app worth returning to (a login's `backpage`, a transfer's `back`): a known route,
 * not login itself; null for anything else (no loops, no other sites).
 */
export function returnablePath(value: string | null): string | null {
  if (!value) return null;
  // Some links encode the page twice; one more decoding recovers the path.
  let page: string | null = value;
  if (!value.startsWith('/')) {
    try {
      page = decodeURIComponent(value);
    } catch {
      page = null;
    }
  }
  if (!page?.startsWith('/') || page.startsWith('//')) return null;
  const route = findRoute(page);
  return route && route.path !== LOGIN_PATH ? page : null;
}

/** Where the login guard sends a guest who wanted `wanted` (path plus query). */
export function loginRedirect(wanted: string): string {
  const q = new URLSearchParams({ backpage: wanted, backtype: String(backtypeOf(wanted)) });
  return `${LOGIN_PATH}?${q.toString()}`;
}

/** Page keys a remote must provide, derived from the table. */
export const pagesOf = (remote: RemoteName): string[] => [
  ...new Set(routes.filter((r) => r.remote === remote).map((r) => r.page)),
];
