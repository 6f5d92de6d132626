/**
 * Airdrops through the pages, against the real server: a new user sees the verified-users
 * campaign tell them to verify first (with the way to it), verifies, claims, and finds the
 * record under "My airdrops" and the coins in the spot account. A second tap claims nothing
 * more. In Chinese and in English at 390x844, with a screenshot of every step.
 */
import type { Locator, Page } from 'playwright-core';
import { contract } from '@h5/shared/contract';
import commonEn from '../../shared/src/i18n/common/en';
import commonZh from '../../shared/src/i18n/common/zh';
import wealthEn from '../../remote-wealth/src/i18n/en';
import wealthZh from '../../remote-wealth/src/i18n/zh';
import { api, apiReply, useApp, type Phone } from '../lib/fixture';
import { newTrader, verify, type Trader } from '../lib/trader';

const app = useApp();

const WORDS = { zh: { common: commonZh, wealth: wealthZh }, en: { common: commonEn, wealth: wealthEn } } as const;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

describe.each(['zh', 'en'] as const)('airdrops in %s', (lang) => {
  const words = WORDS[lang];
  let phone: Phone;
  let page: Page;
  let trader: Trader;
  let card: Locator;

  beforeAll(async () => {
    trader = await newTrader(`airdrop-${lang}`);
    phone = await app.phone({ lang, as: trader, shots: `airdrop-${lang}` });
    page = phone.page;
    card = page.locator('.wl-card', { hasText: fill(words.wealth.airdrop.title.verified, { coin: 'USDT' }) });
  });
  afterAll(() => phone?.context.close());

  it('tells an unverified user to verify first, and leads to verification', async () => {
    await page.goto('/h5/#/pages/airdrop/index');
    await card.getByRole('status').filter({ hasText: words.wealth.airdrop.state.verify }).waitFor();
    await phone.look('verify-first', card);
    // Every campaign the seed made is listed, with where this user stands.
    const campaigns = await api(contract.airdrop.campaigns, {}, trader.token);
    expect(campaigns.map((c) => c.state)).toEqual(['verify', 'claimable', 'upcoming', 'upcoming', 'ended']);
    await page.locator('.wl-card').nth(2).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await phone.look('other-campaigns');

    await card.getByRole('button', { name: words.wealth.airdrop.verifyNow }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/verification/index'));
    await phone.look('verification-page');
  });

  it('claims once verified: the record and the spot balance show it, a second tap gives nothing', async () => {
    await verify(trader);
    await page.goBack();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/airdrop/index'));
    await page.reload();
    await card.getByRole('status').filter({ hasText: words.wealth.airdrop.state.claimable }).waitFor();
    await phone.look('eligible', card);

    await card.getByRole('button', { name: words.wealth.airdrop.claim }).click();
    await page.locator('.h5-toast--on', { hasText: words.common.airdropClaim.claimed }).waitFor();
    await card.getByRole('status').filter({ hasText: words.wealth.airdrop.state.claimed }).waitFor();
    await expect(card.getByRole('button', { name: words.wealth.airdrop.claimedButton }).isDisabled()).resolves.toBe(true);
    const record = page.locator('.wl-airdrop__record', { hasText: fill(words.wealth.airdrop.recordTitle, { coin: 'USDT' }) });
    await record.filter({ hasText: '+5' }).waitFor();
    await phone.look('claimed-with-record', record);

    // The server's word on a second claim, as a fast double tap would send it.
    const refused = await apiReply(contract.airdrop.claim, { id: '1' }, trader.token);
    expect(refused.code).toBe(0);

    await page.goto('/h5/#/pages/assets/tradeAccount?account=coin');
    const usdt = page.locator('.ac-balance', { hasText: 'USDT' });
    await usdt.filter({ hasText: '5' }).waitFor();
    await phone.look('spot-balance', usdt);
    const balance = await api(contract.wallet.detail, { account: 'coin', currency_id: '3' }, trader.token);
    expect(balance.available).toBe('5');
    expect(phone.problems).toEqual([]);
  });
});
