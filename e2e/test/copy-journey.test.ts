/**
 * Copy trading through the pages, against the real server with the price under the test's
 * control (MARKET_CONTROL=1, held still between moves): two leads are compared on the tab and
 * their profiles, one is followed from the contract account (ratio, stop-loss, the confirm sheet
 * read first), the price crosses the lead's band so its position opens and the follow's mirror
 * opens on the same tick, then comes back so both close; the follow is stopped after reading what
 * happens, and its statement read. In Chinese and in English at 390x844, a screenshot each step.
 */
import type { Page } from 'playwright-core';
import { contract, type CopyFollowDetail, type CopyLead } from '@h5/shared/contract';
import { formatAmount, formatPercent } from '@h5/shared/format';
import wealthEn from '../../remote-wealth/src/i18n/en';
import wealthZh from '../../remote-wealth/src/i18n/zh';
import { setPrice } from '../lib/dev';
import { api, useApp, type Phone } from '../lib/fixture';
import { deposit, newTrader, transfer, type Trader } from '../lib/trader';

const app = useApp({ env: { MARKET_CONTROL: '1' } });

const WORDS = {
  zh: { wealth: wealthZh },
  en: { wealth: wealthEn },
} as const;
const BTC = 'BTC/USDT';
const ATLAS = 1;
const MIRA = 2;

/** The average of BTC's last 48 completed 30-minute closes: what Atlas Trend's band is drawn around. */
async function dayAverage(): Promise<number> {
  const { candles } = await api(contract.market.timeshare, { symbol: BTC, period: '30min' });
  const now = Date.now();
  const closes = candles.filter((candle) => candle.time * 1000 + 1_800_000 <= now).slice(-48);
  return closes.reduce((sum, candle) => sum + Number(candle.close), 0) / closes.length;
}

const hold = (price: number) => setPrice(BTC, price.toFixed(2), { hold: true });

