/**
 * Trust products through the pages, against the real server with a movable calendar
 * (CLOCK_CONTROL=1): from the wealth hub a 7-day product is bought (the quote, the price of
 * leaving early and the agreement read first), the calendar moves three days so dividends land
 * on the order's statement, and the order is redeemed early after reading the penalty; the
 * notification centre's wealth tab then tells of the redemption and leads back to the order. In
 * Chinese and in English at 390x844, with a screenshot of every step.
 */
import type { Page } from 'playwright-core';
import { contract, type TrustOrder } from '@h5/shared/contract';
import { trustRedemption } from '@h5/shared/money';
import commonEn from '../../shared/src/i18n/common/en';
import commonZh from '../../shared/src/i18n/common/zh';
import wealthEn from '../../remote-wealth/src/i18n/en';
import wealthZh from '../../remote-wealth/src/i18n/zh';
import { advanceClock } from '../lib/dev';
import { api, useApp, type Phone } from '../lib/fixture';
import { deposit, newTrader, transfer, type Trader } from '../lib/trader';

const app = useApp({ env: { CLOCK_CONTROL: '1' } });

const WORDS = {
  zh: { common: commonZh, wealth: wealthZh },
  en: { common: commonEn, wealth: wealthEn },
} as const;
const DAY_SECONDS = 86_400;

async function orders(trader: Trader): Promise<TrustOrder[]> {
  return (await api(contract.trust.orders, {}, trader.token)).list;
}

