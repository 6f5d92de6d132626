/**
 * Airdrops through the pages, against the real server: a new user sees the verified-users
 * campaign tell them to verify first (with the way to it), verifies, claims, and finds the
 * record under "My airdrops" and the coins in the spot account. A second tap claims nothing
 * more. In Chinese and in English at 390x844, with a screenshot of every step.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import type { AirdropCampaign, Balance } from '@h5/shared/contract';
import commonEn from '../../shared/src/i18n/common/en';
import commonZh from '../../shared/src/i18n/common/zh';
import wealthEn from '../../remote-wealth/src/i18n/en';
import wealthZh from '../../remote-wealth/src/i18n/zh';
import { expectNoOverflow, expectNoRawKeys, launch, openPhone, screenshot, type PhonePage } from '../lib/browser';
import { startServer, type RunningServer } from '../lib/server';
import { newTrader, verify, type Trader } from '../lib/trader';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const WORDS = { zh: { common: commonZh, wealth: wealthZh }, en: { common: commonEn, wealth: wealthEn } } as const;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

async function get<T>(trader: Trader, path: string, query: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${server.url}/api/${path}?${new URLSearchParams(query)}`, { headers: { authorization: trader.token } });
  return ((await response.json()) as { data: T }).data;
}

describe.each(['zh', 'en'] as const)('airdrops in %s', (lang) => {
  const words = WORDS[lang];
  let phone: PhonePage;
  let page: Page;
  let trader: Trader;
  let step = 0;
  let card: Locator;

  const look = async (name: string, subject?: Locator) => {
    await subject?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expectNoOverflow(page);
    await expectNoRawKeys(page);
    step += 1;
    await screenshot(page, `airdrop-${lang}-${String(step).padStart(2, '0')}-${name}`);
  };

  beforeAll(async () => {
    trader = await newTrader(server, `airdrop-${lang}`);
    phone = await openPhone(browser, server.url, lang);
    page = phone.page;
    await page.context().addInitScript((session) => {
      if (!localStorage.getItem('h5.session')) localStorage.setItem('h5.session', JSON.stringify(session));
    }, { token: trader.token, user: trader.user });
    card = page.locator('.wl-card', { hasText: fill(words.wealth.airdrop.title.verified, { coin: 'USDT' }) });
  });
  afterAll(() => phone?.context.close());

  it('tells an unverified user to verify first, and leads to verification', async () => {
    await page.goto('/h5/#/pages/airdrop/index');
    await card.getByRole('status').filter({ hasText: words.wealth.airdrop.state.verify }).waitFor();
    await look('verify-first', card);
    // Every campaign the seed made is listed, with where this user stands.
    const campaigns = await get<AirdropCampaign[]>(trader, 'airdrop/list');
    expect(campaigns.map((c) => c.state)).toEqual(['verify', 'claimable', 'upcoming', 'upcoming', 'ended']);
    await page.locator('.wl-card').nth(2).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await look('other-campaigns');

    await card.getByRole('button', { name: words.wealth.airdrop.verifyNow }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/verification/index'));
    await look('verification-page');
  });

  it('claims once verified: the record and the spot balance show it, a second tap gives nothing', async () => {
    await verify(server, trader);
    await page.goBack();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/airdrop/index'));
    await page.reload();
    await card.getByRole('status').filter({ hasText: words.wealth.airdrop.state.claimable }).waitFor();
    await look('eligible', card);

    await card.getByRole('button', { name: words.wealth.airdrop.claim }).click();
    await page.locator('.h5-toast--on', { hasText: words.common.airdropClaim.claimed }).waitFor();
    await card.getByRole('status').filter({ hasText: words.wealth.airdrop.state.claimed }).waitFor();
    await expect(card.getByRole('button', { name: words.wealth.airdrop.claimedButton }).isDisabled()).resolves.toBe(true);
    const record = page.locator('.wl-airdrop__record', { hasText: fill(words.wealth.airdrop.recordTitle, { coin: 'USDT' }) });
    await record.filter({ hasText: '+5' }).waitFor();
    await look('claimed-with-record', record);

    // The server's word on a second claim, as a fast double tap would send it.
    const again = await fetch(`${server.url}/api/airdrop/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: trader.token, 'accept-language': lang === 'zh' ? 'zh-CN' : 'en' },
      body: 'id=1',
    });
    const refused = (await again.json()) as { code: number; message: string };
    expect(refused.code).toBe(0);

    await page.goto('/h5/#/pages/assets/tradeAccount?account=coin');
    const usdt = page.locator('.ac-balance', { hasText: 'USDT' });
    await usdt.filter({ hasText: '5' }).waitFor();
    await look('spot-balance', usdt);
    const balance = await fetch(`${server.url}/api/wallet/detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: trader.token },
      body: 'account=coin&currency_id=3',
    });
    expect(((await balance.json()) as { data: Balance }).data.available).toBe('5');
    expect(phone.problems).toEqual([]);
  });
});
