/**
 * Prices from a real exchange, through the pages: the server runs with MARKET_FEED=okx against a
 * local server replaying OKX's public protocol (server/test/support/okx-replay.ts, its fixtures
 * beside it). The spot page shows the exchange's price live; when the exchange goes quiet the
 * page says the market data is delayed and why orders at the market price wait, and says nothing
 * once prices are live again; a dropped connection does the same and recovers on its own. In
 * Chinese and in English, with a screenshot of every step.
 */
import type { Page } from 'playwright-core';
import { addDecimal, mulDecimal } from '@h5/shared/money';
import commonEn from '../../shared/src/i18n/common/en';
import commonZh from '../../shared/src/i18n/common/zh';
import { startOkxReplay, type OkxReplay } from '../../server/test/support/okx-replay';
import { useApp, type Phone } from '../lib/fixture';

const WORDS = { zh: commonZh, en: commonEn } as const;

let replay: OkxReplay;
let price = '84000.1';
let heartbeat: NodeJS.Timeout | undefined;
/** Five levels a side around `price`, a tenth apart, as a live book stands around its last trade. */
const bookAround = (last: string) => {
  const level = (step: number): [string, string] => [addDecimal(last, mulDecimal('0.1', String(step))), mulDecimal('0.05', String(Math.abs(step)))];
  return { bids: [-1, -2, -3, -4, -5].map(level), asks: [1, 2, 3, 4, 5].map(level) };
};

/** The exchange speaks as a live one does: BTC's ticker and book every 300 ms, until stopped. */
const speak = () => {
  heartbeat = setInterval(() => {
    replay.pushTicker('BTC-USDT', { last: price });
    replay.pushBook('BTC-USDT', bookAround(price));
  }, 300);
};
const fallSilent = () => clearInterval(heartbeat);

beforeAll(async () => {
  replay = await startOkxReplay();
  speak();
});
afterAll(async () => {
  fallSilent();
  await replay?.close();
});

const app = useApp({
  env: () => ({
    MARKET_FEED: 'okx',
    MARKET_PAIRS: 'BTC/USDT,ETH/USDT',
    MARKET_STALE_SECONDS: '2',
    MARKET_FEED_REST_URL: replay.restUrl,
    MARKET_FEED_WS_URL: replay.wsUrl,
  }),
});

describe.each(['zh', 'en'] as const)('prices from an exchange in %s', (lang) => {
  const words = WORDS[lang];
  let phone: Phone;
  let page: Page;

  beforeAll(async () => {
    price = lang === 'zh' ? '84000.1' : '84100.1';
    phone = await app.phone({ lang, shots: `exchange-${lang}` });
    page = phone.page;
  });
  afterAll(() => phone?.context.close());

  const shownPrice = () => page.getByTestId('pair-price');
  const notice = () => page.getByTestId('pair-delayed');
  const status = () => page.locator('.tr-quote').getByRole('status');

  it("shows the exchange's price live, with its book", async () => {
    await page.goto('/h5/#/pages/trade/index?symbol=BTC/USDT');
    await shownPrice().filter({ hasText: lang === 'zh' ? '84,000.10' : '84,100.10' }).waitFor();
    await status().filter({ hasText: words.status.live }).waitFor();
    await page.locator('.tr-book__row', { hasText: lang === 'zh' ? '84,000.00' : '84,100.00' }).first().waitFor();
    await expect(notice().count()).resolves.toBe(0);
    await phone.look('live');
  });

  it('says the market data is delayed while the exchange is quiet, and nothing once it is live again', async () => {
    fallSilent();
    await notice().filter({ hasText: words.trade.priceDelayed }).waitFor({ timeout: 10_000 });
    await status().filter({ hasText: words.status.delayed }).waitFor();
    await phone.look('delayed', notice());

    price = '84500';
    speak();
    await notice().waitFor({ state: 'detached', timeout: 10_000 });
    await shownPrice().filter({ hasText: '84,500.00' }).waitFor();
    await status().filter({ hasText: words.status.live }).waitFor();
    await phone.look('live-again');
  });

  it('says so the moment the connection drops, and recovers on its own', async () => {
    const before = replay.connections();
    replay.drop({ refuseMs: 1500 });
    await notice().filter({ hasText: words.trade.priceDelayed }).waitFor({ timeout: 5_000 });
    await phone.look('dropped', notice());
    await notice().waitFor({ state: 'detached', timeout: 20_000 });
    expect(replay.connections()).toBeGreaterThan(before);
    await status().filter({ hasText: words.status.live }).waitFor();
  });
});
