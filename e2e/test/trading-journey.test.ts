/**
 * The trading journeys of a funded, verified user, through the pages, against the real server
 * with the price under the test's control (MARKET_CONTROL=1): a 30 s call option bought first
 * (on ETH/USDT, so it runs while the rest happens on BTC/USDT) -> a spot limit order placed and
 * cancelled -> a market buy -> a market buy by USDT total -> a limit order filled when the price
 * crosses it -> a long with take-profit and stop-loss, opened after reading its liquidation
 * estimate on the confirmation sheet, closed by its take-profit -> a long closed by hand after the
 * confirm dialog -> the option delivered on the recorded tick -> k-line periods switched, and its
 * Buy opening spot with buy chosen. The trading pages' compact charts are checked on the way (and
 * at 320 px). In Chinese and in English, with a screenshot of every step.
 */
import type { Page } from 'playwright-core';
import { contract, type OptionOrder } from '@h5/shared/contract';
import { floorDecimal, formatAmount } from '@h5/shared/format';
import { SPOT_FEE_RATE } from '@h5/shared/constants';
import { addDecimal, compareDecimal, mulDecimal, spotBuyByTotal } from '@h5/shared/money';
import en from '../../remote-trading/src/i18n/en';
import zh from '../../remote-trading/src/i18n/zh';
import { PHONE, screenshot } from '../lib/browser';
import { setPrice } from '../lib/dev';
import { api, useApp, type Phone } from '../lib/fixture';
import { deposit, newTrader, transfer, verify, type Trader } from '../lib/trader';

const app = useApp({ env: { MARKET_CONTROL: '1' } });

const WORDS = { zh, en } as const;
const SPOT = 'BTC/USDT';
const OPTION = 'ETH/USDT';

/** The live price of a pair as the server quotes it. */
async function livePrice(symbol: string): Promise<string> {
  const tickers = await api(contract.market.quotation);
  return tickers.find((ticker) => ticker.symbol === symbol)?.price as string;
}

/** `price` × `factor`, cut to whole units of the quote (BTC and ETH prices take two places; whole is always valid). */
const scaled = (price: string, factor: string) => floorDecimal(mulDecimal(price, factor), 0);