describe.each(['zh', 'en'] as const)('trust products in %s', (lang) => {
  const { common, wealth } = WORDS[lang];
  const fin = wealth.trust;
  let phone: Phone;
  let page: Page;
  let trader: Trader;

  beforeAll(async () => {
    trader = await newTrader(`trust-${lang}`);
    await deposit(trader, '1000');
    await transfer(trader, 'trust', '500');
    phone = await app.phone({ lang, as: trader, shots: `trust-${lang}` });
    page = phone.page;
  });
  afterAll(() => phone?.context.close());

  it('buys a 7-day product from the hub after reading what it earns and what leaving early costs', async () => {
    await page.goto('/h5/#/pages/template/index');
    const summary = page.getByRole('region', { name: fin.summary.title });
    await summary.getByText(fin.summary.escrow).waitFor();
    await phone.look('hub', summary);

    // The rules' worked example is a real product, its yield also read as a year's: 0.4 % x 365 = 146 %.
    const example = page.locator('article', { has: page.getByRole('heading', { name: 'USDT-15D', exact: true }) });
    const exampleText = await example.innerText();
    for (const figure of [wealth.product.apr, '146%', '0.4%']) expect(exampleText).toContain(figure);
    // Lower yields beside it, from the lowest up: 0.01 % a day is 3.65 % a year.
    const starter = page.locator('article', { has: page.getByRole('heading', { name: 'USDT-14D Starter' }) });
    await expect(starter.innerText()).resolves.toContain('3.65%');
    await phone.look('products-range', page.locator('article').first());
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'USDT-7D', exact: true }) });
    await card.getByRole('button', { name: wealth.trustCard.buy }).click();
    await page.waitForURL(/finance\/buyPage\?id=1/);
    const amount = page.getByLabel(fin.buy.amount);
    await amount.fill('300');
    // 300 x 0.3 % = 0.9 a day, 6.3 over 7 days.
    await page.getByText(/^0\.9\sUSDT$/).first().waitFor();
    await page.getByText(/^6\.3\sUSDT$/).first().waitFor();
    await phone.look('buy-quote', amount);
    const exit = page.getByRole('region', { name: fin.exit.title });
    const slider = exit.getByRole('slider');
    await slider.focus();
    await slider.press('ArrowRight');
    await slider.press('ArrowRight');
    // After day 3: 4 days left, 0.3 % x 4 x 300 = 3.6 penalty.
    await exit.getByText(/^3\.6\sUSDT$/).waitFor();
    await phone.look('buy-exit-cost', exit);

    await page.getByRole('button', { name: fin.buy.submit }).click();
    await page.getByText(common.trust.agreementRequired).waitFor();
    await phone.look('buy-agreement-required');
    await page.getByText(fin.buy.agree).click();
    // A double tap places one order.
    await page.getByRole('button', { name: fin.buy.submit }).dblclick();
    await page.waitForURL(/finance\/ordersPage\?id=/);
    await page.getByRole('table').getByText(fin.statement.trust_purchase).waitFor();
    await phone.look('ordered');
    expect(await orders(trader)).toHaveLength(1);
    // An order card is a card, not a list item with a bullet.
    await expect(page.locator('.wl-orders > li').first().evaluate((li) => getComputedStyle(li).listStyleType)).resolves.toBe('none');
  });

  it('shows a product still to be opened with its opening time; its page shows the terms and buying waits', async () => {
    const opensAt = new RegExp(`^${wealth.product.opensAt.replace('{{time}}', '\\d{4}\u2011\\d{2}\u2011\\d{2} \\d{2}:\\d{2}:\\d{2}')}$`);
    const ordersPage = page.url();
    await phone.go('/pages/finance/index');
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'USDT-180D' }) });
    await card.getByRole('button', { name: opensAt }).click();
    await page.waitForURL(/finance\/buyPage\?id=5/);
    const buy = page.locator('.wl-buy__submit');
    await expect(buy.innerText()).resolves.toMatch(opensAt);
    await expect(buy.isDisabled()).resolves.toBe(true);
    await phone.look('to-be-opened', buy);
    await page.goto(ordersPage);
  });

  it('shows the dividends on the statement once the calendar has moved three days', async () => {
    await advanceClock(3 * DAY_SECONDS);
    const [order] = await orders(trader);
    expect(order?.days_paid).toBe(2);
    await page.reload();
    const statement = page.getByRole('table');
    await statement.getByText(fin.statement.dividendDay.replace('{{day}}', '2')).waitFor();
    expect(await statement.getByText(/^\+0\.9\sUSDT$/).count()).toBe(2);
    await phone.look('dividends', statement);
  });

  it('redeems early after reading the penalty and the refund', async () => {
    const [order] = await orders(trader);
    const now = trustRedemption(order!.amount, order!, order!.remaining_days, order!.decimals);
    expect(now).toEqual({ penalty: '4.5', refund: '295.5' });
    await page.getByRole('button', { name: fin.order.redeem }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/4\.5\sUSDT/).waitFor();
    // Once its opening animation is over.
    await page.waitForFunction(() => {
      const body = document.querySelector('.adm-center-popup-body');
      return body?.parentElement && getComputedStyle(body.parentElement).opacity === '1';
    });
    expect(await dialog.textContent()).toMatch(/295\.5\sUSDT/);
    await phone.look('redeem-confirm');
    await dialog.getByRole('button', { name: fin.order.redeem }).click();
    await page.locator('.h5-status', { hasText: fin.status.redeemed }).waitFor();
    await page.locator('.adm-center-popup-body').waitFor({ state: 'detached' });
    await page.getByRole('table').getByText(fin.statement.trust_penalty).waitFor();
    await phone.look('redeemed', page.getByRole('table'));
    expect((await orders(trader))[0]).toMatchObject({ status: 'redeemed', penalty: '4.5', refund: '295.5', income: '1.8' });

    await page.goto('/h5/#/pages/template/index');
    const summary = page.getByRole('region', { name: fin.summary.title });
    await summary.getByText(/^1\.8\sUSDT$/).first().waitFor();
    await phone.look('hub-after', summary);
  });

  it('tells of the redemption in the notification centre, under wealth, and leads back to the order', async () => {
    const [order] = await orders(trader);
    await phone.go('/pages/notifications/index?tab=wealth');
    await expect(page.getByRole('tab', { name: common.notifications.tab.wealth }).getAttribute('aria-selected')).resolves.toBe('true');
    const row = page.locator('[data-testid="notification"][data-kind="trust.redeemed"]');
    await row.filter({ hasText: common.event.trust.redeemed.title }).waitFor();
    // The product, the principal, the penalty and what came back.
    const text = await row.innerText();
    for (const figure of ['USDT-7D', '300', '4.5', '295.5']) expect(text).toContain(figure);
    await expect(row.getByRole('img', { name: common.notifications.tab.wealth }).getAttribute('data-icon')).resolves.toBe('redemption');
    // The wealth tab holds the order's story only: its dividends and its redemption.
    const kinds = await page.locator('[data-testid="notification"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')));
    expect([...new Set(kinds)].sort()).toEqual(['trust.dividend', 'trust.redeemed']);
    await phone.look('notification-redeemed', row);

    await row.click();
    await page.waitForURL(new RegExp(`finance/ordersPage\\?id=${order!.id}`));
    await page.locator('.h5-status', { hasText: fin.status.redeemed }).waitFor();
  });

  it('shows an order redeemed from another tab as it is now, with no Redeem left to tap', async () => {
    const order = await api(contract.trust.buy, { product_id: '1', amount: '100', agree: '1' }, trader.token);
    await phone.go(`/pages/finance/ordersPage?id=${order.id}`);
    // Bought through the API, as from another tab: this page learns of it on its next load.
    await page.reload();
    await page.getByRole('button', { name: fin.order.redeem }).first().waitFor();
    // Redeemed meanwhile elsewhere (another tab, the same account): the live channel tells this page,
    // which shows it at once (a tap that raced it would be refused, and the refusal reloads the page too).
    await api(contract.trust.redeem, { id: order.id }, trader.token);
    await page.locator('.wl-order').first().locator('.h5-status', { hasText: fin.status.redeemed }).waitFor();
    await expect(page.getByRole('button', { name: fin.order.redeem }).count()).resolves.toBe(0);
    await phone.look('redeemed-elsewhere');
  });

  it('sends a purchase short of funds to a transfer and back, the amount and the agreement kept', async () => {
    await phone.go('/pages/finance/buyPage?id=1');
    const amount = page.getByLabel(fin.buy.amount);
    await amount.fill('800');
    await page.getByText(fin.buy.agree).click();
    await page.getByRole('link', { name: fin.buy.transfer }).click();
    await page.waitForURL(/assets\/transfer\/index/);
    const wanted = await page.locator('#ac-transfer-amount').inputValue();
    expect(Number(wanted)).toBeGreaterThan(0);
    await phone.look('transfer-for-purchase');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/finance\/buyPage\?id=1/);
    await expect(page.getByLabel(fin.buy.amount).inputValue()).resolves.toBe('800');
    await expect(page.locator('.wl-agree').getAttribute('class')).resolves.toContain('adm-checkbox-checked');
    // The trust account now covers it: no transfer asked for.
    await expect(page.getByRole('link', { name: fin.buy.transfer }).count()).resolves.toBe(0);
    await phone.look('back-from-transfer');
  });
});
