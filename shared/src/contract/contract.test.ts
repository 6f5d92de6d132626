import { allCalls, callKey, contract, firstCalls } from './index';

/** Spec section 7, verbatim: every call the product makes. */
const SPEC_POST = `set/lang, get/lang, user/cash_info, user/cash_save, area_code, sms_mail, sms_send, /set/sms_other_mail, /set/get_customer_url, user/register, user/login, user/real_name, user/real_name2, user/e_pwd, user/e_email, user/has_password, safe/update_password, user/check_mobile, user/check_email, user/forget, news/list, news/detail, study/list, study/detail, wallet/detail, wallet/list, wallet/legal_log, wallet/change, wallet/get_in_address, wallet/charge_req, wallet/get_info, wallet/get_address, wallet/out, wallet/addaddress, wallet/deladdress, coin/trade, microtrade/submit, lever/deal, lever/submit, lever/my_trade, lever/close, lever/setstop, lh/deposit, lh/deposit/order/cancel, documentation/sub, documentation/order/cancel, user/invite_list, user/my_invite_list, user/my_account_return, lh/send/order`;
const SPEC_GET = `user/center, user/center2, currency/quotation_new, currency/new_timeshar, currency/deal, currency/user_currency_list, wallet/hzhistory, coin/list, microtrade/lists, microtrade/seconds, microtrade/payable_currencies, charge_mention/log2, charge_mention/log3, lh/deposit/report, lh/deposit/config, lh/deposit/product_info, lh/deposit/order, documentation/report, documentation/config, documentation/product_info, documentation/order, user/my_poster, user/my_share, user/invite, lh/send/config, lh/send/product_info, lh/send/order_list, lh/send/get_recommend, airdrop/order_list`;
const SPEC_PUT = 'coin/trade';

const listed = (method: string, text: string) =>
  text.split(',').map((path) => `${method} ${path.trim().replace(/^\//, '')}`);

const specCalls = [...listed('POST', SPEC_POST), ...listed('GET', SPEC_GET), ...listed('PUT', SPEC_PUT)];

describe('API contract', () => {
  const defined = new Set(allCalls.map(callKey));

  it.each(specCalls)('has an entry for %s', (key) => {
    expect(defined.has(key)).toBe(true);
  });

  it('lists each call once', () => {
    expect(defined.size).toBe(allCalls.length);
  });

  it('covers the spec and adds only logout, the image upload, the order book, the notifications, 2FA, the anti-phishing code, the watchlist, a ledger record, the details of a deposit and of a withdrawal, the holdings away from the balances, the details and allocation report of a new coin, the airdrop campaigns with their claim, a trust order statement, a copy-trading lead profile and a follow statement, the notices and the help centre, the support chat, and the map pages\' settings', () => {
    const extra = [...defined].filter((key) => !specCalls.includes(key));
    expect(extra.sort()).toEqual([
      'GET airdrop/list',
      'GET chat/unread',
      'GET currency/depth',
      'GET documentation/lead',
      'GET documentation/order/detail',
      'GET lh/deposit/order/statement',
      'GET lh/send/detail',
      'GET lh/send/report',
      'GET map/config',
      'GET notification/list',
      'GET notification/unread',
      'GET user/watchlist',
      'POST airdrop/claim',
      'POST chat/context',
      'POST chat/history',
      'POST chat/read',
      'POST chat/send',
      'POST chat/state',
      'POST help/categories',
      'POST help/detail',
      'POST help/feedback',
      'POST help/list',
      'POST notice/detail',
      'POST notice/highlights',
      'POST notice/list',
      'POST notification/read',
      'POST safe/anti_phishing',
      'POST safe/two_factor/disable',
      'POST safe/two_factor/enable',
      'POST safe/two_factor/setup',
      'POST upload/image',
      'POST user/login_2fa',
      'POST user/logout',
      'POST user/watchlist/add',
      'POST user/watchlist/merge',
      'POST user/watchlist/remove',
      'POST wallet/deposit_detail',
      'POST wallet/holds',
      'POST wallet/legal_detail',
      'POST wallet/withdraw_detail',
    ]);
  });

  it("lists as a page's first calls only calls of the contract that need no params and change nothing", () => {
    const listed = Object.values(firstCalls).flat();
    expect(listed.length).toBeGreaterThan(0);
    for (const spec of listed) {
      expect(allCalls).toContain(spec);
      expect(spec.request.safeParse({}).success).toBe(true);
    }
    // Sent unasked on every first visit: reads, which the server answers without writing.
    expect(listed.map(callKey)).toEqual(['POST notice/highlights', 'GET lh/send/get_recommend']);
  });

  it('writes paths without a leading slash, under one of the three methods', () => {
    for (const spec of allCalls) {
      expect(spec.path).not.toMatch(/^\//);
      expect(['GET', 'POST', 'PUT']).toContain(spec.method);
    }
  });

  it('validates requests with the shared rules', () => {
    const bad = contract.user.login.request.safeParse({ type: 'email', account: '', password: 'secret1' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('validation.emailRequired');
    const phone = contract.user.register.request.safeParse({
      type: 'mobile', area_code: '86', account: '12ab', code: '123456', password: 'secret1', re_password: 'secret1',
    });
    expect(phone.error?.issues[0]).toMatchObject({ message: 'validation.phoneInvalid', path: ['account'] });
    expect(contract.user.login.request.safeParse({ type: 'email', account: 'a@b.co', password: 'secret1' }).success).toBe(true);
    const lots = contract.contracts.open.request.safeParse({
      symbol: 'BTC/USDT', side: 'long', type: 'market', lots: '1.5', multiple: '10',
    });
    expect(lots.error?.issues[0]?.message).toBe('validation.lotsInvalid');
  });
});
