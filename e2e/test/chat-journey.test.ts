/**
 * Support chat through the pages, against the real server, in Chinese and in English at 390x844:
 * a guest is asked to log in; a user opens the chat from a withdrawal record, which comes
 * attached; help articles are suggested while the first message is typed; support, on the ops
 * CLI, sees the message with the withdrawal, reads it, types and answers with words and a
 * picture; the user sees each step (sent, delivered, read, typing) and the unread badge on home.
 * A chat opened from a spot order carries the order. A chat opened from home just after a refusal is about that refusal, and a guest's refusal
 * waits through the login the chat asks for.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { contract } from '@h5/shared/contract';
import { mulDecimal, roundTo } from '@h5/shared/money';
import contentEn from '../../remote-content/src/i18n/en';
import pagesEn from '../../remote-content/src/i18n/more/en';
import pagesZh from '../../remote-content/src/i18n/more/zh';
import contentZh from '../../remote-content/src/i18n/zh';
import accountEn from '../../remote-account/src/i18n/en';
import accountZh from '../../remote-account/src/i18n/zh';
import tradingEn from '../../remote-trading/src/i18n/en';
import tradingZh from '../../remote-trading/src/i18n/zh';
import commonEn from '../../shared/src/i18n/common/en';
import commonZh from '../../shared/src/i18n/common/zh';
import serverEn from '../../shared/src/i18n/server/en';
import serverZh from '../../shared/src/i18n/server/zh';
import { api, useApp, type Phone } from '../lib/fixture';
import { pngImage } from '../lib/images';
import { ops } from '../lib/ops';
import { deposit, newTrader, PASSWORD, requestWithdrawal, type Trader } from '../lib/trader';

const app = useApp();

const WORDS = {
  zh: { content: { ...contentZh, ...pagesZh }, account: accountZh, trading: tradingZh, common: commonZh, server: serverZh.server },
  en: { content: { ...contentEn, ...pagesEn }, account: accountEn, trading: tradingEn, common: commonEn, server: serverEn.server },
} as const;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

describe.each(['zh', 'en'] as const)('support chat in %s', (lang) => {
  const words = WORDS[lang];
  let phone: Phone;
  let page: Page;
  let trader: Trader;
  let withdrawalId: number;
  let conversation: string;

  beforeAll(async () => {
    trader = await newTrader(`chat-${lang}`);
    withdrawalId = await requestWithdrawal(trader, '25');
  });
  afterAll(() => phone?.context.close());

  it('asks a guest to log in', async () => {
    const guest = await app.phone({ lang, shots: `chat-${lang}-guest` });
    await guest.page.goto('/h5/#/pages/help-center/chat');
    await guest.page.getByRole('heading', { name: words.content.chat.loginTitle }).waitFor();
    await guest.look('guest');
    await guest.context.close();
  });

  it('opens from a withdrawal record with it attached, suggests help, and sends', async () => {
    phone = await app.phone({ lang, as: trader, shots: `chat-${lang}` });
    page = phone.page;
    await page.goto(`/h5/#/pages/assets/withdraw/detail?id=${withdrawalId}`);
    await page.getByTestId('ask-support').click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/help-center/chat'));
    const attached = page.getByTestId('chat-context');
    await attached.filter({ hasText: fill(words.content.chat.context.withdrawal, { ref: withdrawalId }) }).waitFor();
    await attached.filter({ hasText: words.content.chat.status.pending }).waitFor();
    // Nobody has watched yet in the first run: the offline promise. (The second run's support may have watched within the minute.)
    const presence = page.getByTestId('chat-presence');
    if (lang === 'zh') await presence.filter({ hasText: fill(words.content.chat.offline, { hours: 12 }) }).waitFor();
    else await presence.waitFor();

    const box = page.getByRole('textbox', { name: words.content.chat.placeholder });
    await box.fill(lang === 'zh' ? '提现' : 'withdraw');
    await page.getByTestId('chat-suggestions').getByRole('link').first().waitFor();
    await phone.look('context-and-suggestions');
    const question = lang === 'zh' ? '我的提现什么时候到账？' : 'When will my withdrawal arrive?';
    await box.fill(question);
    await page.getByRole('button', { name: words.content.chat.send, exact: true }).click();
    const mine = page.getByTestId('chat-message').filter({ hasText: question });
    await mine.and(page.locator('[data-state="sent"]')).waitFor();
    await mine.getByTestId('chat-message-context').waitFor();
    await expect(page.getByTestId('chat-context').count()).resolves.toBe(0);
    await phone.look('sent', mine);
  });

  it('support sees it with the withdrawal, reads, types and answers with words and a picture', async () => {
    const watched = await ops('chat', 'watch', '--after', '0', '--once');
    const line = watched.split('\n').find((text) => text.includes(lang === 'zh' ? '我的提现' : 'When will my withdrawal'))!;
    conversation = /conversation (\d+)/.exec(line)![1]!;
    expect(watched).toContain(`    about: withdrawal ${withdrawalId}: 25.000000 USDT, pending, `);
    const mine = page.getByTestId('chat-message').filter({ has: page.getByTestId('chat-message-context') });
    await mine.and(page.locator('[data-state="delivered"]')).waitFor();

    await ops('chat', 'open', conversation);
    await mine.and(page.locator('[data-state="read"]')).waitFor();
    await phone.look('read', mine);

    await ops('chat', 'typing', conversation);
    await page.getByTestId('chat-typing').filter({ hasText: words.content.chat.typing }).waitFor();
    await phone.look('support-typing', page.getByTestId('chat-typing'));

    const picture = join(tmpdir(), `support-${lang}.png`);
    await writeFile(picture, pngImage(160));
    await ops('chat', 'reply', conversation, 'Approved within the hour.');
    await ops('chat', 'reply', conversation, '--image', picture);
    const answers = page.locator('[data-testid="chat-message"][data-sender="agent"]');
    await answers.filter({ hasText: 'Approved within the hour.' }).waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[data-sender="agent"] .ct-chat__picture');
      return image !== null && image.src.startsWith('blob:') && image.complete && image.naturalWidth > 0;
    });
    await phone.look('answered', answers.last());
    expect(phone.problems).toEqual([]);
  });

  it('shows support\'s answers unread on home until the chat is opened', async () => {
    await phone.go('/pages/index/index');
    await page.locator('.ct-entries').waitFor();
    await ops('chat', 'reply', conversation, 'Anything else?');
    const badge = page.locator('.ct-entries__item', { hasText: words.content.home.entry.chat }).getByTestId('chat-unread');
    await badge.filter({ hasText: '1' }).waitFor();
    await phone.look('home-badge', badge);
    await page.locator('.ct-entries__item', { hasText: words.content.home.entry.chat }).click();
    await page.getByTestId('chat-message').filter({ hasText: 'Anything else?' }).waitFor();
    await phone.go('/pages/index/index');
    await expect(badge.count()).resolves.toBe(0);
    expect(phone.problems).toEqual([]);
  });

  it('is about the error just seen when opened right after it, and the user may drop it', async () => {
    await deposit(trader, '30');
    await phone.go('/pages/assets/withdraw/index');
    await page.locator('#ac-withdraw-amount').fill('10');
    await page.locator('#ac-withdraw-password').fill('654321');
    await page.locator('button[type="submit"]').click();
    const refusal = words.common.wallet.fundPasswordWrong;
    await page.locator('.h5-toast--on', { hasText: refusal }).waitFor();

    await phone.go('/pages/index/index');
    await page.locator('.ct-entries__item', { hasText: words.content.home.entry.chat }).click();
    const attached = page.getByTestId('chat-context').filter({ hasText: fill(words.content.chat.context.error, { text: refusal }) });
    await attached.waitFor();
    await phone.look('about-the-error', attached);
    await attached.getByRole('button', { name: words.content.chat.removeContext }).click();
    await expect(page.getByTestId('chat-context').count()).resolves.toBe(0);

    // Taken once: the chat opened again later is about nothing in particular.
    await phone.go('/pages/index/index');
    await page.locator('.ct-entries__item', { hasText: words.content.home.entry.chat }).click();
    await page.getByRole('textbox', { name: words.content.chat.placeholder }).waitFor();
    await expect(page.getByTestId('chat-context').count()).resolves.toBe(0);
    expect(phone.problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
  });

  it('opens from a spot order with it attached: its pair, total and status', async () => {
    // A bid at half the price, so it waits.
    const live = (await api(contract.market.quotation)).find((ticker) => ticker.symbol === 'BTC/USDT')!.price;
    const price = roundTo(mulDecimal(live, '0.5'), 0, 'down');
    const order = await api(contract.spot.place, { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price, quantity: '0.0002' }, trader.token);
    await phone.go('/pages/trade/index?symbol=BTC/USDT&tab=waiting');
    const card = page.getByRole('article', { name: fill(words.trading.orders.orderLabel, { id: order.id }) });
    await phone.look('spot-order', card);
    await card.getByTestId('ask-support').click();
    const attached = page.getByTestId('chat-context');
    await attached.filter({ hasText: fill(words.content.chat.context.spot, { ref: order.id }) }).waitFor();
    const shown = await attached.innerText();
    expect(shown).toContain('BTC/USDT');
    expect(shown).toContain(words.content.chat.status.waiting);
    await phone.look('about-a-spot-order', attached);
    await api(contract.spot.cancel, { id: order.id }, trader.token);
  });

  it('keeps a guest\'s error for the chat opened once logged in', async () => {
    const guest = await app.phone({ lang, shots: `chat-${lang}-guest-error` });
    const logIn = async (password: string) => {
      await guest.page.locator('#ac-mode-email').click();
      await guest.page.locator('#ac-account').fill(trader.email);
      await guest.page.locator('#ac-password').fill(password);
      await guest.page.locator('button[type="submit"]').click();
    };
    await guest.page.goto('/h5/#/pages/user/login/login');
    await logIn('not-the-password-1');
    const refusal = words.server.wrongCredentials;
    await guest.page.locator('.h5-toast--on', { hasText: refusal }).waitFor();

    // Asked to log in first: the chat is not live yet, so the error waits for it.
    await guest.go('/pages/index/index');
    await guest.page.locator('.ct-entries__item', { hasText: words.content.home.entry.chat }).click();
    await guest.page.getByRole('button', { name: words.content.chat.login }).click();
    await logIn(PASSWORD);
    const attached = guest.page.getByTestId('chat-context').filter({ hasText: fill(words.content.chat.context.error, { text: refusal }) });
    await attached.waitFor();
    await guest.look('guest-error-kept', attached);
    expect(guest.problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
    await guest.context.close();
  });
});

describe('with support elsewhere (SUPPORT_URL)', () => {
  const SUPPORT = 'https://support.example.com/chat';
  const elsewhere = useApp({ env: { SUPPORT_URL: SUPPORT } });

  it('the home chat entry leads a guest to it (it needs no session of ours)', async () => {
    const guest = await elsewhere.phone({ lang: 'en', shots: 'chat-en-elsewhere' });
    await guest.page.goto('/h5/#/pages/index/index');
    await guest.page.locator('.ct-entries__item', { hasText: WORDS.en.content.home.entry.chat }).click();
    const link = guest.page.getByRole('link', { name: WORDS.en.content.chat.openExternal });
    await expect(link.getAttribute('href')).resolves.toBe(SUPPORT);
    await expect(guest.page.getByRole('heading', { name: WORDS.en.content.chat.loginTitle }).count()).resolves.toBe(0);
    await guest.look('external', link);
    expect(guest.problems).toEqual([]);
    await guest.context.close();
  });
});
