import { HOME_PATH, LOGIN_PATH, backtypeOf, findRoute, loginRedirect, routeAt, pathOf, returnablePath, routes, tabRoutes } from './index';

/** Spec section 2, every page, as written there. */
const SPEC_PATHS = [
  '/pages/index/index', '/pages/trade/index', '/pages/lever/index', '/pages/option/detail', '/pages/template/index',
  '/pages/documentation/index', '/pages/assets/index', '/pages/index/notice/notice', '/pages/notice/index',
  '/pages/news/index', '/pages/news/detail', '/pages/airdrop/index', '/pages/promotion/index', '/pages/trade/kline',
  '/pages/user/login/login', '/pages/user/login/register', '/pages/user/login/forgetPassword', '/pages/user/login/choose',
  '/pages/settings/index', '/pages/settings/account/index', '/pages/settings/language/language',
  '/pages/settings/security/index', '/pages/settings/security/changePassword', '/pages/settings/security/changePayPassword',
  '/pages/settings/security/changeEmail', '/pages/user/address/index', '/pages/user/address/create',
  '/pages/user/address/address', '/pages/verification/index', '/pages/verification/basic', '/pages/verification/advanced',
  '/pages/assets/tradeAccount', '/pages/assets/deposit/index', '/pages/assets/deposit/charge', '/pages/assets/withdraw/index',
  '/pages/assets/withdraw/detail', '/pages/assets/bank/bank', '/pages/assets/transfer/index', '/pages/assets/transfer/record',
  '/pages/assets/record', '/pages/bankbind/index', '/pages/bankbind/addbank', '/pages/documentation/lists',
  '/pages/documentation/buyPage', '/pages/documentation/ordersPage', '/pages/documentation/rulePage', '/pages/finance/index',
  '/pages/finance/buyPage', '/pages/finance/ordersPage', '/pages/finance/rulePage', '/pages/help-center/center',
  '/pages/help-center/detail', '/pages/help-center/chat', '/pages/help/center/center', '/pages/publication/index',
  '/pages/publication/details', '/pages/publication/purchase', '/choose-location', '/open-location',
];

describe('route table', () => {
  it.each(SPEC_PATHS)('has %s', (path) => {
    expect(findRoute(path)).toBeDefined();
  });

  it('puts the seven tabs in the spec order', () => {
    expect(tabRoutes.map((r) => [r.tab, r.path])).toEqual([
      [0, '/pages/index/index'],
      [1, '/pages/trade/index'],
      [2, '/pages/lever/index'],
      [3, '/pages/option/detail'],
      [4, '/pages/template/index'],
      [5, '/pages/documentation/index'],
      [6, '/pages/assets/index'],
    ]);
  });

  it('maps / to home and ignores the query', () => {
    expect(findRoute('/')?.path).toBe(HOME_PATH);
    expect(findRoute('/pages/news/detail?id=3')?.page).toBe('newsDetail');
  });

  it('finds the page an address shows as a router matches it: letter case and a trailing slash aside', () => {
    for (const route of routes) expect(routeAt(route.path)).toBe(route);
    expect(routeAt('/')?.path).toBe(HOME_PATH);
    expect(routeAt('')?.path).toBe(HOME_PATH);
    expect(routeAt('/pages/assets/tradeaccount/')?.page).toBe('tradeAccount');
    expect(routeAt('/PAGES/TRADE/INDEX')?.page).toBe('spot');
    expect(routeAt('/pages/trade')).toBeUndefined();
    expect(routeAt('/pages/trade/index/more')).toBeUndefined();
    // No two routes differ by letter case alone.
    expect(new Set(routes.map((route) => route.path.toLowerCase())).size).toBe(routes.length);
  });

  it('turns on pull-to-refresh where the spec does', () => {
    const ptr = routes.filter((r) => r.pullToRefresh).map((r) => r.path);
    for (const path of ['/pages/index/index', '/pages/assets/index', '/pages/notice/index', '/pages/news/index',
      '/pages/news/detail', '/pages/airdrop/index', '/pages/assets/tradeAccount', '/pages/assets/record',
      '/pages/finance/index', '/pages/finance/ordersPage', '/pages/help-center/center']) {
      expect(ptr).toContain(path);
    }
  });

  it('gives contracts and chat the dark blue background', () => {
    expect(findRoute('/pages/lever/index')?.background).toBe('darkBlue');
    expect(findRoute('/pages/help-center/chat')?.background).toBe('darkBlue');
    expect(findRoute('/pages/trade/index')?.background).toBe('default');
  });

  it('computes backtype 2 for home, trade, option detail, template and assets, else 1', () => {
    for (const p of ['/pages/index/index', '/pages/trade/index', '/pages/option/detail', '/pages/template/index', '/pages/assets/index']) {
      expect(backtypeOf(p)).toBe(2);
    }
    expect(backtypeOf('/pages/lever/index')).toBe(1);
    expect(backtypeOf('/pages/assets/deposit/index')).toBe(1);
    expect(backtypeOf('/pages/assets/index?x=1')).toBe(2);
  });

  it('builds the login redirect with the encoded wanted page', () => {
    const url = loginRedirect('/pages/news/detail?id=7&x=a b');
    expect(url.startsWith(`${LOGIN_PATH}?`)).toBe(true);
    const query = new URLSearchParams(url.split('?')[1]);
    expect(query.get('backpage')).toBe('/pages/news/detail?id=7&x=a b');
    expect(query.get('backtype')).toBe('1');
    expect(url).toContain('backpage=%2Fpages%2Fnews%2Fdetail%3Fid%3D7');
  });
});

