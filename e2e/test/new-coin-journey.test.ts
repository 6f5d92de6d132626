/**
 * New-coin subscription through the pages, against the real server (CLOCK_CONTROL and
 * MARKET_CONTROL on): the open project's details, a subscription refused over the cap and then
 * made, the record under review; two other subscribers oversubscribe the sale; the window
 * closes (the calendar moved on) and the record shows the pro-rata allocation and the refund,
 * the details page the published report with the share recomputed; the coin launches and is
 * bought on spot. In Chinese and in English (a server each: the calendar only moves forward),
 * with a screenshot of every step.
 */
import type { Page } from 'playwright-core';
import { contract, type NewCoinProject } from '@h5/shared/contract';
import { formatAmount, formatDateTime } from '@h5/shared/format';
import { allocationOf, subDecimal } from '@h5/shared/money';
import accountEn from '../../remote-account/src/i18n/en';
import accountZh from '../../remote-account/src/i18n/zh';
import commonEn from '../../shared/src/i18n/common/en';
import commonZh from '../../shared/src/i18n/common/zh';
import tradingEn from '../../remote-trading/src/i18n/en';
import tradingZh from '../../remote-trading/src/i18n/zh';
import wealthEn from '../../remote-wealth/src/i18n/en';
import wealthZh from '../../remote-wealth/src/i18n/zh';
import { advanceClock, setPrice } from '../lib/dev';
import { api, useApp, type Phone } from '../lib/fixture';
import { seen, settled, show } from '../lib/settle';
import { deposit, newTrader, type Trader } from '../lib/trader';

const WORDS = {
  zh: { account: accountZh, common: commonZh, trading: tradingZh, wealth: wealthZh },
  en: { account: accountEn, common: commonEn, trading: tradingEn, wealth: wealthEn },
} as const;
const DAY = 24 * 3600;
const COMMIT = '1000';

/** Waits until an element matching `selector` that holds every one of `texts` is seen, then for the page to be still. */
async function appears(page: Page, selector: string, ...texts: string[]): Promise<void> {
  await seen(texts.reduce((found, text) => found.filter({ hasText: text }), page.locator(selector)).first());
  await settled(page);
}

