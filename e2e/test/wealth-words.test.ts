/**
 * The wealth pages in all seven languages at 390 and 320 px, dark theme, for a trader who holds
 * something on each: a trust order, a new-coin subscription under review and a claimed airdrop.
 * Each page loads, nothing is wider than the phone, no raw i18n key shows, and a screenshot of
 * each is kept for a reader to look at.
 */
import type { Page } from 'playwright-core';
import { LANGUAGES } from '@h5/shared/constants';
import { contract, type AirdropCampaign, type NewCoinProject } from '@h5/shared/contract';
import { expectNoRawKeys, PHONE, screenshot } from '../lib/browser';
import { api, useApp } from '../lib/fixture';
import { show } from '../lib/settle';
import { deposit, newTrader, transfer, type Trader } from '../lib/trader';

const app = useApp();
let trader: Trader;
let pages: Record<string, { path: string; ready: string }>;

beforeAll(async () => {
  trader = await newTrader('wealth-words');
  await deposit(trader, '3000');
  await transfer(trader, 'trust', '500');
  const order = await api(contract.trust.buy, { product_id: '1', amount: '300', agree: '1' }, trader.token);
  const projects = await api(contract.newCoin.projects, { state: 'subscribing' }, trader.token);
  const nova = projects.find((project) => project.coin === 'NOVA') as NewCoinProject;
  await api(contract.newCoin.subscribe, { product_id: String(nova.id), amount: '1000' }, trader.token);
  const campaigns = await api(contract.airdrop.campaigns, {}, trader.token);
  const open = campaigns.find((campaign) => campaign.state === 'claimable') as AirdropCampaign;
  await api(contract.airdrop.claim, { id: String(open.id) }, trader.token);
  pages = {
    hub: { path: '/pages/template/index', ready: '.wl-section-head' },
    finance: { path: '/pages/finance/index', ready: 'article' },
    buy: { path: '/pages/finance/buyPage?id=1', ready: '#wl-buy-amount' },
    orders: { path: `/pages/finance/ordersPage?id=${order.id}`, ready: '.wl-statement' },
    rules: { path: '/pages/finance/rulePage', ready: '.wl-rules__section' },
    launchpad: { path: '/pages/publication/index', ready: '.wl-card' },
    // Same route as the launchpad: only the records' list (under the pressed records button) is this page's.
    subscriptions: { path: '/pages/publication/index?tab=mine', ready: '.wn-records--on ~ #wn-records-panel .wl-card' },
    details: { path: `/pages/publication/details?id=${nova.id}`, ready: '.wn-description' },
    purchase: { path: `/pages/publication/purchase?id=${nova.id}`, ready: '#wn-amount' },
    airdrop: { path: '/pages/airdrop/index', ready: '.wl-airdrop__record' },
  };
}, 60_000);

const WIDTHS = [PHONE, { width: 320, height: 640 }];

/**
 * Texts longer than they may be: the page title cut to an ellipsis, an order's buttons on more
 * than one line, the hub's quick links on more than two.
 */
const overlong = (page: Page) =>
  page.evaluate(() => {
    const lines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const style = getComputedStyle(el);
      const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.4;
      return Math.round(range.getBoundingClientRect().height / line);
    };
    const cut = [...document.querySelectorAll('.h5-navbar__title')].filter((el) => el.scrollWidth > el.clientWidth);
    const buttons = [...document.querySelectorAll('.wl-order__actions .adm-button > span')].filter((el) => lines(el) > 1);
    const links = [...document.querySelectorAll('.wl-links__label')].filter((el) => lines(el) > 2);
    // No text of the page is cut to an ellipsis (titles and names wrap instead).
    const ellipsed = [...document.querySelectorAll('.h5-page__body *')].filter(
      (el) => getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth,
    );
    return [...cut, ...buttons, ...links, ...ellipsed].map((el) => el.textContent ?? '');
  });

it.each([...LANGUAGES])('%s: every wealth page fits at 390 and 320 px, in words', async (lang) => {
  // One phone per language, resized between the widths (same device settings as a new one):
  // the app loads and signs in once, and each page is shown by an in-app hash change.
  const { context, page } = await app.phone({ lang, viewport: PHONE, as: trader });
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const [name, { path, ready }] of Object.entries(pages)) {
      await show(page, path, ready);
      expect([name, viewport.width, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([name, viewport.width, viewport.width]);
      await expectNoRawKeys(page);
      // No error toast: leaving a project's page once asked for a project without an id.
      expect([name, viewport.width, await page.locator('.h5-toast--on').allInnerTexts()]).toEqual([name, viewport.width, []]);
      expect([name, viewport.width, await overlong(page)]).toEqual([name, viewport.width, []]);
      await screenshot(page, `wealth-words-${lang}-${viewport.width}-${name}`);
    }
  }
  await context.close();
}, 60_000);