describe.each(['zh', 'en'] as const)('copy trading in %s', (lang) => {
  const { wealth } = WORDS[lang];
  const copy = wealth.copy;
  let phone: Phone;
  let page: Page;
  let trader: Trader;
  let average: number;
  let followId: number;

  beforeAll(async () => {
    trader = await newTrader(`copy-${lang}`);
    await deposit(trader, '5000');
    await transfer(trader, 'contract', '3000');
    // At its average: Atlas closes whatever it held, and opens nothing.
    average = await dayAverage();
    await hold(average);
    phone = await app.phone({ lang, as: trader, shots: `copy-${lang}` });
    page = phone.page;
  });
  afterAll(async () => {
    await phone?.context.close();
    // The walk goes on for the journeys after.
    await setPrice(BTC, average.toFixed(2));
  });

  it('compares two leads on the tab and their profiles, each figure read from the record', async () => {
    await page.goto('/h5/#/pages/documentation/index');
    const leads = await api(contract.copy.leads, { days: '30' });
    const atlas = leads.find((lead) => lead.id === ATLAS) as CopyLead;
    const mira = leads.find((lead) => lead.id === MIRA) as CopyLead;
    for (const lead of [atlas, mira]) {
      const card = page.locator('article', { has: page.getByRole('heading', { name: lead.name }) });
      await card.waitFor();
      // The lead's ROI and what its followers earned, side by side.
      await expect(card.innerText()).resolves.toContain(copy.figure.followerRoi);
      await expect(card.innerText()).resolves.toContain(formatPercent(lead.performance[1]?.roi));
    }
    await phone.look('leads', page.locator('article').first());

    for (const lead of [mira, atlas]) {
      await page.locator('article', { has: page.getByRole('heading', { name: lead.name }) }).getByRole('button', { name: copy.open }).click();
      await page.waitForURL(new RegExp(`documentation/buyPage\\?id=${lead.id}`));
      await page.getByRole('heading', { name: copy.profile.curve }).waitFor();
      const profile = await api(contract.copy.lead, { id: String(lead.id) });
      const record = page.getByRole('region', { name: copy.profile.record });
      await expect(record.innerText()).resolves.toContain(String(profile.performance[1]?.trades));
      await phone.look(`profile-${lead.strategy}`, record);
      if (lead.id !== ATLAS) await page.goBack();
    }
  });

  it('follows Atlas Trend from the contract account after reading the confirm sheet', async () => {
    const amount = page.getByLabel(copy.follow.amount);
    await amount.fill('2000');
    await page.getByRole('group', { name: copy.follow.ratio }).getByRole('button', { name: '3×' }).click();
    await page.getByLabel(copy.follow.stopLoss).fill('50');
    await page.getByTestId('follow-preview').waitFor();
    await phone.look('follow-form', amount);
    await page.getByRole('button', { name: copy.follow.submit, exact: true }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByTestId('confirm-amount').innerText()).resolves.toMatch(/2,000(\.0+)?\sUSDT/);
    await expect(sheet.getByTestId('confirm-ratio').innerText()).resolves.toBe('3×');
    await expect(sheet.getByTestId('confirm-profit-share').innerText()).resolves.toBe('10%');
    await expect(sheet.getByTestId('confirm-fee').innerText()).resolves.toContain('0.05%');
    await phone.look('follow-confirm');
    await sheet.getByRole('button', { name: copy.confirm.send }).click();
    await page.waitForURL(/documentation\/ordersPage\?id=\d+/);
    followId = Number(new URL(page.url().replace('#', '')).searchParams.get('id'));
    await page.getByRole('heading', { name: copy.detail.mirrors }).waitFor();
    await phone.look('following');
    const contractBalance = await api(contract.wallet.detail, { account: 'contract', currency_id: '3' }, trader.token);
    expect(contractBalance).toMatchObject({ available: '1000', frozen: '2000' });
  });

  it("mirrors the lead's position on its tick, and closes it with the lead's", async () => {
    // 2 % above the average: Atlas goes long, and the follow with it on that very tick.
    const opened = await hold(average * 1.02);
    const mirrors = page.getByRole('list', { name: copy.detail.mirrors });
    const mirror = mirrors.locator('li').first();
    await mirror.waitFor({ timeout: 15_000 });
    const detail = await api(contract.copy.order, { id: String(followId) }, trader.token);
    const [position] = detail.mirrors as CopyFollowDetail['mirrors'];
    expect(position).toMatchObject({ status: 'holding', side: 'long', open_tick: { time: opened.time, price: opened.price } });
    await expect(mirror.innerText()).resolves.toContain(formatAmount(opened.price, 2));
    await phone.look('mirror-open', mirror);

    // Back at the average: Atlas closes, the mirror on the same tick and price.
    const closed = await hold(average);
    await mirror.getByText(copy.reason.manual).waitFor({ timeout: 15_000 });
    const after = await api(contract.copy.order, { id: String(followId) }, trader.token);
    expect(after.mirrors[0]).toMatchObject({ status: 'closed', close_tick: { time: closed.time, price: closed.price } });
    await phone.look('mirror-closed', mirror);
  });

  it('stops following after reading what happens, and reads the statement', async () => {
    // The closing's toast fades first, so the question is read (and shown) alone.
    await page.locator('.h5-toast--on').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: copy.order.stop }).first().click();
    const dialog = page.getByRole('dialog');
    // Nothing is open now (the mirror closed with the lead): the question says so.
    await dialog.getByText((copy.stop.confirmFlat.split('{{rate}}')[0] as string).replace('{{lead}}', 'Atlas Trend')).waitFor();
    await page.waitForFunction(() => {
      const body = document.querySelector('.adm-center-popup-body');
      return body?.parentElement && getComputedStyle(body.parentElement).opacity === '1';
    });
    await phone.look('stop-confirm');
    await dialog.getByRole('button', { name: copy.order.stop }).click();
    await page.getByText(copy.status.ended).first().waitFor();
    await page.locator('.adm-center-popup-body').waitFor({ state: 'detached' });
    await page.locator('.h5-toast--on').waitFor({ state: 'detached' });
    const { follow } = await api(contract.copy.order, { id: String(followId) }, trader.token);
    expect(follow).toMatchObject({ status: 'ended', end_reason: 'user', open_positions: 0 });
    const balance = await api(contract.wallet.detail, { account: 'contract', currency_id: '3' }, trader.token);
    expect(balance.frozen).toBe('0');
    await page.getByText(formatAmount(follow.returned as string, 6)).first().waitFor();
    await phone.look('stopped', page.getByRole('heading', { name: copy.detail.settlements }));
    // The notification centre told of the mirror's opening and closing.
    const events = await api(contract.notification.list, {}, trader.token);
    expect(events.list.map((event) => event.kind)).toEqual(expect.arrayContaining(['copy.opened', 'copy.closed']));
  });
});
