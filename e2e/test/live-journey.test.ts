/**
 * The live account channel through the pages, against the real server: a deposit approved
 * while its record is on screen turns approved without a reload (and a toast says so); the
 * bell on home counts what came and the notification centre lists it, each opening its record;
 * an option delivered while its page is open is announced there with its prices and tick; the
 * centre's tabs sort it all by category (trade, wealth, account, system), each row with its
 * kind's icon. In Chinese and in English, with a screenshot of every step.
 */
import type { Page } from 'playwright-core';
import { contract } from '@h5/shared/contract';
import { floorDecimal, formatAmount } from '@h5/shared/format';
import { mulDecimal } from '@h5/shared/money';
import commonEn from '../../shared/src/i18n/common/en';
import commonZh from '../../shared/src/i18n/common/zh';
import accountEn from '../../remote-account/src/i18n/en';
import accountZh from '../../remote-account/src/i18n/zh';
import tradingEn from '../../remote-trading/src/i18n/en';
import tradingZh from '../../remote-trading/src/i18n/zh';
import { failSayingWhere } from '../lib/browser';
import { setPrice } from '../lib/dev';
import { api, settled, useApp, type Phone } from '../lib/fixture';
import { inParallel } from '../lib/parallel';
import { seen, settled as pageSettled } from '../lib/settle';
import { approveDeposits, deposit, newTrader, requestDeposit, transfer, verify, type Trader } from '../lib/trader';

const app = useApp({ env: { MARKET_CONTROL: '1' } });

const WORDS = {
  zh: { common: commonZh, account: accountZh, trading: tradingZh },
  en: { common: commonEn, account: accountEn, trading: tradingEn },
} as const;
const OPTION = 'BTC/USDT';

/**
 * Both languages at once, each in its own browser context and trader: jest runs a file's tests
 * one after another, so each language's set-up and steps are chained here, every chain starts
 * with the file (once the server is up), and each test awaits its own step and fails with it.
 * Most of a language is waiting (above all the option's 30 s to delivery), and the two overlap.
 * The one thing they share is the BTC/USDT price, which each only sets above its own purchase.
 */
const languages = inParallel();

