/**
 * The referral programme through the pages, against the real server, in Chinese and in English
 * at 390x844: an inviter opens the promotion page (code, link, figures, how far partner status
 * is); a friend opens the link, signs up with the code filled in, and shows on the inviter's list
 * with what they still have to do; once verified, funded and trading they count, and the
 * rewards of their fees arrive on the page as the hour's payout is made.
 */
import type { Page } from 'playwright-core';
import { contract } from '@h5/shared/contract';
import accountEn from '../../remote-account/src/i18n/en';
import accountZh from '../../remote-account/src/i18n/zh';
import { advanceClock, latestCode } from '../lib/dev';
import { api, useApp, type Phone } from '../lib/fixture';
import { deposit, newTrader, PASSWORD, verify, type Trader } from '../lib/trader';

const app = useApp({ env: { CLOCK_CONTROL: '1' } });
const WORDS = { zh: accountZh, en: accountEn } as const;

describe.each(['zh', 'en'] as const)('referral in %s', (lang) => {
  const words = WORDS[lang].referral;
  let inviter: Trader;
  let phone: Phone;
  let page: Page;
  let link: string;
  let friend: Trader;

  beforeAll(async () => {
    inviter = await newTrader(`inviter-${lang}`);
    phone = await app.phone({ lang, as: inviter, shots: `referral-${lang}` });
    page = phone.page;
  });
  afterAll(() => phone?.context.close());

  it('shows the inviter their code, link, figures and how far partner status is', async () => {
    await page.goto('/h5/#/pages/promotion/index');
    link = (await page.getByTestId('referral-link').innerText()).trim();
    expect(link).toMatch(/\/h5\/#\/pages\/user\/login\/register\?invite_code=[A-Z2-9]{8}$/);
    await page.getByTestId('referral-progress').waitFor();
    await phone.look('promotion');
  });

  it('signs a friend up through the link, the code filled in', async () => {
    const guest = await app.phone({ lang, shots: `referral-${lang}-friend` });
    const email = `friend.${lang}.${Date.now()}@example.com`;
    await guest.page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    const code = link.split('=').at(-1)!;
    await expect(guest.page.locator('#ac-invite').inputValue()).resolves.toBe(code);
    await guest.page.locator('.ac-mode-tabs .adm-tabs-tab').last().click();
    await guest.page.locator('#ac-account').fill(email);
    await guest.page.locator('.ac-send-code').click();
    await guest.page.locator('#ac-code').fill(await latestCode(email, 'register'));
    await guest.page.locator('#ac-password').fill(PASSWORD);
    await guest.page.locator('#ac-re-password').fill(PASSWORD);
    await guest.page.locator('.ac-agreement .adm-checkbox-icon').click();
    await guest.look('sign-up-with-code', guest.page.locator('#ac-invite'));
    await guest.page.locator('button[type="submit"]').click();
    await guest.page.waitForURL((url) => !url.hash.includes('/login/register'));
    expect(guest.problems).toEqual([]);
    await guest.context.close();
    const login = await api(contract.user.login, { type: 'email', account: email, password: PASSWORD });
    if (!('token' in login)) throw new Error('2FA asked');
    friend = { email, token: login.token, user: login.user };
  });

  it('lists the friend with what they still have to do, then as qualified, and pays the rewards live', async () => {
    await page.reload();
    const row = page.getByTestId('referral-friend').first();
    await row.getByTestId('referral-missing').waitFor();
    await phone.look('friend-registered', row);

    await verify(friend);
    await deposit(friend, '1000');
    await api(contract.spot.place, { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity: '0.001' }, friend.token);
    // A round of jobs shares the fee out (unissued); the payout comes on the next hour.
    await advanceClock(1);
    await advanceClock(3600);
    await page.getByRole('tab', { name: words.tabs.invitees }).click();
    await row.getByText(words.stage.qualified).waitFor();
    await page.getByRole('tab', { name: words.tabs.rebates }).click();
    await page.getByTestId('referral-share').filter({ hasText: words.status.issued }).first().waitFor();
    await phone.look('rewards-paid', page.getByTestId('referral-share').first());
    await page.getByRole('tab', { name: words.tabs.rules }).click();
    await phone.look('rules');
    expect(phone.problems).toEqual([]);
  });
});