describe.each(['zh', 'en'] as const)('new-coin subscription in %s', (lang) => {
  const words = WORDS[lang];
  // A server (and a browser) each, the calendar only moving forward; the phone closes with its browser.
  const app = useApp({ env: { CLOCK_CONTROL: '1', MARKET_CONTROL: '1' } });
  let phone: Phone;
  let page: Page;
  let trader: Trader;
  let nova: NewCoinProject;

  beforeAll(async () => {
    trader = await newTrader(`new-coin-${lang}`);
    await deposit(trader, '3000');
    const projects = await api(contract.newCoin.projects, { state: 'subscribing' }, trader.token);
    nova = projects.find((p) => p.coin === 'NOVA') as NewCoinProject;
    phone = await app.phone({ lang, as: trader, shots: `new-coin-${lang}` });
    page = phone.page;
  }, 120_000);

  it('shows the open project on the launchpad and its details', async () => {
    await show(page, '/pages/publication/index', '.wl-card');
    const card = page.locator('.wl-card', { hasText: 'Nova Chain' });
    await appears(page, '.wl-card', 'Nova Chain');
    await card.waitFor();
    await expect(card.innerText()).resolves.toContain(words.wealth.newCoin.state.subscribing);
    await phone.look('list', card);
    await card.locator('.wn-details').click();
    await settled(page, '.wn-description');
    // The sale's steps with the current one marked, and a countdown to the window's close that runs.
    const timeline = page.locator('.wn-timeline');
    await expect(timeline.locator('[aria-current="step"] .wn-timeline__label').innerText()).resolves.toBe(words.wealth.newCoin.timeline.subscribe);
    const countdown = page.getByTestId('new-coin-countdown');
    const shown = await countdown.textContent();
    expect(shown).toContain(words.wealth.newCoin.timeline.until.subscribing);
    await page.waitForFunction((before) => document.querySelector('[data-testid="new-coin-countdown"]')?.textContent !== before, shown);
    await phone.look('details');
  });

  it('refuses a commit over the cap, then freezes one under review', async () => {
    await page.locator('.wn-actions button').click();
    await settled(page, '#wn-amount');
    // The spot balance is shown before anything is typed.
    await page.locator('.wn-form .h5-amount__balance', { hasText: '3,000' }).first().waitFor();
    await page.locator('#wn-amount').fill('6000');
    await page.locator('.wn-form button[type="submit"]').click();
    await expect(page.locator('.wn-form .h5-field__error').innerText()).resolves.toBe(words.common.amount.aboveMaximum.replace('{{max}}', '5,000 USDT'));
    await phone.look('over-cap', page.locator('.wn-form'));
    await page.locator('#wn-amount').fill(COMMIT);
    await phone.look('filled-in', page.locator('.wn-form'));
    await page.locator('.wn-form button[type="submit"]').click();
    await page.locator('.adm-center-popup-body', { hasText: 'NOVA' }).waitFor();
    // Once its opening animation is over.
    await page.waitForFunction(() => {
      const shown = document.querySelector('.adm-center-popup-body');
      return shown?.parentElement && getComputedStyle(shown.parentElement).opacity === '1';
    });
    await phone.look('confirm');
    await page.locator('.adm-dialog-button').last().click();
    await page.waitForURL((url) => url.hash.includes('tab=mine'));
    const record = page.locator('.wl-card', { hasText: 'Nova Chain' });
    await appears(page, '.wl-card', 'Nova Chain', words.wealth.newCoin.order.status.review);
    await record.filter({ hasText: words.wealth.newCoin.order.status.review }).waitFor();
    await phone.look('under-review', record);
  });

  it('closes the window: the oversubscribed sale is allocated pro rata and the rest refunded', async () => {
    // Two more subscribers at the cap: 11 000 USDT committed for a 10 000 USDT sale.
    await Promise.all(
      ['a', 'b'].map(async (tag) => {
        const other = await newTrader(`new-coin-${lang}-${tag}`);
        await deposit(other, '5000');
        await api(contract.newCoin.subscribe, { product_id: String(nova.id), amount: '5000' }, other.token);
      }),
    );
    const msLeft = Date.parse(nova.end_at) - Date.now();
    await advanceClock(Math.ceil(msLeft / 1000) + 60);
    const report = await api(contract.newCoin.report, { id: String(nova.id) }, trader.token);
    expect(report).toMatchObject({ total_committed: '11000', subscribers: 3 });
    const share = allocationOf(COMMIT, {
      supply: report.supply,
      price: report.price,
      totalCommitted: report.total_committed,
      coinDecimals: report.coin_decimals,
      currencyDecimals: report.currency_decimals,
    });
    const [order] = (await api(contract.newCoin.orders, {}, trader.token)).list;
    expect(order).toMatchObject({ status: 'passed', allocated: share.allocated, paid: share.paid, refunded: share.refunded });
    expect(subDecimal(COMMIT, share.paid)).toBe(share.refunded);

    await page.reload();
    const record = page.locator('.wl-card', { hasText: 'Nova Chain' });
    await appears(page, '.wl-card', 'Nova Chain', words.wealth.newCoin.order.status.passed);
    await record.filter({ hasText: words.wealth.newCoin.order.status.passed }).waitFor();
    await expect(record.innerText()).resolves.toContain(formatAmount(share.refunded, report.currency_decimals));
    await phone.look('allocated', record);
    await record.locator('.wn-details').click();
    const mine = page.locator('.wn-mine');
    await settled(page, '.wn-mine');
    // The share recomputed on the page from the published figures is the one charged (English and
    // Chinese group the same way).
    await expect(mine.innerText()).resolves.toContain(formatAmount(share.allocated, report.coin_decimals));
    await phone.look('report', page.locator('.wn-formula'));
    await phone.look('report-mine', mine);
  });

  it('launches the coin: it trades on spot and the record values the locked coins', async () => {
    const msLeft = Date.parse(nova.launch_at) - Date.parse(nova.end_at);
    await advanceClock(Math.ceil(msLeft / 1000));
    await setPrice('NOVA/USDT', '0.065');
    await phone.go('/pages/trade/index');
    await settled(page, '.tr-switcher__symbol');
    await page.locator('.tr-switcher__button').first().click();
    // Clicked once the picker has slid in (a click on a moving row waits for it with back-offs up to 500 ms).
    await appears(page, '.tr-picker .tr-ticker', 'NOVA');
    await page.locator('.tr-picker .tr-ticker', { hasText: 'NOVA' }).first().click();
    // And the form once the picker has gone.
    await appears(page, '.tr-switcher__symbol', 'NOVA/USDT');
    await page.locator('.tr-switcher__symbol', { hasText: 'NOVA/USDT' }).first().waitFor();
    await page.locator('.tr-spot-form [role="radio"]').nth(3).click();
    await page.locator('#tr-spot-quantity').fill('100');
    await phone.look('spot-nova', page.locator('.tr-spot-form'));
    await page.locator('.tr-spot-form button[type="submit"]').click();
    const sheet = page.locator('[data-testid="order-result"]');
    await appears(page, '[data-testid="order-result"] h2', words.trading.result.filled);
    await sheet.locator('h2', { hasText: words.trading.result.filled }).waitFor();
    await phone.look('spot-nova-filled', sheet);
    await sheet.locator('.tr-result__ok').click();
    const [bought] = (await api(contract.spot.orders, { status: 'completed' }, trader.token)).list;
    expect(bought).toMatchObject({ symbol: 'NOVA/USDT', side: 'buy', quantity: '100' });

    await phone.go('/pages/publication/index?tab=mine');
    const record = page.locator('.wl-card', { hasText: 'Nova Chain' });
    await appears(page, '.wl-card', 'Nova Chain', words.wealth.newCoin.order.return);
    await record.filter({ hasText: words.wealth.newCoin.order.return }).waitFor();
    await phone.look('locked-up-return', record);
    expect(phone.problems).toEqual([]);
  });

  it('shows the locked coins in Assets, why and until when, leading to the record', async () => {
    const [order] = (await api(contract.newCoin.orders, {}, trader.token)).list;
    await phone.go('/pages/assets/index');
    const row = page.locator('.ac-hold', { hasText: 'Nova Chain' });
    await appears(page, '.ac-hold', 'Nova Chain');
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(words.account.holds.reason.new_coin_locked);
    expect(text).toContain(formatAmount(order?.allocated, nova.coin_decimals));
    expect(text).toContain(words.account.holds.until.new_coin_locked.replace('{{time}}', formatDateTime(nova.unlock_at)));
    await phone.look('assets-locked', page.locator('.ac-holds'));
    await row.click();
    await appears(page, '.wl-card', 'Nova Chain');
    await page.locator('.wl-card', { hasText: 'Nova Chain' }).waitFor();
    expect(phone.problems).toEqual([]);
  });
});
