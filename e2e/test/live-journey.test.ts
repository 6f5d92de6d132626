/**
 * The live account channel through the pages, against the real server: a deposit approved
 * while its record is on screen turns approved without a reload (and a toast says so); the
 * bell on home counts what came and the notification centre lists it, each opening its record;
 * an option delivered while its page is open is announced there with its prices and tick. In
 * Chinese and in English, with a screenshot of every step.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import type { OptionOrder, Page as Paged } from '@h5/shared/contract';
import { floorDecimal, formatAmount } from '@h5/shared/format';
import { mulDecimal } from '@h5/shared/money';
import commonEn from '../../shared/src/i18n/common/en';
import commonZh from '../../shared/src/i18n/common/zh';
import accountEn from '../../remote-account/src/i18n/en';
import accountZh from '../../remote-account/src/i18n/zh';
import tradingEn from '../../remote-trading/src/i18n/en';
import tradingZh from '../../remote-trading/src/i18n/zh';
import { expectNoOverflow, expectNoRawKeys, launch, openPhone, screenshot, type PhonePage } from '../lib/browser';
import { startServer, type RunningServer } from '../lib/server';
import { approveDeposits, deposit, newTrader, requestDeposit, setPrice, transfer, verify, type Trader } from '../lib/trader';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { MARKET_CONTROL: '1' } }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const WORDS = {
  zh: { common: commonZh, account: accountZh, trading: tradingZh },
  en: { common: commonEn, account: accountEn, trading: tradingEn },
} as const;
const OPTION = 'BTC/USDT';

async function get<T>(trader: Trader, path: string, query: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${server.url}/api/${path}?${new URLSearchParams(query)}`, { headers: { authorization: trader.token } });
  return ((await response.json()) as { data: T }).data;
}

describe.each(['zh', 'en'] as const)('the live account channel in %s', (lang) => {
  const words = WORDS[lang];
  let phone: PhonePage;
  let page: Page;
  let trader: Trader;
  let step = 0;

  const look = async (name: string, subject?: Locator) => {
    await subject?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expectNoOverflow(page);
    await expectNoRawKeys(page);
    step += 1;
    await screenshot(page, `live-${lang}-${String(step).padStart(2, '0')}-${name}`);
  };
  const go = async (hashPath: string) => {
    await page.evaluate((path) => (window.location.hash = path), hashPath);
    await page.waitForURL((url) => url.hash.startsWith(`#${hashPath.split('?')[0]}`));
  };

  beforeAll(async () => {
    trader = await newTrader(server, `live-${lang}`);
    await deposit(server, trader, '1000');
    await Promise.all([transfer(server, trader, 'option', '200'), verify(server, trader)]);
    phone = await openPhone(browser, server.url, lang);
    page = phone.page;
    await page.context().addInitScript((session) => {
      if (!localStorage.getItem('h5.session')) localStorage.setItem('h5.session', JSON.stringify(session));
    }, { token: trader.token, user: trader.user });
  });
  afterAll(() => phone?.context.close());

  it('turns a deposit record approved while it is on screen, without a reload', async () => {
    await requestDeposit(server, trader, '150');
    await page.goto('/h5/#/pages/assets/record?tab=deposit');
    const record = page.locator('.ac-list .ac-row', { hasText: '150' }).first();
    await record.filter({ hasText: words.account.status.pending }).waitFor();
    // A mark on the window: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
    await look('deposit-under-review', record);

    await approveDeposits(server, trader);
    await record.filter({ hasText: words.account.status.approved }).waitFor({ timeout: 10_000 });
    await page.locator('.h5-toast--on', { hasText: words.common.event.deposit.reviewed.approved }).waitFor();
    await look('deposit-approved-live', record);
    await expect(page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).resolves.toBe(1);
  });

  it('counts what came on the home bell, and lists it in the notification centre', async () => {
    const unread = (await get<{ count: number }>(trader, 'notification/unread')).count;
    expect(unread).toBeGreaterThanOrEqual(4);
    await go('/pages/index/index');
    const count = page.locator('[data-testid="notification-count"]');
    await count.filter({ hasText: String(unread) }).waitFor();
    await look('bell-count', page.locator('[data-testid="notification-bell"]'));

    await page.locator('[data-testid="notification-bell"]').click();
    const first = page.locator('[data-testid="notification"]').first();
    await first.filter({ hasText: words.common.event.deposit.reviewed.approved }).waitFor();
    await expect(first.innerText()).resolves.toContain('150');
    await expect(page.locator('[data-testid="notification"]').count()).resolves.toBe(unread);
    await look('notification-centre');

    // Opening one reads it and leads to its record.
    await first.click();
    await page.waitForURL((url) => url.hash.includes('/pages/assets/record') && url.hash.includes('tab=deposit'));
    await page.waitForFunction(async (expected) => {
      const response = await fetch('/api/notification/unread', { headers: { authorization: JSON.parse(localStorage.getItem('h5.session') ?? '{}').token } });
      return ((await response.json()) as { data: { count: number } }).data.count === expected;
    }, unread - 1);
    await go('/pages/notifications/index');
    await page.locator('[data-testid="notifications-read-all"]').click();
    await page.locator('[data-testid="notifications-read-all"]').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('.ct-note--unread').length === 0);
    await look('notifications-all-read');
  });

  it('announces an option delivered while its page is open, with both prices and the tick', async () => {
    await go('/pages/option/detail');
    await page.locator('.tr-option-time', { hasText: /30/ }).first().click();
    await page.locator('#tr-option-amount').fill('20');
    await page.locator('.tr-option-form__buy .tr-submit--up').click();
    const sheet = page.locator('[data-testid="order-result"]');
    await sheet.locator('h2', { hasText: words.trading.result.optionBought }).waitFor();
    await sheet.locator('.tr-result__ok').click();
    await sheet.waitFor({ state: 'detached' });
    const [bought] = (await get<Paged<OptionOrder>>(trader, 'microtrade/lists', { status: 'waiting' })).list;
    // Well above the purchase price: the walk cannot come back below it before delivery.
    await setPrice(server, OPTION, floorDecimal(mulDecimal(bought!.purchase_price, '1.1'), 0));

    await sheet.locator('h2', { hasText: words.trading.result.delivered.win }).waitFor({ timeout: 45_000 });
    const [delivered] = (await get<Paged<OptionOrder>>(trader, 'microtrade/lists', { status: 'delivered' })).list;
    expect(delivered).toMatchObject({ id: bought!.id, result: 'win' });
    await expect(sheet.innerText()).resolves.toContain(formatAmount(delivered!.delivery_price, 2));
    await expect(sheet.innerText()).resolves.toContain(formatAmount(delivered!.purchase_price, 2));
    await page.waitForFunction(() => {
      // Risen all the way: the sheet's bottom is the screen's.
      const rect = document.querySelector('[data-testid="order-result"]')?.getBoundingClientRect();
      return rect !== undefined && Math.abs(rect.bottom - window.innerHeight) < 1;
    });
    await look('option-delivery-announced', sheet);
    await sheet.locator('.tr-result__ok').click();
    // The card has moved: nothing counts down any more.
    await page.locator('#tr-option-orders-panel [data-testid="option-countdown"]').waitFor({ state: 'detached' });
  });

  it('kept a clean console', () => {
    expect(phone.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
  });
});