describe.each(['zh', 'en'] as const)('the live account channel in %s', (lang) => {
  const words = WORDS[lang];
  let phone: Phone;
  let page: Page;
  let trader: Trader;
  const { setUp, step } = languages(lang);

  setUp(async () => {
    trader = await newTrader(`live-${lang}`);
    // Identity (the ops CLI's kyc desk) and funds (its deposits desk) at once, the phone meanwhile.
    [phone] = await Promise.all([
      app.phone({ lang, as: trader, shots: `live-${lang}` }),
      deposit(trader, '1000').then(() => transfer(trader, 'option', '200')),
      verify(trader),
    ]);
    page = phone.page;
  });
  afterAll(() => phone?.context.close());

  step('turns a deposit record approved while it is on screen, without a reload', async () => {
    await requestDeposit(trader, '150');
    await page.goto('/h5/#/pages/assets/record?tab=deposit');
    const record = page.locator('.ac-list .ac-row', { hasText: '150' }).first();
    await seen(record.filter({ hasText: words.account.status.pending }));
    // A mark on the window: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
    await phone.look('deposit-under-review', record);

    const credited = page.locator('.h5-toast--on', { hasText: words.common.event.deposit.reviewed.approved });
    // Not the toast of the deposit made before (beforeAll's): that one has gone first.
    await seen(credited, { state: 'hidden' });
    // Watched for from before the approval: the ops CLI is a process of its own, and on a busy
    // machine the toast (3.5 s) came and went before that process had returned. The record is
    // waited for meanwhile too: the toast may also fade while the record is still waited for.
    await Promise.all([
      seen(credited),
      approveDeposits(trader).then(() => seen(record.filter({ hasText: words.account.status.approved }), { timeout: 10_000 })),
    ]);
    await phone.look('deposit-approved-live', record);
    await expect(page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).resolves.toBe(1);
  });

  step('counts what came on the home bell, and lists it in the notification centre', async () => {
    const unread = (await api(contract.notification.unread, {}, trader.token)).count;
    expect(unread).toBeGreaterThanOrEqual(4);
    await phone.go('/pages/index/index');
    const count = page.locator('[data-testid="notification-count"]');
    await seen(count.filter({ hasText: String(unread) }));
    // The notice bar not caught sliding in.
    await pageSettled(page, '[data-testid="notification-bell"]');
    await phone.look('bell-count', page.locator('[data-testid="notification-bell"]'));

    await page.locator('[data-testid="notification-bell"]').click();
    const first = page.locator('[data-testid="notification"]').first();
    await seen(first.filter({ hasText: words.common.event.deposit.reviewed.approved }));
    await expect(first.innerText()).resolves.toContain('150');
    await expect(page.locator('[data-testid="notification"]').count()).resolves.toBe(unread);
    await phone.look('notification-centre');

    // Opening one reads it and leads to its record.
    await first.click();
    await page.waitForURL((url) => url.hash.includes('/pages/assets/record') && url.hash.includes('tab=deposit'));
    const unreadNow = () => api(contract.notification.unread, {}, trader.token).then((reply) => reply.count);
    expect(await settled(unreadNow, (count) => count === unread - 1, 30_000)).toBe(unread - 1);
    await phone.go('/pages/notifications/index');
    const readAll = page.locator('[data-testid="notifications-read-all"]');
    await seen(readAll);
    await readAll.click();
    await seen(readAll, { state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('.ct-note--unread').length === 0);
    await phone.look('notifications-all-read');
  });

  step('announces an option delivered while its page is open, with both prices and the tick', async () => {
    await phone.go('/pages/option/detail');
    const thirty = page.locator('.tr-option-time', { hasText: /30/ }).first();
    await seen(thirty);
    await thirty.click();
    await page.locator('#tr-option-amount').fill('20');
    await page.locator('.tr-option-form__buy .tr-submit--up').click();
    const sheet = page.locator('[data-testid="order-result"]');
    await seen(sheet.locator('h2', { hasText: words.trading.result.optionBought }));
    await sheet.locator('.tr-result__ok').click();
    await seen(sheet, { state: 'detached' });
    const [bought] = (await api(contract.option.orders, { status: 'waiting' }, trader.token)).list;
    // Well above the purchase price: the walk cannot come back below it before delivery.
    await setPrice(OPTION, floorDecimal(mulDecimal(bought!.purchase_price, '1.1'), 0));

    await seen(sheet.locator('h2', { hasText: words.trading.result.delivered.win }), { timeout: 45_000 });
    const [delivered] = (await api(contract.option.orders, { status: 'delivered' }, trader.token)).list;
    expect(delivered).toMatchObject({ id: bought!.id, result: 'win' });
    await expect(sheet.innerText()).resolves.toContain(formatAmount(delivered!.delivery_price, 2));
    await expect(sheet.innerText()).resolves.toContain(formatAmount(delivered!.purchase_price, 2));
    await page.waitForFunction(() => {
      // Risen all the way: the sheet's bottom is the screen's.
      const rect = document.querySelector('[data-testid="order-result"]')?.getBoundingClientRect();
      return rect !== undefined && Math.abs(rect.bottom - window.innerHeight) < 1;
    });
    await phone.look('option-delivery-announced', sheet);
    await sheet.locator('.tr-result__ok').click();
    // The card has moved: nothing counts down any more.
    await seen(page.locator('#tr-option-orders-panel [data-testid="option-countdown"]'), { state: 'detached' });
  });

  step('sorts the notification centre by category, in ?tab=, each row with its kind\'s icon', async () => {
    const centre = words.common.notifications;
    await phone.go('/pages/notifications/index');
    const rows = page.locator('[data-testid="notification"]');
    const kinds = () => rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-kind')));
    await seen(page.locator('[data-testid="notification"][data-kind="option.delivered"]'));
    const all = await kinds();
    expect(all).toEqual(expect.arrayContaining(['option.delivered', 'deposit.reviewed', 'transfer.done', 'identity.reviewed']));
    // Every row's icon is named by its category; each tab is a full touch target.
    const icons = await rows.locator('svg[role="img"]').evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label')));
    expect(icons).toHaveLength(all.length);
    for (const tab of await page.getByRole('tab').all()) expect((await tab.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await phone.look('notifications-all-tabs');

    const expected = {
      trade: ['option.delivered'],
      account: all.filter((kind) => kind === 'deposit.reviewed' || kind === 'transfer.done'),
      system: ['identity.reviewed'],
    } as const;
    for (const category of ['trade', 'account', 'system'] as const) {
      await page.getByRole('tab', { name: centre.tab[category] }).click();
      await page.waitForURL((url) => url.hash.includes(`tab=${category}`));
      await settled(kinds, (shown) => JSON.stringify(shown) === JSON.stringify(expected[category]));
      expect(await kinds()).toEqual(expected[category]);
      await expect(rows.first().getByRole('img', { name: centre.tab[category] }).count()).resolves.toBe(1);
      await phone.look(`notifications-${category}`);
    }
    // Nothing of wealth yet: the tab says so; a reload keeps the tab.
    await page.getByRole('tab', { name: centre.tab.wealth }).click();
    await seen(page.getByText(centre.empty));
    await page.reload();
    const wealth = page.getByRole('tab', { name: centre.tab.wealth });
    // A full run once timed out here after the reload; it says where the page was if it does again.
    await seen(wealth).catch((error: unknown) => failSayingWhere(page, `live-${lang}-centre-after-reload`, "the centre's tabs did not show after a reload", error));
    await expect(wealth.getAttribute('aria-selected')).resolves.toBe('true');
    await seen(page.getByText(centre.empty));
    await phone.look('notifications-wealth-empty');
  });

  it('kept a clean console', () => {
    expect(phone.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
  });
});
