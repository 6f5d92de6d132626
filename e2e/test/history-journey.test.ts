/**
 * The history that explains itself, through the pages: a trader's records opened on their tab
 * by `?tab=all`, narrowed to fees, one fee opened, its link followed to the spot order on the
 * tab that lists it, and back to the same filtered list; the coin and day filters; other pages
 * landed on their tab by `?tab=`. In Chinese and in English at 390x844, then every language's
 * list and detail at 390 and 320 px, with screenshots.
 */
import type { Page } from 'playwright-core';
import { LANGUAGES } from '@h5/shared/constants';
import { contract, type LedgerDetail } from '@h5/shared/contract';
import { formatSignedAmount } from '@h5/shared/format';
import { translate } from '@h5/shared/i18n/messages';
import accountEn from '../../remote-account/src/i18n/en';
import accountZh from '../../remote-account/src/i18n/zh';
import { expectNoRawKeys, PHONE, screenshot } from '../lib/browser';
import { setPrice } from '../lib/dev';
import { api, useApp, type Phone } from '../lib/fixture';
import { inParallel } from '../lib/parallel';
import { seen, settled, show } from '../lib/settle';
import { deposit, newTrader, transfer, type Trader } from '../lib/trader';

const app = useApp({ env: { MARKET_CONTROL: '1' } });
let trader: Trader;
let spotOrderId = 0;
/** The trade's fee as the server wrote it (the market order fills on the live tick). */
let fee: LedgerDetail;

beforeAll(async () => {
  trader = await newTrader('history');
  await deposit(trader, '2000');
  await transfer(trader, 'contract', '500');
  await setPrice('BTC/USDT', '50000');
  ({ id: spotOrderId } = await api(contract.spot.place, { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity: '0.01' }, trader.token));
  const { list } = await api(contract.wallet.legalLog, { type: 'fee' }, trader.token);
  fee = await api(contract.wallet.legalDetail, { id: String(list[0]?.id) }, trader.token);
});

const ACCOUNT = { zh: accountZh, en: accountEn } as const;

