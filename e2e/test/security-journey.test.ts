/**
 * The security journey, in a real Chromium at phone size against the real server, in Chinese
 * and in English: a guarded page -> sign up, signed in at once and back on the wanted page ->
 * 2FA turned on with the code computed here from the key the page shows (as the user's app
 * would) -> the anti-phishing code changed with the code sent to the email and the app's code ->
 * a dialog left by going back closes -> log out -> login asks the app's code -> the withdrawal
 * asks it too. A screenshot of each step.
 */
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import type { Language } from '@h5/shared/constants';
import { contract } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import accountEn from '../../remote-account/src/i18n/en';
import accountZh from '../../remote-account/src/i18n/zh';
import { latestCode } from '../lib/dev';
import { api, useApp, type Phone } from '../lib/fixture';
import { settleRoute } from '../lib/settle';
import { deposit, verify, type Trader } from '../lib/trader';
import { randomTronAddress } from '../lib/tron';

const app = useApp();

const STEP_MS = 30_000;
/** Steps either side of the current one the server takes (DRIFT_STEPS in server/src/modules/security/two-factor.ts). */
const DRIFT_STEPS = 1;
/** Time a code must still have in the server's window when made: to type it, screenshot it, send it. */
const SEND_MS = 8_000;

/**
 * The app's next code. The server takes the code of its current 30-second step and of DRIFT_STEPS
 * either side (an app whose clock is a little off), and once it accepts one, that step and every
 * older one are spent (totp_last_step). So, instead of waiting up to 30 s for a new step per code,
 * the code is made for the earliest step newer than `spent` that the server will still take SEND_MS
 * from now: what an app with a clock up to one step behind or ahead would show. Each is still a real
 * code the server checks in full (its secret, its window, newer than the last), and none is sent
 * twice. Step k is taken from (k - DRIFT_STEPS) to (k + DRIFT_STEPS + 1) steps: only when the codes
 * outran the clock is there a wait, for k to come in reach. The server checks codes against this
 * machine's system clock (CLOCK_CONTROL moves only its calendar), so both count the same steps.
 */
async function nextCode(secret: string, spent: number): Promise<{ code: string; step: number }> {
  const earliest = Math.ceil((Date.now() + SEND_MS) / STEP_MS) - DRIFT_STEPS - 1;
  const step = Math.max(spent + 1, earliest);
  const from = (step - DRIFT_STEPS) * STEP_MS;
  if (Date.now() < from) await new Promise((resolve) => setTimeout(resolve, from - Date.now()));
  return { code: new TOTP({ secret: Secret.fromBase32(secret), period: STEP_MS / 1000 }).generate({ timestamp: step * STEP_MS }), step };
}

