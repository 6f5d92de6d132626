/**
 * The wallet journey of a new user, through the pages, against the real server, reviewed by
 * the ops CLI: basic and advanced verification -> deposit with proof -> approved -> transfer to
 * the contract account and back -> fund password -> address -> withdraw -> a fourth withdrawal
 * the same day refused -> the records show each state, and a deposit and a withdrawal open
 * their details with the ledger entries they made. In Chinese and in English, with a
 * screenshot of every page.
 */
import type { Page } from 'playwright-core';
import { contract } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import accountEn from '../../remote-account/src/i18n/en';
import accountZh from '../../remote-account/src/i18n/zh';
import { latestCode, uploadedFile } from '../lib/dev';
import { api, apiReply, useApp, type Phone } from '../lib/fixture';
import { oversizedJpeg, pngImage } from '../lib/images';
import { ops } from '../lib/ops';
import { newTrader, pendingReviews, type Trader } from '../lib/trader';
import { randomTronAddress } from '../lib/tron';

const app = useApp();

const WORDS = {
  zh: { country: '日本', pending: '审核中', approved: '已通过', rejected: '已拒绝' },
  en: { country: 'Japan', pending: 'Under review', approved: 'Approved', rejected: 'Rejected' },
} as const;

describe.each(['zh', 'en'] as const)('the wallet journey in %s', (lang) => {
  const words = {
    ...WORDS[lang],
    contract: translate(lang, 'account.contract'),
    option: translate(lang, 'account.option'),
    tooLarge: translate(lang, 'upload.tooLarge'),
  };
  const account = lang === 'zh' ? accountZh : accountEn;
  let phone: Phone;
  let page: Page;
  /** A user signed up and logged in through the API (the sign-up pages have their own journey). */
  let user: Trader;

  const rowsAtLeast = (n: number) => page.waitForFunction((count) => document.querySelectorAll('.ac-row').length >= count, n);
  /** What is missing for a withdrawal is asked once, in place of the form (no dialog on top); its button leads on. */
  const missing = async () => {
    await page.locator('.ac-notice').waitFor();
    await expect(page.locator('.adm-dialog').count()).resolves.toBe(0);
  };
  const wayForward = () => page.locator('.ac-notice__action').click();
  const pendingOf = (desk: 'deposits' | 'withdrawals' | 'kyc') => pendingReviews(desk, user);

  beforeAll(async () => {
    user = await newTrader(`wallet-${lang}`);
    phone = await app.phone({ lang, as: user, shots: `wallet-${lang}` });
    page = phone.page;
    await page.goto('/h5/#/pages/assets/index');
    await page.locator('.ac-account').first().waitFor();
    await phone.look('assets');
  });
  afterAll(() => phone?.context.close());

  it('verifies the identity: basic, then advanced, each approved by the ops CLI', async () => {
    // Withdrawing first: the first check stops it, with the way to verification.
    await phone.go('/pages/assets/withdraw/index');
    await missing();
    await phone.look('withdraw-not-verified');
    await wayForward();
    await page.waitForURL(/verification\/index/);
    await page.locator('.ac-level').first().waitFor();
    await phone.look('verification');

    await page.locator('.ac-level__start').first().click();
    await page.waitForURL(/verification\/basic/);
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('.h5-field__error').count()).resolves.toBeGreaterThanOrEqual(4);
    await phone.look('verification-basic-errors');
    await page.locator('#ac-kyc-country').click();
    await page.locator('.ac-sheet input[type="search"]').fill(words.country);
    await page.locator('.ac-sheet .ac-menu__row').first().click();
    await page.locator('#ac-kyc-name').fill('Ana Tester');
    await page.locator('#ac-kyc-id').fill('X1234567');
    await page.locator('#ac-kyc-address').fill('1-2-3 Shibuya, Tokyo');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/verification\/index/);
    await expect(page.locator('.ac-level').first().innerText()).resolves.toContain(words.pending);

    const [basic] = await pendingOf('kyc');
    expect(basic?.level).toBe('basic');
    expect(await ops('kyc', 'approve', basic!.id!)).toContain('approved');
    await page.reload();
    await page.locator('.ac-level__start').waitFor();
    await phone.look('verification-basic-verified');

    await page.locator('.ac-level__start').click();
    await page.waitForURL(/verification\/advanced/);
    // The document first: nothing to upload until it is chosen.
    await page.locator('.ac-kyc-types').waitFor();
    await expect(page.locator('.h5-upload').count()).resolves.toBe(0);
    await page.locator('button[type="submit"]').click();
    await page.getByText(translate(lang, 'validation.idTypeRequired')).waitFor();
    await phone.look('verification-advanced-choose');
    // A passport has no back: its photo page, its cover, and held open; each with a drawn sample.
    await page.locator('.ac-kyc-type', { hasText: account.verify.idTypes.passport }).click();
    const photo = account.verify.photo;
    await expect(page.locator('.h5-upload__label').allInnerTexts()).resolves.toEqual([photo.passportPage, photo.passportCover, photo.holdPassport]);
    await expect(page.locator('.ac-sample .ac-sample__art').count()).resolves.toBe(3);
    await expect(page.locator('.ac-sample img').count()).resolves.toBe(0);
    await phone.look('verification-advanced-passport', page.locator('.ac-sample').nth(1));
    // Another document starts over with its own photos and samples.
    await page.locator('.ac-kyc-type', { hasText: account.verify.idTypes.id_card }).click();
    await expect(page.locator('.h5-upload__label').allInnerTexts()).resolves.toEqual([photo.cardFront, photo.cardBack, photo.holdCard]);
    await phone.look('verification-advanced-id-card', page.locator('.ac-sample').first());
    await page.locator('.ac-kyc-type', { hasText: account.verify.idTypes.driving_licence }).click();
    await expect(page.locator('.h5-upload__label').first().innerText()).resolves.toBe(photo.licenceFront);
    await phone.look('verification-advanced-licence', page.locator('.ac-sample').first());
    await page.locator('.ac-kyc-type', { hasText: account.verify.idTypes.passport }).click();
    for (const side of ['front', 'back', 'hand']) {
      await page.locator(`#ac-kyc-${side}`).setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: pngImage() });
      await page.locator(`#ac-kyc-${side} ~ div .h5-upload__note--done`).waitFor({ timeout: 20_000 });
    }
    await phone.look('verification-advanced');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/verification\/index/);
    const [advanced] = await pendingOf('kyc');
    expect(advanced?.level).toBe('advanced');
    // The reviewer sees which document the photos are of.
    expect(advanced?.id_type).toBe('passport');
    // A reviewer can read the photos through the CLI; nobody else can.
    expect((await ops('file', advanced!.front!)).length).toBeGreaterThan(0);
    const stranger = await uploadedFile(advanced!.front!);
    expect(stranger.status).toBe(401);
    await ops('kyc', 'approve', advanced!.id!);
    await page.reload();
    await page.locator('.ac-level').nth(1).waitFor();
    await expect(page.locator('.ac-level').nth(1).innerText()).resolves.not.toContain(words.pending);
    await phone.look('verification-done');
  });

  it('deposits with a proof image, approved by the ops CLI into the spot account', async () => {
    await phone.go('/pages/assets/deposit/index');
    await page.locator('.ac-menu .ac-coin').first().waitFor();
    await phone.look('deposit');
    // USDT, listed first; its sheet offers TRC20 first.
    await page.locator('.ac-menu .ac-coin').first().click();
    await page.locator('.ac-method').first().waitFor();
    await page.locator('.ac-method').first().click();
    await page.waitForURL(/deposit\/charge/);
    await page.locator('.ac-qr').waitFor();
    await phone.look('deposit-charge');

    await page.locator('#ac-deposit-proof').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: oversizedJpeg() });
    await page.getByText(words.tooLarge).waitFor();
    await page.locator('#ac-deposit-amount').fill('500');
    await page.locator('#ac-deposit-proof').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: pngImage() });
    await page.locator('.h5-upload__note--done').waitFor({ timeout: 20_000 });
    await phone.look('deposit-filled');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/assets\/record/);
    await page.locator('.ac-row').first().waitFor();
    await expect(page.locator('.ac-row').first().innerText()).resolves.toContain(words.pending);

    const [deposit] = await pendingOf('deposits');
    await ops('deposits', 'approve', deposit!.id!);
    await page.reload();
    await page.locator('.ac-row').first().waitFor();
    await expect(page.locator('.ac-row').first().innerText()).resolves.toContain(words.approved);
    await phone.look('records-deposit-approved');

    // The row opens the deposit: its network, address and review, and the entry its approval made.
    await page.locator('.ac-row').first().click();
    await page.waitForURL(/deposit\/detail\?id=/);
    await page.locator('.ac-detail-head').waitFor();
    await expect(page.locator('[data-testid="record-amount"]').innerText()).resolves.toContain('500');
    const facts = await page.locator('.h5-facts').innerText();
    expect(facts).toContain('TRC20');
    expect(facts).toContain(account.records.reviewed);
    const entries = page.locator('.ac-entries [data-testid="ledger-row"]');
    await expect(entries.count()).resolves.toBe(1);
    await expect(entries.first().innerText()).resolves.toContain(account.records.step.deposit);
    await phone.look('deposit-detail');
    await entries.first().click();
    await page.waitForURL(/record\/detail\?id=/);
    await page.locator('[data-testid="ledger-source"]').waitFor();
    await phone.look('deposit-ledger-entry');
  });

  it('moves money to the contract account and back', async () => {
    await phone.go('/pages/assets/transfer/index');
    await page.locator('#ac-transfer-amount').waitFor();
    await page.locator('#ac-transfer-to').click();
    await page.locator('.ac-sheet .ac-menu__row', { hasText: words.contract }).click();
    await page.locator('#ac-transfer-amount').fill('99999');
    await page.locator('button[type="submit"]').click();
    await page.locator('.h5-field__error').first().waitFor();
    await page.locator('#ac-transfer-amount').fill('120.5');
    await phone.look('transfer');
    await page.locator('button[type="submit"]').click();
    await page.locator('.h5-toast--on').waitFor();

    await page.locator('.ac-transfer-pair__swap').click();
    await page.locator('#ac-transfer-amount').fill('20.5');
    await page.locator('button[type="submit"]').click();
    await page.locator('.h5-toast--on').waitFor();

    await phone.go('/pages/assets/transfer/record');
    await rowsAtLeast(2);
    await phone.look('transfer-record');
    const wallet = await api(contract.wallet.list, {}, user.token);
    const usdt = (type: string) => wallet.accounts.find((a) => a.type === type)?.balances.find((b) => b.currency === 'USDT')?.available;
    expect(Number(usdt('contract'))).toBe(100);
    expect(Number(usdt('coin'))).toBe(400);
  });

  it('follows its query each time it is shown: ?to=option right after ?to=contract sends to options', async () => {
    await phone.go('/pages/assets/transfer/index?from=coin&to=contract');
    await expect(page.locator('#ac-transfer-to').innerText()).resolves.toContain(words.contract);
    await page.locator('#ac-transfer-amount').fill('7');
    // Opened again from itself with another account (as a page's own link does): the form starts over with it.
    await phone.go('/pages/assets/transfer/index?from=coin&to=option');
    // As a user does, wait for the page to show the new query (it renders after the hash changes):
    // a form that kept the old account never shows it, and the wait fails.
    await page.locator('#ac-transfer-to', { hasText: words.option }).waitFor({ timeout: 5_000 });
    await expect(page.locator('#ac-transfer-amount').inputValue()).resolves.toBe('');
    await page.locator('#ac-transfer-amount').fill('50');
    await phone.look('transfer-to-options');
    await page.locator('button[type="submit"]').click();
    // Done when the form has taken it (the amount cleared for the next one).
    await page.waitForFunction(() => (document.querySelector('#ac-transfer-amount') as HTMLInputElement | null)?.value === '');
    const wallet = await api(contract.wallet.list, {}, user.token);
    const usdt = (type: string) => wallet.accounts.find((a) => a.type === type)?.balances.find((b) => b.currency === 'USDT')?.available;
    expect([Number(usdt('option')), Number(usdt('contract')), Number(usdt('coin'))]).toEqual([50, 100, 350]);
  });

  it('sets the fund password and an address, withdraws, and is refused a fourth time the same day', async () => {
    await phone.go('/pages/assets/withdraw/index');
    await missing();
    await phone.look('withdraw-no-fund-password');
    await wayForward();
    await page.waitForURL(/changePayPassword/);
    await page.locator('#ac-fund-new').fill('123456');
    await page.locator('#ac-fund-repeat').fill('123456');
    await page.locator('button[type="submit"]').click();

    await page.waitForURL(/withdraw\/index/);
    await missing();
    await phone.look('withdraw-no-address');
    await wayForward();
    await page.waitForURL(/address\/create/);
    await page.locator('.ac-send-code').click();
    const code = await latestCode(user.email, 'address');
    await page.locator('#ac-address-address').fill(randomTronAddress());
    await page.locator('#ac-address-password').fill('123456');
    await page.locator('#ac-code').fill(code);
    await phone.look('address-create');
    await page.locator('button[type="submit"]').click();

    await page.waitForURL(/withdraw\/index/);
    await page.locator('#ac-withdraw-amount').fill('50');
    await page.locator('#ac-withdraw-password').fill('123456');
    await phone.look('withdraw');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/withdraw\/detail/);
    await page.locator('.ac-detail-head').waitFor();
    await phone.look('withdraw-detail');

    // Two more the same day (through the API: the form was just shown working).
    const [address] = await api(contract.wallet.addresses, { currency_id: '3' }, user.token);
    for (const amount of ['30', '20']) {
      const more = await apiReply(contract.wallet.withdraw, { currency_id: '3', address_id: String(address!.id), amount, fund_password: '123456' }, user.token);
      expect(more.type).toBe('ok');
    }
    const fourth = await apiReply(contract.wallet.withdraw, { currency_id: '3', address_id: String(address!.id), amount: '10', fund_password: '123456' }, user.token);
    expect(fourth).toMatchObject({ type: 'error', code: 1004 });

    await phone.go('/pages/assets/withdraw/index?currency_id=3');
    await page.locator('#ac-withdraw-amount').waitFor();
    await expect(page.locator('button[type="submit"]').isDisabled()).resolves.toBe(true);
    await phone.look('withdraw-none-left');
  });

  it('shows each state in the records once the ops CLI has approved one withdrawal and rejected another', async () => {
    const mine = await pendingOf('withdrawals');
    expect(mine).toHaveLength(3);
    await ops('withdrawals', 'approve', mine[0]!.id!);
    await ops('withdrawals', 'reject', mine[1]!.id!, '--reason', 'Address on a watch list');

    await phone.go('/pages/assets/record?tab=withdraw');
    await rowsAtLeast(3);
    const rows = await page.locator('.ac-row').allInnerTexts();
    const text = rows.join('\n');
    for (const state of [words.pending, words.approved, words.rejected]) expect(text).toContain(state);
    expect(text).toContain('Address on a watch list');
    await phone.look('records-withdrawals');

    // The rejected one: frozen, then returned, each entry opening its ledger detail.
    await page.locator('.ac-row', { hasText: 'Address on a watch list' }).click();
    await page.waitForURL(/withdraw\/detail\?id=/);
    await page.locator('.ac-detail-head__reason').waitFor();
    const steps = page.locator('.ac-entries [data-testid="ledger-row"]');
    await expect(steps.count()).resolves.toBe(2);
    const texts = await steps.allInnerTexts();
    expect(texts[0]).toContain(account.records.step.withdraw_freeze);
    expect(texts[1]).toContain(account.records.step.withdraw_refund);
    await phone.look('withdrawal-rejected-detail', page.locator('.ac-entries'));
    await steps.nth(1).click();
    await page.waitForURL(/record\/detail\?id=/);
    await page.locator('[data-testid="ledger-source"]').waitFor();
    await phone.look('withdrawal-refund-entry');

    await phone.go('/pages/assets/record?tab=all');
    await page.locator('.ac-row').first().waitFor();
    await phone.look('records-ledger');
    const wallet = await api(contract.wallet.list, {}, user.token);
    const coin = wallet.accounts.find((a) => a.type === 'coin')?.balances.find((b) => b.currency === 'USDT');
    // 350 in spot; 3 requests of 50, 30 and 20 plus a fee of 1 each froze 103; one paid (51),
    // one refunded (31), one still frozen (21).
    expect({ available: Number(coin?.available), frozen: Number(coin?.frozen) }).toEqual({ available: 350 - 103 + 31, frozen: 21 });
  });

  it('kept a clean console', () => {
    expect(phone.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    // No page asked for a record it was not showing (a details page being left for another's id).
    expect(phone.problems.filter((p) => /status of 404/.test(p))).toEqual([]);
  });
});