describe('pathOf', () => {
  it('finds each page in the route table', () => {
    expect(pathOf('trustBuy')).toBe('/pages/finance/buyPage');
    expect(pathOf('copyBuy')).toBe('/pages/documentation/buyPage');
    expect(pathOf('home')).toBe(HOME_PATH);
    for (const route of routes) expect(findRoute(pathOf(route.page))?.page).toBe(route.page);
  });

  it('links a page the spec reaches by two paths to the first', () => {
    expect(pathOf('helpCenter')).toBe('/pages/help-center/center');
  });

  it('adds the query, encoded, and nothing when it is empty', () => {
    expect(pathOf('transfer', { from: 'coin', to: 'contract' })).toBe('/pages/assets/transfer/index?from=coin&to=contract');
    expect(pathOf('spot', { symbol: 'BTC/USDT' })).toBe('/pages/trade/index?symbol=BTC%2FUSDT');
    expect(pathOf('withdraw', { currency_id: 3 })).toBe('/pages/assets/withdraw/index?currency_id=3');
    expect(pathOf('withdraw', {})).toBe('/pages/assets/withdraw/index');
  });

  it('takes only the table\'s page keys', () => {
    // @ts-expect-error: no page has this key, so the typecheck fails where it is written.
    expect(pathOf('noSuchPage')).toBeUndefined();
  });
});


describe('a page to return to', () => {
  it('is a known in-app route (query kept), never login, another site or a made-up path', () => {
    expect(returnablePath('/pages/finance/buyPage?id=1&amount=300')).toBe('/pages/finance/buyPage?id=1&amount=300');
    expect(returnablePath(encodeURIComponent('/pages/assets/index'))).toBe('/pages/assets/index');
    expect(returnablePath('/pages/user/login/login')).toBeNull();
    expect(returnablePath('//evil.example/pages/assets/index')).toBeNull();
    expect(returnablePath('https://evil.example')).toBeNull();
    expect(returnablePath('/pages/nowhere')).toBeNull();
    expect(returnablePath('%E0%A4%A')).toBeNull();
    expect(returnablePath(null)).toBeNull();
  });
});