describe.each(['zh', 'en'] as const)('the security journey in %s', (lang: Language) => {
  const t = (key: string) => translate(lang, key);
  const account = lang === 'zh' ? accountZh : accountEn;
  // No dots before the @: the page shows the email, and the raw-key check reads `a.b` as a key.
  const email = `security-${lang}-${Date.now()}@example.com`;
  const password = 'secret-pass-1';
  let phone: Phone;
  let page: Page;
  let secret = '';
  /** The step of the last code the server accepted (every code is a new step: see nextCode). */
  let spentStep = 0;

  const hash = () => decodeURIComponent(new URL(page.url()).hash.slice(1));
  const chooseEmail = () => page.locator('#ac-mode-email').click();

  beforeAll(async () => {
    phone = await app.phone({ lang, shots: `security-${lang}` });
    page = phone.page;
  });
  afterAll(() => phone?.context.close());

  it('signs up from a guarded page and lands on it signed in, no second password entry', async () => {
    await page.goto('/h5/#/pages/settings/security/index');
    await page.waitForURL(/\/pages\/user\/login\/login/);
    await page.locator(`a[href*="/pages/user/login/register"]`).click();
    await page.waitForURL(/\/pages\/user\/login\/register/);
    expect(hash()).toContain('backpage=/pages/settings/security/index');

    await chooseEmail();
    await page.locator('#ac-account').fill(email);
    await page.locator('.ac-send-code').click();
    await page.locator('#ac-code').fill(await latestCode(email, 'register'));
    await page.locator('#ac-password').fill(password);
    await page.locator('#ac-re-password').fill(password);
    // One box for both documents, each named in it and opening its text without ticking it.
    await expect(page.locator('.ac-agreement').count()).resolves.toBe(1);
    const sentence = await page.locator('.ac-agreement').innerText();
    expect(sentence).toContain(account.agreement.user);
    expect(sentence).toContain(account.agreement.privacy);
    await page.locator('button[type="submit"]').click();
    await page.getByText(t('validation.agreementRequired')).waitFor();
    await page.locator('.ac-agreement__doc', { hasText: account.agreement.privacy }).click();
    await page.getByRole('dialog', { name: account.agreement.privacy }).waitFor();
    const close = page.getByRole('button', { name: account.agreement.close });
    // A trial tap waits for the sheet to stop sliding in.
    await close.click({ trial: true });
    await phone.look('sign-up-privacy-policy');
    await close.click();
    await page.getByRole('dialog', { name: account.agreement.privacy }).waitFor({ state: 'detached' });
    await expect(page.locator('.ac-agreement input').isChecked()).resolves.toBe(false);
    await page.locator('.ac-agreement .adm-checkbox-icon').click();
    await phone.look('sign-up-agreed', page.locator('.ac-agreement'));
    await page.locator('button[type="submit"]').click();

    await page.waitForURL((url) => url.hash === '#/pages/settings/security/index');
    await page.getByRole('button', { name: new RegExp(t('page.twoFactor')) }).waitFor();
    await phone.look('signed-up-on-security');
  });

  it('turns 2FA on with the code computed from the key the page shows, and shows 10 backup codes once', async () => {
    // What a withdrawal needs, through the API while 2FA is still off (the wallet journey covers those pages).
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('h5.session') ?? '{}') as { token: string }).token);
    const trader: Trader = { email, token, user: null };
    await api(contract.user.setFundPassword, { password: '123456', re_password: '123456' }, token);
    await verify(trader);
    await api(contract.user.smsOtherMail, { scene: 'address' }, token);
    const code = await latestCode(email, 'address');
    await api(contract.wallet.addAddress, { currency_id: '3', chain: 'TRC20', address: randomTronAddress(), fund_password: '123456', code }, token);
    await deposit(trader, '200');

    await page.getByRole('button', { name: new RegExp(t('page.twoFactor')) }).click();
    await page.waitForURL(/security\/twoFactor/);
    const key = page.locator('.ac-2fa__key');
    await key.waitFor();
    secret = (await key.innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.locator('.ac-qr').count()).resolves.toBe(1);
    await phone.look('two-factor-setup');

    await page.locator('#ac-2fa-code').fill('000000');
    await page.locator('button[type="submit"]').click();
    await page.locator('.h5-toast--on', { hasText: t('twoFactor.wrong') }).waitFor();

    const first = await nextCode(secret, spentStep);
    spentStep = first.step;
    await page.locator('#ac-2fa-code').fill(first.code);
    await page.locator('button[type="submit"]').click();
    await page.locator('.ac-2fa__backups li').nth(9).waitFor();
    await expect(page.locator('.ac-2fa__backups li').count()).resolves.toBe(10);
    await phone.look('two-factor-backup-codes');

    await page.locator('.ac-form__submit').click();
    await page.waitForURL(/security\/index/);
    await page.getByRole('button', { name: new RegExp(t('page.twoFactor')) }).waitFor();
    // The session's copy of the profile follows: every page now knows 2FA is on.
    await page.waitForFunction(() => (JSON.parse(localStorage.getItem('h5.session') ?? '{}') as { user?: { two_factor?: boolean } }).user?.two_factor === true);
    await phone.look('two-factor-on');
  });

  it('changes the anti-phishing code only with the code sent to the email and the app\'s code, as an address change', async () => {
    await page.getByRole('button', { name: new RegExp(t('page.antiPhishing')) }).click();
    await page.waitForURL(/security\/antiPhishing/);
    await page.locator('#ac-anti-phishing').fill('Blue42');
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('#ac-code-error').innerText()).resolves.toBe(t('validation.codeRequired'));
    await expect(page.locator('#ac-anti-phishing-2fa-error').innerText()).resolves.toBe(t('validation.twoFactorCodeRequired'));
    await phone.look('anti-phishing-asks-codes');

    await page.locator('.ac-send-code').click();
    await page.locator('#ac-code').fill(await latestCode(email, 'security'));
    const next = await nextCode(secret, spentStep);
    spentStep = next.step;
    await page.locator('#ac-anti-phishing-2fa').fill(next.code);
    await phone.look('anti-phishing-filled');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/security\/index/);
    await page.getByRole('button', { name: new RegExp(`${t('page.antiPhishing')}.*Blue42`) }).waitFor();
    await phone.look('anti-phishing-changed');
  });

  it('asks the code to delete an address, and the dialog goes when the user goes back', async () => {
    await phone.go('/pages/user/address/index');
    await page.locator('.ac-address__open').first().click();
    await page.waitForURL(/address\/address/);
    await page.locator('.ac-button-danger').click();
    const dialog = page.locator('.adm-dialog');
    await dialog.locator('input').waitFor();
    await phone.look('address-delete-asks-code');
    await page.goBack();
    await page.waitForURL(/address\/index/);
    await dialog.waitFor({ state: 'detached' });
    await phone.look('address-delete-back');
  });

  it('asks the app\'s code at login after the password, and opens no session before it', async () => {
    await phone.go('/pages/settings/index');
    await page.getByRole('button', { name: t('action.logOut') }).click();
    await page.waitForURL(/\/pages\/index\/index/);
    // What a user waits for: home shown, its markets listed.
    await page.locator('.ct-gainers__row').first().waitFor();

    await phone.go('/pages/assets/withdraw/index?currency_id=3');
    await page.waitForURL(/\/pages\/user\/login\/login/);
    await chooseEmail();
    await page.locator('#ac-account').fill(email);
    await page.locator('#ac-password').fill(password);
    await page.locator('button[type="submit"]').click();

    await page.locator('#ac-login-2fa').waitFor();
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('h5.session') ?? '{}') as { token?: string }).token ?? '')).toBe('');
    await phone.look('login-asks-code');

    // The codes used so far are spent: the app's next one is needed.
    const next = await nextCode(secret, spentStep);
    spentStep = next.step;
    await page.locator('#ac-login-2fa').fill(next.code);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => decodeURIComponent(url.hash).startsWith('#/pages/assets/withdraw/index'));
  });

  it('asks the app\'s code for a withdrawal', async () => {
    await page.locator('#ac-withdraw-2fa').waitFor();
    await page.locator('#ac-withdraw-amount').fill('50');
    await page.locator('#ac-withdraw-password').fill('123456');
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('#ac-withdraw-2fa-error').innerText()).resolves.toBe(t('validation.twoFactorCodeRequired'));
    await phone.look('withdraw-asks-code');

    const next = await nextCode(secret, spentStep);
    spentStep = next.step;
    await page.locator('#ac-withdraw-2fa').fill(next.code);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/withdraw\/detail/);
    // The detail as loaded, not its skeleton, in the screenshot.
    await expect(settleRoute(page, { page: 'withdrawDetail', path: '/pages/assets/withdraw/detail' }, `${lang} withdrawal detail`)).resolves.toBe(true);
    await phone.look('withdraw-done');
    // The one wrong code typed on purpose (turning 2FA on) is the only refusal the browser logs.
    expect(phone.problems).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });
});
