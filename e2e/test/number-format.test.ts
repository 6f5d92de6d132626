/**
 * One number format across the pages: for a trader who holds something everywhere (balances in
 * every account, a spot order, a trust order, a new-coin subscription, a claimed airdrop), every
 * amount, price and percent the pages show is written the way the page's language writes
 * numbers: English groups from four digits with commas and points its decimals; Spanish groups
 * from five digits with dots and uses a decimal comma. A figure written any other way (ungrouped,
 * or with the other language's separators) fails, named with its page.
 */
import type { Page, Request } from 'playwright-core';
import { contract, type AirdropCampaign, type NewCoinProject } from '@h5/shared/contract';
import { api, useApp } from '../lib/fixture';
import { inParallel } from '../lib/parallel';
import { settled, show } from '../lib/settle';
import { deposit, newTrader, transfer, verify, type Trader } from '../lib/trader';

const app = useApp();
let trader: Trader;
let pages: Array<{ name: string; path: string; ready: string }>;

beforeAll(async () => {
  trader = await newTrader('numbers');
  await deposit(trader, '25000');
  // What the trader holds is made at once, each step waiting only on what it needs (the
  // deposit covers them all: 25 000 USDT for 14 500 moved out, 1 000 on order, 2 500 subscribed).
  const [order, nova] = await Promise.all([
    transfer(trader, 'trust', '12000').then(() => api(contract.trust.buy, { product_id: '2', amount: '10000', agree: '1' }, trader.token)),
    (async () => {
      const projects = await api(contract.newCoin.projects, { state: 'subscribing' }, trader.token);
      const nova = projects.find((project) => project.coin === 'NOVA') as NewCoinProject;
      await api(contract.newCoin.subscribe, { product_id: String(nova.id), amount: '2500' }, trader.token);
      return nova;
    })(),
    // The airdrop claimable first once the trader is verified (as before: the 5 USDT one).
    verify(trader).then(async () => {
      const campaigns = await api(contract.airdrop.campaigns, {}, trader.token);
      const open = campaigns.find((campaign) => campaign.state === 'claimable') as AirdropCampaign;
      await api(contract.airdrop.claim, { id: String(open.id) }, trader.token);
    }),
    transfer(trader, 'contract', '1500'),
    transfer(trader, 'option', '1000'),
    api(contract.spot.place, { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '20000', quantity: '0.05' }, trader.token),
  ]);
  pages = [
    { name: 'assets', path: '/pages/assets/index', ready: '.ac-account' },
    { name: 'spot account', path: '/pages/assets/tradeAccount?account=coin', ready: '.ac-balance' },
    { name: 'records', path: '/pages/assets/record', ready: '.ac-row' },
    { name: 'spot', path: '/pages/trade/index?tab=waiting', ready: '[data-testid="spot-available"]' },
    { name: 'contracts', path: '/pages/lever/index', ready: '[data-testid="contract-balance"]' },
    { name: 'options', path: '/pages/option/detail', ready: '.tr-option-time' },
    { name: 'trust products', path: '/pages/finance/index', ready: 'article' },
    { name: 'trust buy', path: '/pages/finance/buyPage?id=2', ready: '#wl-buy-amount' },
    { name: 'trust orders', path: `/pages/finance/ordersPage?id=${order.id}`, ready: '.wl-order' },
    { name: 'wealth hub', path: '/pages/template/index', ready: '.wl-section-head' },
    { name: 'new coin', path: `/pages/publication/details?id=${nova.id}`, ready: '.wn-description' },
    { name: 'new coin records', path: '/pages/publication/index?tab=mine', ready: '.wl-card' },
    { name: 'airdrops', path: '/pages/airdrop/index', ready: '.wl-airdrop__record' },
    { name: 'notifications', path: '/pages/notifications/index', ready: '.ct-note' },
  ];
}, 90_000);

/** The figures of the page: numbers beside a currency code or a percent sign, as written. */
const figuresOf = (page: Page) =>
  page.evaluate(() => {
    const text = (document.querySelector('.h5-page__body') as HTMLElement | null)?.innerText ?? '';
    const figure = /-?\+?[\d.,]*\d(?:\s| )?(?:%|(?:USDT|USDC|BTC|ETH|BNB|SOL|XRP|TRX|DOGE|NOVA|ORBT|[A-Z]{3,5})\b)/g;
    return [...text.matchAll(figure)].map((match) => match[0].replace(/\s|\u00a0/g, ' ').trim());
  });

/** How a language writes a number: its group and decimal marks, and from how many digits it groups. */
const WRITING = {
  en: { group: ',', decimal: '.', groupFrom: 4 },
  esp: { group: '.', decimal: ',', groupFrom: 5 },
} as const;

/** Whether `figure`'s number is written the way `lang` writes numbers. */
function writtenAs(figure: string, lang: keyof typeof WRITING): boolean {
  const { group, decimal, groupFrom } = WRITING[lang];
  const number = (/[\d.,]*\d/.exec(figure) ?? [''])[0];
  const [int = '', frac, extra] = number.split(decimal);
  if (extra !== undefined) return false;
  if (frac !== undefined && !/^\d+$/.test(frac)) return false;
  const digits = int.split(group).join('');
  if (!/^\d+$/.test(digits)) return false;
  const grouped = digits.length >= groupFrom ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, group) : digits;
  return int === grouped;
}

const LANGS = ['en', 'esp'] as const;
type Lang = (typeof LANGS)[number];

/** Every page in `lang`, one phone moved by hash changes: how many figures it saw, and those written wrong. */
async function sweep(lang: Lang): Promise<{ seen: number; wrong: string[] }> {
  const { page, context } = await app.phone({ lang, as: trader });
  // The page's API requests still unanswered.
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  const wrong: string[] = [];
  let seen = 0;
  try {
    for (const { name, path, ready } of pages) {
      // Read once the page is settled (its route shown with `ready`, no placeholder, a still DOM)
      // instead of a fixed 400 ms after `ready`; each page by a hash change in the loaded app.
      await show(page, path, ready);
      // Some parts load by a request of their own with no placeholder meanwhile (the assets
      // page's holds and currencies' decimals, the trust buy page's balance): once the page's
      // requests are answered, settled again.
      if (pending.size) {
        const deadline = Date.now() + 10_000;
        while (pending.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
        await settled(page, ready);
      }
      const figures = await figuresOf(page);
      seen += figures.length;
      for (const figure of figures) if (!writtenAs(figure, lang)) wrong.push(`${name}: ${figure}`);
    }
  } finally {
    await context.close();
  }
  return { seen, wrong };
}

/**
 * Both languages' sweeps at once, each in its own phone: most of a sweep is the page waiting
 * (React shows a page loaded for the first time no sooner than 300 ms after its skeleton), and
 * two sweeps overlap those waits. Each test checks its own.
 */
const sweeps = inParallel();
for (const lang of LANGS) {
  sweeps(lang).step(`${lang}: every figure on every page is written the language's way`, async () => {
    const { seen, wrong } = await sweep(lang);
    expect(seen).toBeGreaterThan(60);
    expect(wrong).toEqual([]);
  });
}