/** Yesterday as the date inputs write it. */
function yesterday(): string {
  const at = new Date(Date.now() - 86_400_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}`;
}

describe.each(['zh', 'en'] as const)('the history journey in %s', (lang) => {
  const words = ACCOUNT[lang];
  const typeName = (type: string) => translate(lang, `ledgerType.${type}`);
  let phone: Phone;
  let page: Page;

  const ledgerRows = () => page.locator('[data-testid="ledger-row"]');
  const activeTab = () => page.locator('.ac-tabs [aria-selected="true"]').innerText();
  const query = () => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');

  beforeAll(async () => {
    phone = await app.phone({ lang, as: trader, shots: `history-${lang}` });
    page = phone.page;
    await show(page, '/pages/assets/index', '.ac-account');
  });
  afterAll(() => phone?.context.close());

  it('opens every change on ?tab=all, each saying what it was in one signed format', async () => {
    await phone.go('/pages/assets/record?tab=all');
    await seen(page.locator('[data-testid="ledger-row"]').nth(4));
    await expect(activeTab()).resolves.toBe(words.records.all);
    const texts = await ledgerRows().allInnerTexts();
    // Newest first: the fee, the trade's two legs, the transfer's two, the deposit.
    for (const [index, type] of ['fee', 'spot_buy', 'spot_buy', 'transfer', 'transfer', 'deposit'].entries()) {
      expect(texts[index]).toContain(typeName(type));
    }
    expect(texts[0]).toContain(`${formatSignedAmount(fee.available_delta, 6)} USDT`);
    expect(texts.at(-1)).toContain('+2,000.000000 USDT');
    await phone.look('all');
  });

  it('narrows to fees, opens one, and follows its link to the order on its tab', async () => {
    await page.locator('[data-testid="filter-type"]').click();
    // Clicked once the sheet has slid in (a click on a moving row waits for it with back-offs up to 500 ms).
    await settled(page, '.ac-sheet .ac-menu__row');
    await page.locator('.ac-sheet .ac-menu__row', { hasText: typeName('fee') }).click();
    await page.waitForFunction(() => new URLSearchParams(location.hash.split('?')[1]).get('type') === 'fee');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="ledger-row"]').length === 1);
    await expect(ledgerRows().first().innerText()).resolves.toContain(typeName('fee'));
    await phone.look('fees');

    await ledgerRows().first().click();
    await page.waitForURL(/assets\/record\/detail\?id=\d+/);
    await settled(page, '[data-testid="ledger-type"]');
    await expect(page.locator('[data-testid="ledger-type"]').innerText()).resolves.toBe(typeName('fee'));
    const detail = await page.locator('.h5-facts--rows').innerText();
    expect(detail).toContain(`${formatSignedAmount(fee.available_delta, 6)} USDT`);
    expect(detail).toContain(words.ledger.balanceAfter);
    // The tick's price as settled, grouped in thousands on the page (the fill may come a tick after the price set).
    expect(detail.replace(/,/g, '')).toContain(fee.tick?.price);
    await phone.look('fee-detail');

    await page.locator('[data-testid="ledger-source"]').click();
    await page.waitForURL(/pages\/trade\/index\?/);
    expect(Object.fromEntries(query())).toEqual({ symbol: 'BTC/USDT', tab: 'completed' });
    await settled(page, '#tr-spot-orders-completed[aria-selected="true"]');
    await settled(page, '#tr-spot-orders-panel .tr-order');
    await phone.look('spot-order-completed');

    // Back to the detail, and back again to the list as it was filtered.
    await page.goBack();
    await seen(page.locator('[data-testid="ledger-type"]').first());
    await page.goBack();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="ledger-row"]').length === 1);
    expect(query().get('type')).toBe('fee');
  });

  it('filters by coin and by days', async () => {
    await page.locator('.ac-ledger-filters__reset').click();
    await page.locator('[data-testid="filter-coin"]').click();
    await settled(page, '.ac-sheet .ac-menu__row');
    await page.locator('.ac-sheet .ac-menu__row', { hasText: /^BTC$/ }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="ledger-row"]').length === 1);
    await expect(ledgerRows().first().innerText()).resolves.toContain('+0.01000000 BTC');
    await phone.look('btc');

    await page.locator('[data-testid="filter-to"]').fill(yesterday());
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="ledger-row"]').length === 0);
    await page.getByText(translate(lang, 'status.noData')).waitFor();
    await phone.look('before-today');
    await page.locator('.ac-ledger-filters__reset').click();
    await seen(page.locator('[data-testid="ledger-row"]').nth(4));
    expect([...query().keys()]).toEqual(['tab']);
  });

  it('lands on the tab ?tab= names on other pages', async () => {
    await phone.go('/pages/assets/record?tab=withdraw');
    await page.waitForFunction((title) => document.querySelector('.ac-tabs [aria-selected="true"]')?.textContent === title, words.records.withdraw);
    await phone.go('/pages/option/detail?tab=delivered');
    await seen(page.locator('#tr-option-orders-delivered[aria-selected="true"]').first());
    await phone.go('/pages/lever/index?tab=history');
    await settled(page, '#tr-contract-orders-history[aria-selected="true"]');
    await phone.look('contracts-history-tab');
  });

  it('kept a clean console', () => {
    expect(phone.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
  });
});

describe('the history in every language, at 390 and 320 px', () => {
  type Lang = (typeof LANGUAGES)[number];

  /** `lang`'s filtered list and a detail at both widths, in one phone; throws at the first check that fails. */
  async function sweep(lang: Lang): Promise<void> {
    const phone = await app.phone({ lang, as: trader });
    const { page } = phone;
    try {
      for (const width of [PHONE.width, 320]) {
        await page.setViewportSize({ width, height: width === 320 ? 640 : PHONE.height });
        // The app loads once; then each page is a hash change in it, shown settled.
        await show(page, '/pages/assets/record?tab=all&type=fee&coin=USDT', '[data-testid="ledger-row"]');
        await expect(page.locator('[data-testid="ledger-row"]').first().innerText()).resolves.toContain(translate(lang, 'ledgerType.fee'));
        await expectNoRawKeys(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `history-lang-${lang}-${width}-list`);

        await show(page, `/pages/assets/record/detail?id=${fee.id}`, '[data-testid="ledger-source"]');
        await expectNoRawKeys(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `history-lang-${lang}-${width}-detail`);
      }
    } finally {
      await phone.context.close();
    }
  }

  /**
   * Two languages at a time, each in its own phone: much of a sweep is waiting on the page (React
   * shows a page no sooner than 300 ms after its skeleton), and two overlap those waits (measured
   * here: 7 one after the other 12-16 s, two at a time 10-11 s, three no better on 2 cores). Each
   * test awaits its own language's sweep.
   */
  const lanes = inParallel();
  // Two lanes, each running its languages one after the other.
  const lane = [lanes('first lane'), lanes('second lane')] as const;
  LANGUAGES.forEach((lang, index) => {
    lane[index % lane.length]!.step(`${lang}: the filtered list and a detail fit and are translated`, async () => {
      expect(fee.source).toMatchObject({ kind: 'spot', id: spotOrderId, status: 'completed' });
      await sweep(lang);
    });
  });
});
