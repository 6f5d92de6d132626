/**
 * Home discovery and the deposit coin list, as a new user on a phone, in Chinese and in English:
 * the market tabs switch lists (each in its order), a search by coin name finds a pair and opens
 * its trading page, a guest stars pairs (on home and on the trading page), signs in and finds
 * them on the server, and the deposit coin search leads to a coin's networks, all on screen at
 * once. Then home, deposit, spot and options in all seven languages at 390 and 320 px: no
 * overflow, the labels issue 10 named on one line, and the tab bar's labels whole.
 */
import type { Page } from 'playwright-core';
import { LANGUAGES } from '@h5/shared/constants';
import { contract } from '@h5/shared/contract';
import { formatDate } from '@h5/shared/format';
import { expectNoRawKeys, PHONE, screenshot } from '../lib/browser';
import { api, settled, useApp, type Phone } from '../lib/fixture';
import { show } from '../lib/settle';
import { newTrader, PASSWORD, type Trader } from '../lib/trader';

const app = useApp();

/** The rows a market list shows: each pair and its 24 h change as a number (for order checks only). */
const marketRows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.ct-gainers__row')].map((row) => ({
      symbol: row.getAttribute('data-symbol') ?? '',
      change: Number.parseFloat(row.querySelector('.h5-change')?.textContent ?? 'NaN'),
    })),
  );
const symbolsShown = async (page: Page) => (await marketRows(page)).map((row) => row.symbol);

/** Fails unless the list is in this order by change (each tick may move prices, never a row's place in one reading). */
function expectOrdered(changes: number[], direction: 'up' | 'down') {
  const sorted = [...changes].sort((a, b) => (direction === 'down' ? b - a : a - b));
  expect(changes).toEqual(sorted);
}

const same = (wanted: unknown) => (value: unknown) => JSON.stringify(value) === JSON.stringify(wanted);

const storedStars = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('h5.watchlist') ?? 'null') as string[] | null);
const pageToken = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('h5.session') ?? '{}') as { token?: string }).token ?? '');

describe.each(['zh', 'en'] as const)('the discovery journey in %s', (lang) => {
  let phone: Phone;
  let page: Page;
  let trader: Trader;

  const tab = async (name: 'watchlist' | 'gainers' | 'losers' | 'volume' | 'new') => {
    await page.locator(`#ct-tab-${name}`).click();
    await expect(page.locator(`#ct-tab-${name}`).getAttribute('aria-selected')).resolves.toBe('true');
  };

  beforeAll(async () => {
    [phone, trader] = await Promise.all([app.phone({ lang, shots: `discovery-${lang}` }), newTrader(`discovery-${lang}`)]);
    page = phone.page;
  });
  afterAll(() => phone.context.close());

  it('switches home between gainers, losers, volume and new listings, each in its order', async () => {
    await page.goto('/h5/#/pages/index/index');
    await page.locator('.ct-gainers__row').first().waitFor();
    const tickers = await api(contract.market.quotation);
    await expect(page.locator('#ct-tab-gainers').getAttribute('aria-selected')).resolves.toBe('true');
    const gainers = await marketRows(page);
    expect(gainers).toHaveLength(tickers.length);
    expectOrdered(gainers.map((row) => row.change), 'down');
    await page.locator('.ct-markets').scrollIntoViewIfNeeded();
    await phone.look('gainers');

    await tab('losers');
    expectOrdered((await marketRows(page)).map((row) => row.change), 'up');
    await phone.look('losers');

    await tab('volume');
    const volumes = await page.locator('.ct-market__volume').allInnerTexts();
    expect(volumes).toHaveLength(tickers.length);
    for (const text of volumes) expect(text).toMatch(/^\d+(\.\d{1,2})?[KMB]?$/);
    const UNITS: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9 };
    expectOrdered(volumes.map((text) => Number.parseFloat(text) * (UNITS[text.slice(-1)] ?? 1)), 'down');
    await phone.look('volume');

    await tab('new');
    const byListing = [...tickers].sort((a, b) => b.listed_at - a.listed_at || a.symbol.localeCompare(b.symbol));
    expect(await symbolsShown(page)).toEqual(byListing.map((t) => t.symbol));
    // The newest listing (a new coin launched by the demo's launchpad, or the newest seeded pair) shows its listing day.
    await expect(page.locator('.ct-market__sub').first().innerText()).resolves.toContain(formatDate(byListing[0]?.listed_at ?? 0));
    await phone.look('new');
    await tab('gainers');
  });

  it("finds a pair by its coin's name and opens its trading page", async () => {
    await page.locator('.ct-markets .h5-search__input').fill('dogecoin');
    await page.waitForFunction(() => document.querySelectorAll('.ct-gainers__row').length === 1);
    expect(await symbolsShown(page)).toEqual(['DOGE/USDT']);
    await phone.look('search');
    await page.locator('.ct-markets .h5-search__input').fill('zzz');
    await page.locator('.ct-markets .h5-empty').waitFor();
    await page.locator('.ct-markets .h5-search__input').fill('doge');
    await page.locator('.ct-gainers__row[data-symbol="DOGE/USDT"]').click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/trade/index') && url.hash.includes('DOGE'));
    await expect(page.locator('.tr-quote').innerText()).resolves.toContain('DOGE/USDT');
  });

  it('keeps a guest’s stars, then carries them to the server at sign-in', async () => {
    // On the trading page's header...
    const headerStar = page.locator('.tr-quote button[data-star="DOGE/USDT"]');
    await headerStar.click();
    await expect(headerStar.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await storedStars(page)).toEqual(['DOGE/USDT']);
    await phone.look('spot-starred');

    // ...and on home's lists.
    await page.goto('/h5/#/pages/index/index');
    await page.locator('.ct-gainers__row').first().waitFor();
    await page.locator('.ct-market__item button[data-star="ETH/USDT"]').click();
    expect(await storedStars(page)).toEqual(['ETH/USDT', 'DOGE/USDT']);
    await tab('watchlist');
    expect(await symbolsShown(page)).toEqual(['ETH/USDT', 'DOGE/USDT']);
    await phone.look('guest-watchlist');

    await page.goto('/h5/#/pages/user/login/login');
    await page.locator('#ac-mode-email').click();
    await page.locator('#ac-account').fill(trader.email);
    await page.locator('#ac-password').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.hash.includes('/login/'));
    const token = await pageToken(page);
    expect(token).not.toBe('');
    expect(await settled(() => api(contract.market.watchlist, {}, token), same(['ETH/USDT', 'DOGE/USDT']))).toEqual(['ETH/USDT', 'DOGE/USDT']);
    expect(await settled(() => storedStars(page), same(null))).toBeNull();

    await page.goto('/h5/#/pages/index/index');
    await page.locator('#ct-tab-watchlist').click();
    await page.waitForFunction(() => document.querySelectorAll('.ct-gainers__row').length === 2);
    expect(await symbolsShown(page)).toEqual(['ETH/USDT', 'DOGE/USDT']);
    await phone.look('user-watchlist');
    // Unstarred by the user: gone from the server too.
    await page.locator('.ct-market__item button[data-star="DOGE/USDT"]').click();
    expect(await settled(() => api(contract.market.watchlist, {}, token), same(['ETH/USDT']))).toEqual(['ETH/USDT']);
    await tab('gainers');
  });

  it("searches the deposit coins and shows a coin's networks and the bank at once", async () => {
    await page.goto('/h5/#/pages/assets/deposit/index');
    const search = page.locator('.ac-search input');
    await search.waitFor();
    await page.locator('.ac-coin').first().waitFor();
    await phone.look('deposit');
    await search.fill('zzz');
    await page.locator('.h5-empty').waitFor();
    await search.fill('tether');
    await page.waitForFunction(() => document.querySelectorAll('.ac-menu .ac-coin').length === 1);
    await phone.look('deposit-search');
    await page.locator('.ac-menu .ac-coin').click();

    const methods = page.locator('.ac-sheet .ac-method');
    await methods.last().waitFor();
    await page.waitForTimeout(400); // the sheet's slide-in
    await expect(methods.count()).resolves.toBe(4);
    for (const box of await methods.evaluateAll((all) => all.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(PHONE.height);
    }
    await phone.look('deposit-methods');

    await page.locator('.ac-method[data-chain="ERC20"]').click();
    await page.waitForURL(/deposit\/charge/);
    await expect(page.locator('.ac-deposit-address__text').innerText()).resolves.toMatch(/^0x[0-9a-f]{40}$/);
    await phone.look('deposit-erc20');
    await page.locator('.ac-chip', { hasText: 'TRC20' }).click();
    const tron = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
    expect(await settled(() => page.locator('.ac-deposit-address__text').innerText(), (text) => tron.test(text))).toMatch(tron);
    await phone.look('deposit-trc20');
  });

  it('kept a clean console throughout', () => {
    expect(phone.problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
  });
});