describe.each(['zh', 'en'] as const)('the trading journey in %s', (lang) => {
  const words = WORDS[lang];
  let phone: Phone;
  let page: Page;
  let trader: Trader;

  const confirmDialog = () => page.locator('.adm-dialog-button').last().click();
  /** The confirm dialog asking `question`, once its opening animation is over. */
  const dialogAsking = async (question: string) => {
    const body = page.locator('.adm-center-popup-body', { hasText: question });
    await body.waitFor();
    await page.waitForFunction((text) => {
      const shown = [...document.querySelectorAll('.adm-center-popup-body')].find((el) => el.textContent?.includes(text));
      return shown?.parentElement && getComputedStyle(shown.parentElement).opacity === '1';
    }, question);
  };
  /** The result sheet a submit opens: its title says what happened; OK closes it. */
  const resultSays = async (title: string, name: string) => {
    const sheet = page.locator('[data-testid="order-result"]');
    await sheet.locator('h2', { hasText: title }).waitFor();
    await page.waitForFunction(() => {
      // Risen all the way: the sheet's bottom is the screen's.
      const rect = document.querySelector('[data-testid="order-result"]')?.getBoundingClientRect();
      return rect !== undefined && Math.abs(rect.bottom - window.innerHeight) < 1;
    });
    await phone.look(name, sheet);
    const text = await sheet.innerText();
    await sheet.locator('.tr-result__ok').click();
    await sheet.waitFor({ state: 'detached' });
    return text;
  };
  /** The page's compact chart: drawn, a phone's width and no taller than a fifth or so of the screen. */
  const expectCompactChart = async () => {
    const chart = page.locator('.tr-chart--compact');
    await chart.locator('canvas').first().waitFor();
    const box = (await chart.boundingBox()) as { width: number; height: number };
    expect(box.width).toBeGreaterThan(300);
    expect(box.height).toBeGreaterThanOrEqual(150);
    expect(box.height).toBeLessThanOrEqual(220);
  };
  /** The contract confirmation sheet, once it has slid in. */
  const confirmationSheet = async () => {
    const sheet = page.locator('.tr-confirm');
    await sheet.waitFor();
    await page.waitForFunction(() => {
      const body = document.querySelector('.tr-confirm')?.closest('.adm-popup-body');
      return Boolean(body) && ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(body as Element).transform);
    });
    return sheet;
  };
  const choosePair = async (symbol: string) => {
    await page.locator('.tr-switcher__symbol').first().waitFor();
    if ((await page.locator('.tr-switcher__symbol').first().innerText()) === symbol) return;
    await page.locator('.tr-switcher__button').first().click();
    await page.locator('.tr-picker .tr-ticker', { hasText: symbol }).first().click();
    await page.locator('.tr-switcher__symbol', { hasText: symbol }).first().waitFor();
  };

  beforeAll(async () => {
    trader = await newTrader(lang);
    await deposit(trader, '30000');
    await Promise.all([transfer(trader, 'contract', '5000'), transfer(trader, 'option', '1000'), verify(trader)]);
    phone = await app.phone({ lang, as: trader, shots: `trading-${lang}` });
    page = phone.page;
  });
  afterAll(() => phone?.context.close());

  let option: OptionOrder;

  /** A finger's vertical swipe from the middle of `element` (by CDP touch events, as a phone sends them): how far the page scrolled. */
  const swipeUpOn = async (selector: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator(selector).first().scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    const box = (await page.locator(selector).first().boundingBox()) as { x: number; y: number; width: number; height: number };
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - step * 25 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await page.waitForTimeout(400);
    return (await page.evaluate(() => window.scrollY)) - before;
  };

  it('buys a 30 s call option, counting down to delivery', async () => {
    await page.goto('/h5/#/pages/option/detail');
    await page.locator('.tr-option-time').first().waitFor();
    await choosePair(OPTION);
    // The chart is folded at first: the whole form, its buy buttons included, fits the first screen.
    const buttons = (await page.locator('.tr-option-form__buy').boundingBox()) as { y: number; height: number };
    expect(buttons.y + buttons.height).toBeLessThanOrEqual(PHONE.height);
    await phone.look('option-form');
    await page.getByRole('button', { name: words.kline.showChart }).click();

    const buy = page.locator('.tr-option-form__buy .tr-submit--up');
    await expect(buy.isDisabled()).resolves.toBe(true);
    await page.locator('.tr-option-time', { hasText: /30/ }).first().click();
    // The currency the option account holds is chosen already, so the balance is never "--".
    await expect(page.locator('.tr-option-form [role="radio"]', { hasText: 'USDT' }).getAttribute('aria-checked')).resolves.toBe('true');
    await page.locator('#tr-option-amount').fill('1');
    await buy.click();
    await expect(page.locator('.tr-option-form .h5-field__error').innerText()).resolves.toMatch(/10/);
    await phone.look('option-below-minimum', page.locator('#tr-option-amount'));

    await page.locator('#tr-option-amount').fill('20');
    await buy.click();
    await resultSays(words.result.optionBought, 'option-bought');
    const countdown = page.locator('#tr-option-orders-panel [data-testid="option-countdown"]').first();
    await countdown.waitFor();
    const [bought] = (await api(contract.option.orders, { status: 'waiting' }, trader.token)).list;
    option = bought as OptionOrder;
    expect(option).toMatchObject({ symbol: OPTION, direction: 'call', seconds: 30, amount: '20' });
    // Well above the purchase price: the walk from there cannot come back down within 30 s.
    await setPrice(OPTION, scaled(option.purchase_price, '1.1'));
    await phone.look('option-awaiting', countdown);
    // The chart above the form draws the purchase price and counts down to delivery.
    await page.locator('.tr-chart--compact canvas').first().waitFor();
    await page.locator('[data-testid="option-chart-countdown"]').waitFor();
    await expectCompactChart();
    await phone.look('option-chart', page.locator('.tr-chart--compact'));
  });

  it('places a spot limit buy below the price and cancels it, which gives the funds back', async () => {
    await phone.go('/pages/trade/index');
    await choosePair(SPOT);
    await page.locator('#tr-spot-quantity').waitFor();
    await page.locator('.tr-book__row').first().waitFor();
    await expectCompactChart();
    const available = page.locator('[data-testid="spot-available"]');
    await available.filter({ hasText: /\d/ }).waitFor();
    const before = await available.innerText();
    const price = scaled(await livePrice(SPOT), '0.9');
    await page.locator('#tr-spot-price').fill(price);
    await page.locator('.tr-spot-form button[type="submit"]').click();
    await expect(page.locator('.tr-spot-form .h5-field__error').innerText()).resolves.toBe(words.spot.buyQuantityRequired);
    await page.locator('#tr-spot-quantity').fill('0.01');
    await expect(page.locator('[data-testid="spot-fee"]').innerText()).resolves.not.toMatch(/^--/);
    await phone.look('spot-limit-filled-in', page.locator('.tr-spot-form'));
    await page.locator('.tr-spot-form button[type="submit"]').click();
    await expect(resultSays(words.result.waiting, 'spot-limit-placed')).resolves.toContain(formatAmount(price, 2));

    const waiting = page.locator('#tr-spot-orders-panel article').first();
    await waiting.waitFor();
    await expect(waiting.innerText()).resolves.toContain(formatAmount(price, 2));
    await phone.look('spot-order-waiting', waiting);
    // The order holds what it will pay: available drops, and comes back on cancel.
    await page.waitForFunction((shown) => document.querySelector('[data-testid="spot-available"]')?.textContent !== shown, before);
    await waiting.locator('button').click();
    await dialogAsking(words.orders.cancelConfirm);
    await confirmDialog();
    await page.locator('#tr-spot-orders-panel article').first().waitFor({ state: 'detached' });
    await available.filter({ hasText: before }).waitFor();
    await page.locator('#tr-spot-orders-cancelled').click();
    await page.locator('#tr-spot-orders-panel article').first().waitFor();
    await phone.look('spot-order-cancelled', page.locator('#tr-spot-orders-panel article').first());
    const cancelled = (await api(contract.spot.orders, { status: 'cancelled' }, trader.token)).list;
    expect(cancelled).toHaveLength(1);
  });

  it('buys at market, filled at once on the recorded tick', async () => {
    await page.locator('.tr-spot-form [role="radio"]').nth(3).click();
    await page.locator('#tr-spot-quantity').fill('0.02');
    await page.locator('.tr-spot-form button[type="submit"]').click();
    const said = await resultSays(words.result.filled, 'spot-market-result');
    await page.locator('#tr-spot-orders-completed').click();
    const filled = page.locator('#tr-spot-orders-panel article').first();
    await filled.locator('[data-testid="order-tick"]').waitFor();
    const [market] = (await api(contract.spot.orders, { status: 'completed' }, trader.token)).list;
    expect(market).toMatchObject({ type: 'market', side: 'buy', quantity: '0.02' });
    await expect(filled.locator('[data-testid="order-tick"]').innerText()).resolves.toContain(formatAmount(market!.tick!.price, 2));
    // The sheet said the price and the fee it was filled and charged at.
    expect(said).toContain(formatAmount(market!.price, 2));
    expect(said).toContain(market!.fee);
    await phone.look('spot-market-filled', filled);
  });

  it('buys at market by a USDT total, charged exactly what the form showed', async () => {
    await page.locator(`.tr-spot-form [role="radiogroup"][aria-label="${words.spot.measure}"] [role="radio"]`).nth(1).click();
    await page.locator('#tr-spot-total').fill('100');
    const receive = page.locator('[data-testid="spot-receive"]');
    await receive.filter({ hasText: /\d/ }).waitFor();
    const shown = {
      receive: (await receive.innerText()).split(' ')[0],
      fee: (await page.locator('[data-testid="spot-fee"]').innerText()).split(' ')[0],
    };
    await phone.look('spot-by-total', page.locator('.tr-spot-form'));
    const before = (await api(contract.spot.orders, { status: 'completed' }, trader.token)).list.length;
    await page.locator('.tr-spot-form button[type="submit"]').click();
    await resultSays(words.result.filled, 'spot-by-total-result');
    const completed = (await api(contract.spot.orders, { status: 'completed' }, trader.token)).list;
    expect(completed).toHaveLength(before + 1);
    const [byTotal] = completed;
    // The price walks between the figures shown and the fill (server/test/shown-equals-charged holds
    // it still and compares digit for digit): here, the fill is the kernel's by-total formula at
    // its own tick, the form's figures the same formula at the tick it showed, and never above 100.
    expect(byTotal).toMatchObject({ type: 'market', side: 'buy' });
    const filled = spotBuyByTotal('100', byTotal!.price, SPOT_FEE_RATE, 6, 6);
    expect({ quantity: byTotal!.quantity, fee: byTotal!.fee }).toEqual({ quantity: filled.quantity, fee: filled.fee });
    expect(compareDecimal(filled.quoteTotal, '100')).toBeLessThanOrEqual(0);
    expect(compareDecimal(shown.receive!.replace(/,/g, ''), '0')).toBe(1);
    expect(compareDecimal(shown.fee!.replace(/,/g, ''), '0')).toBe(1);
    await page.locator(`.tr-spot-form [role="radiogroup"][aria-label="${words.spot.measure}"] [role="radio"]`).nth(0).click();
  });

  it('fills a limit buy when the price crosses it', async () => {
    await page.locator('.tr-spot-form [role="radio"]').nth(2).click();
    const live = await livePrice(SPOT);
    const limit = scaled(live, '0.95');
    await page.locator('#tr-spot-price').fill(limit);
    await page.locator('#tr-spot-quantity').fill('0.01');
    await page.locator('.tr-spot-form button[type="submit"]').click();
    await resultSays(words.result.waiting, 'spot-limit-waiting');
    await page.locator('#tr-spot-orders-waiting').click();
    await page.locator('#tr-spot-orders-panel article').first().waitFor();

    const tick = await setPrice(SPOT, addDecimal(scaled(live, '0.94'), '0'));
    await page.locator('#tr-spot-orders-panel article').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.locator('#tr-spot-orders-completed').click();
    const filled = page.locator('#tr-spot-orders-panel article', { hasText: formatAmount(limit, 2) }).first();
    await filled.locator('[data-testid="order-tick"]').waitFor();
    await expect(filled.locator('[data-testid="order-tick"]').innerText()).resolves.toContain(formatAmount(tick.price, 2));
    await phone.look('spot-limit-filled', filled);
  });

  it('opens a long with take-profit and stop-loss, closed by its take-profit when the price gets there', async () => {
    await phone.go('/pages/lever/index');
    await page.locator('#tr-contract-lots').waitFor();
    await page.locator('[data-testid="contract-balance"]', { hasText: /5,000/ }).waitFor();
    // Held still from here to the open, so the sheet's estimate is reckoned at the price it opens at.
    const live = (await setPrice(SPOT, await livePrice(SPOT), { hold: true })).price;
    await page.locator('#tr-contract-lots').fill('2');
    await page.locator('.tr-toggle').click();
    // The wrong side first: a long's take-profit below the price is refused in the form.
    await page.locator('#tr-contract-take_profit').fill(scaled(live, '0.9'));
    await page.locator('.tr-contract-form button[type="submit"]').click();
    await expect(page.locator('.tr-contract-form .h5-field__error').innerText()).resolves.toBe(words.contracts.tpAbove);
    const takeProfit = scaled(live, '1.05');
    await page.locator('#tr-contract-take_profit').fill(takeProfit);
    await page.locator('#tr-contract-stop_loss').fill(scaled(live, '0.9'));
    await expect(page.locator('[data-testid="contract-margin"]').innerText()).resolves.not.toMatch(/^--/);
    await expectCompactChart();
    await phone.look('contract-form', page.locator('.tr-contract-form button[type="submit"]'));
    await page.locator('.tr-contract-form button[type="submit"]').click();
    // The order is read on the confirmation sheet before it goes: the liquidation estimate above all.
    const sheet = await confirmationSheet();
    const estimate = (await sheet.locator('[data-testid="confirm-liquidation"]').innerText()).split(' ')[0] as string;
    expect(estimate).toMatch(/^[\d,]+\.\d{2}$/);
    await expect(sheet.locator('[data-testid="confirm-price"]').innerText()).resolves.toBe(words.spot.market);
    await phone.look('contract-confirm-sheet');
    await sheet.locator('[data-testid="confirm-send"]').click();
    await resultSays(words.result.opened, 'contract-opened');

    const position = page.locator('#tr-contract-orders-panel article').first();
    await position.locator('[data-testid="position-profit"]').waitFor();
    await expect(position.innerText()).resolves.toContain(formatAmount(takeProfit, 2));
    // Opened at the price the sheet was reckoned at: the estimate read is the position's.
    const [opened] = (await api(contract.contracts.positions, { status: 'holding', page: '1', limit: '10' }, trader.token)).list;
    expect(formatAmount(opened!.liquidation_price, 2)).toBe(estimate);
    await expect(position.locator('[data-testid="position-liquidation"]').innerText()).resolves.toBe(estimate);
    await phone.look('contract-position', position);

    await setPrice(SPOT, addDecimal(takeProfit, '10'));
    await position.waitFor({ state: 'detached', timeout: 15_000 });
    await page.locator('#tr-contract-orders-history').click();
    const closed = page.locator('#tr-contract-orders-panel article').first();
    await closed.locator('[data-testid="position-reason"]', { hasText: words.contracts.reason.take_profit }).waitFor();
    const [record] = (await api(contract.contracts.positions, { status: 'closed', page: '1', limit: '10' }, trader.token)).list;
    expect(record).toMatchObject({ close_reason: 'take_profit', lots: 2 });
    expect(compareDecimal(record!.close_price as string, takeProfit)).toBeGreaterThanOrEqual(0);
    await expect(closed.locator('[data-testid="order-tick"]').innerText()).resolves.toContain(formatAmount(record!.close_tick!.price, 2));
    await phone.look('contract-closed-take-profit', closed);
  });

  it('closes a position by hand after "Confirm to close the position?"', async () => {
    await page.locator('#tr-contract-orders-positions').click();
    await page.locator('.tr-contract-form [role="radio"]').nth(1).click();
    await page.locator('#tr-contract-lots').fill('1');
    await page.locator('#tr-contract-take_profit').fill('');
    await page.locator('#tr-contract-stop_loss').fill('');
    await page.locator('.tr-contract-form button[type="submit"]').click();
    await (await confirmationSheet()).locator('[data-testid="confirm-send"]').click();
    await resultSays(words.result.opened, 'contract-opened-again');
    const position = page.locator('#tr-contract-orders-panel article').first();
    await position.locator('[data-testid="position-profit"]').waitFor();
    // The take-profit's toast fades first, so the screenshot shows the question alone.
    await page.locator('.h5-toast--on').waitFor({ state: 'detached' });
    await position.locator('.tr-button--danger').click();
    await dialogAsking(words.contracts.closeConfirm);
    await phone.look('contract-close-confirm');
    await confirmDialog();
    await position.waitFor({ state: 'detached', timeout: 15_000 });
    await page.locator('#tr-contract-orders-history').click();
    await page.locator('#tr-contract-orders-panel [data-testid="position-reason"]', { hasText: words.contracts.reason.manual }).first().waitFor();
    await phone.look('contract-closed-by-hand', page.locator('#tr-contract-orders-panel article').first());
  });

  it('delivers the option on the tick of its time, with the price it recorded', async () => {
    await phone.go('/pages/option/detail');
    // Counting down until the server delivers it; if that happens while this page is open, the
    // page announces it (the live journey holds that; elsewhere the host's toast said it).
    const countdown = page.locator('#tr-option-orders-panel [data-testid="option-countdown"]');
    const sheet = page.locator('[data-testid="order-result"]');
    await countdown.first().waitFor({ state: 'detached', timeout: 40_000 });
    if (await sheet.isVisible()) expect(await resultSays(words.result.delivered.win, 'option-delivery-announced')).toContain(words.result.payout);
    await page.locator('#tr-option-orders-delivered').click();
    const delivered = page.locator('#tr-option-orders-panel article').first();
    await delivered.locator('[data-testid="option-delivery-price"]').waitFor();
    const [record] = (await api(contract.option.orders, { status: 'delivered' }, trader.token)).list;
    expect(record).toMatchObject({ id: option.id, status: 'delivered', result: 'win' });
    expect(compareDecimal(record!.delivery_price as string, option.purchase_price)).toBe(1);
    expect(record!.delivery_tick!.price).toBe(record!.delivery_price);
    await expect(delivered.locator('[data-testid="option-delivery-price"]').innerText()).resolves.toBe(formatAmount(record!.delivery_price, 2));
    await expect(delivered.locator('[data-testid="order-tick"]').innerText()).resolves.toContain(formatAmount(record!.delivery_tick!.price, 2));
    await expect(delivered.locator('[data-testid="option-result"]').innerText()).resolves.toBe(words.options.result.win);
    await phone.look('option-delivered', delivered);
  });

  it('switches the k-line periods', async () => {
    await phone.go('/pages/trade/kline');
    await page.locator('.tr-kline .tr-chart__canvas canvas').first().waitFor();
    for (const period of ['1min', '1day', 'timeshare'] as const) {
      await page.locator('.tr-periods__item', { hasText: words.kline.period[period] }).first().click();
      await page.locator('.tr-periods__item.h5-tabs__tab--on', { hasText: words.kline.period[period] }).waitFor();
      await page.waitForFunction(() => !document.querySelector('.tr-kline .tr-chart[aria-busy="true"]'));
    }
    await phone.look('kline-timeshare');
  });

  it('opens spot from the k-line Buy with buy chosen', async () => {
    await page.locator('.tr-kline__actions .tr-submit--up').click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/trade/index') && url.hash.includes('side=buy'));
    const buy = page.locator(`.tr-spot-form [role="radio"]`, { hasText: words.spot.buy }).first();
    await expect(buy.getAttribute('aria-checked')).resolves.toBe('true');
    await phone.look('kline-buy-opens-spot', page.locator('.tr-spot-form'));
  });

  it('scrolls the page on a vertical swipe that starts on the chart of spot, contracts and options', async () => {
    for (const path of ['/pages/option/detail', '/pages/trade/index', '/pages/lever/index']) {
      await phone.go(path);
      await page.locator('.tr-chart canvas').first().waitFor();
      expect([path, (await swipeUpOn('.tr-chart canvas')) > 100]).toEqual([path, true]);
    }
  });

  it('fits the trading pages and their charts in 320 px', async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/pages/trade/index', '/pages/lever/index', '/pages/option/detail', '/pages/trade/kline']) {
      await phone.go(path);
      await page.locator('.tr-chart canvas').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(320);
    }
    await phone.go('/pages/lever/index');
    await page.locator('.tr-contractage').waitFor();
    await screenshot(page, `trading-${lang}-320-contracts`);
    await page.setViewportSize(PHONE);
  });

  it('kept a clean console', () => {
    expect(phone.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
  });
});
