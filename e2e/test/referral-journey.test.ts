/**
 * The referral programme through the pages, against the real server, in Chinese and in English
 * at 390x844: an inviter opens the promotion page (code, link, figures, how far partner status
 * is); a friend opens the link, signs up with the code filled in, and shows on the inviter's list
 * with what they still have to do; once verified, funded and trading they count, and the
 * rewards of their fees arrive on the page as the hour's payout is made.
 */
import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { contract } from '@h5/shared/contract';
import accountEn from '../../remote-account/src/i18n/en';
import accountZh from '../../remote-account/src/i18n/zh';
import commonEn from '../../shared/src/i18n/common/en';
import commonZh from '../../shared/src/i18n/common/zh';
import { advanceClock, latestCode } from '../lib/dev';
import { api, useApp, type Phone } from '../lib/fixture';
import { inParallel } from '../lib/parallel';
import { seen } from '../lib/settle';
import { deposit, newTrader, PASSWORD, verify, type Trader } from '../lib/trader';

const app = useApp({ env: { CLOCK_CONTROL: '1' } });
const WORDS = { zh: accountZh, en: accountEn } as const;
const COMMON = { zh: commonZh, en: commonEn } as const;

/**
 * Both languages at once, each in its own browser context and inviter: jest runs a file's tests
 * one after another, so each language's set-up and steps are chained here, every chain starts
 * with the file (once the server is up), and each test awaits its own step and fails with it.
 * Most of a language is waiting on pages and the server, and the two overlap. They share the
 * server's calendar (each moves it forward, which can only bring the other's payout sooner) and
 * the browser's clipboard (`withClipboard`).
 */
const languages = inParallel();

/** The browser's clipboard is one for all its contexts: one language copies to it and reads it at a time. */
let clipboard: Promise<unknown> = Promise.resolve();
function withClipboard<T>(work: () => Promise<T>): Promise<T> {
  const run = clipboard.then(work);
  clipboard = run.catch(() => undefined);
  return run;
}

/** What a QR code in a PNG file says. */
async function readQr(file: string): Promise<string | undefined> {
  const png = PNG.sync.read(await readFile(file));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe.each(['zh', 'en'] as const)('referral in %s', (lang) => {
  const words = WORDS[lang].referral;
  let inviter: Trader;
  let phone: Phone;
  let page: Page;
  let link: string;
  let friend: Trader;
  const { setUp, step } = languages(lang);
  /** The friend's phone, a guest's, on the inviter's link. */
  const openLink = async () => {
    const guest = await app.phone({ lang, shots: `referral-${lang}-friend` });
    await guest.page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    return guest;
  };
  let invited: Promise<Phone> | undefined;

  setUp(async () => {
    inviter = await newTrader(`inviter-${lang}`);
    phone = await app.phone({ lang, as: inviter, shots: `referral-${lang}` });
    page = phone.page;
  });
  afterAll(() => phone?.context.close());

  step('shows the inviter their code, link, figures and how far partner status is', async () => {
    await page.goto('/h5/#/pages/promotion/index');
    await seen(page.getByTestId('referral-link'));
    link = (await page.getByTestId('referral-link').innerText()).trim();
    expect(link).toMatch(/\/h5\/#\/pages\/user\/login\/register\?invite_code=[A-Z2-9]{8}$/);
    // The friend opens it meanwhile, to sign up in their step: the app loads while the inviter copies and draws.
    invited = openLink();
    invited.catch(() => undefined); // awaited there
    await seen(page.getByTestId('referral-progress'));
    await phone.look('promotion');
  });

  step('copies the link, or says to copy it by hand when the browser refuses', async () => {
    const status = COMMON[lang].status;
    // The page's clock, flowing with the real one from here on, so the toast's 2 s can be skipped.
    await page.clock.install();
    await phone.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    const copy = page.getByTestId('referral-link').locator('xpath=..').getByRole('button');
    await withClipboard(async () => {
      await copy.click();
      await seen(page.getByText(status.copied));
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);
    });
    // A browser that will not write the clipboard (an in-app webview, a denied permission).
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await copy.click();
    await seen(page.getByText(status.copyFailed));
    await phone.look('copy-failed');
    // Gone before the poster opens, so its screenshot shows the poster alone: the toast's own
    // 2 s (shared/src/toast) run forward.
    await page.clock.fastForward(2_000);
    await seen(page.getByText(status.copyFailed), { state: 'hidden' });
  });

  step('draws the poster, previews it and saves a PNG whose QR code opens the link', async () => {
    await page.getByRole('button', { name: words.poster, exact: true }).click();
    const preview = page.getByTestId('referral-poster');
    await seen(preview);
    await phone.look('poster', preview);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.savePoster }).click()]);
    const code = link.split('=').at(-1)!;
    expect(download.suggestedFilename()).toBe(`invite-${code}.png`);
    await expect(readQr(await download.path())).resolves.toBe(link);
    await page.keyboard.press('Escape');
    await page.locator('.adm-mask').first().click({ position: { x: 10, y: 10 } });
    await seen(preview, { state: 'detached' });
  });

  step('signs a friend up through the link, the code filled in', async () => {
    const guest = await (invited ?? openLink());
    const email = `friend.${lang}.${Date.now()}@example.com`;
    const code = link.split('=').at(-1)!;
    await seen(guest.page.locator('#ac-invite'));
    await expect(guest.page.locator('#ac-invite').inputValue()).resolves.toBe(code);
    await guest.page.locator('#ac-mode-email').click();
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

  step('lists the friend with what they still have to do, then as qualified, and pays the rewards live', async () => {
    await page.reload();
    const row = page.getByTestId('referral-friend').first();
    await seen(row.getByTestId('referral-missing'));
    await phone.look('friend-registered', row);

    // Verified and funded at once (the ops CLI's kyc and deposits desks).
    await Promise.all([verify(friend), deposit(friend, '1000')]);
    await api(contract.spot.place, { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity: '0.001' }, friend.token);
    // A round of jobs shares the fee out (unissued); the payout comes on the next hour.
    await advanceClock(1);
    await advanceClock(3600);
    await page.getByRole('tab', { name: words.tabs.invitees }).click();
    await seen(row.getByText(words.stage.qualified));
    await page.getByRole('tab', { name: words.tabs.rebates }).click();
    await seen(page.getByTestId('referral-share').filter({ hasText: words.status.issued }).first());
    await phone.look('rewards-paid', page.getByTestId('referral-share').first());
    await page.getByRole('tab', { name: words.tabs.rules }).click();
    await phone.look('rules');
    expect(phone.problems).toEqual([]);
  });
});