describe('every language at 390 and 320 px', () => {
  const PAGES = {
    home: { path: '/pages/index/index', ready: '.ct-gainers__row' },
    deposit: { path: '/pages/assets/deposit/index', ready: '.ac-coin' },
    spot: { path: '/pages/trade/index', ready: '[data-testid="spot-fee"]' },
    options: { path: '/pages/option/detail', ready: '[role="tab"]' },
  } as const;
  const WIDTHS = [PHONE, { width: 320, height: 640 }];

  /** Texts that must stay on one line: home's entries and list header, spot's figure labels, options' tabs. */
  const wrapped = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.ct-entries__label, .ct-market__head span, .h5-facts dt, .h5-facts dd, [role="tab"], .tr-option-time__rate')]
        .filter((el) => {
          const style = getComputedStyle(el);
          const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.4;
          const text = [...el.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).length ? el : el.firstElementChild ?? el;
          const range = document.createRange();
          range.selectNodeContents(text);
          return range.getClientRects().length > 1 && range.getBoundingClientRect().height > line * 1.5;
        })
        .map((el) => el.textContent ?? ''),
    );

  let trader: Trader;
  beforeAll(async () => {
    trader = await newTrader('words');
  });

  it.each([...LANGUAGES])('%s: no overflow, nothing wraps that should not', async (lang) => {
    // One phone per language, resized between the widths (same device settings as a new one):
    // the app loads and signs in once, and each page is shown by an in-app hash change.
    const { context, page } = await app.phone({ lang, viewport: PHONE, as: trader });
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      for (const [name, { path, ready }] of Object.entries(PAGES)) {
        await show(page, path, ready);
        expect([name, viewport.width, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([name, viewport.width, viewport.width]);
        expect([name, viewport.width, await wrapped(page)]).toEqual([name, viewport.width, []]);
        // The tab bar's labels are whole, none cut to an ellipsis.
        const cut = await page.$$eval('.h5-tabbar__item span', (labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent));
        expect([name, viewport.width, cut]).toEqual([name, viewport.width, []]);
        await expectNoRawKeys(page);
        await screenshot(page, `words-${lang}-${viewport.width}-${name}`);
      }
    }
    await context.close();
  });
});
