import { createHash } from 'node:crypto';
import type { Currency, SignedIn, TrustProduct, User, WalletList } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import { latestCode, login, newEmail, newPhone, registerAccount } from './support/accounts';
import { call, databases, startServer, type TestServer } from './support/server';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const en = (key: string) => translate('en', key);

describe.each(databases)('accounts and sessions on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
  });
  afterAll(() => server.close());

  /** A register form for a fresh phone with a real code, to be spoiled one field at a time. */
  async function phoneForm(overrides: Record<string, string> = {}) {
    const phone = newPhone();
    await call(server, 'sms_send', { body: { area_code: '86', mobile: phone, scene: 'register' } });
    const code = await latestCode(server, `86-${phone}`);
    return { type: 'mobile', area_code: '86', account: phone, code, password: 'secret123', re_password: 'secret123', ...overrides };
  }

  const register = (body: Record<string, string>) => call(server, 'user/register', { body, lang: 'en' });
  const isRegistered = async (phone: string) =>
    (await call<{ registered: boolean }>(server, 'user/check_mobile', { body: { area_code: '86', mobile: phone } })).body.data.registered;

  describe('register', () => {
    it('signs up by phone, then logs in, reads the profile, logs out', async () => {
      const form = await phoneForm();
      const registered = await register(form);
      expect(registered.body).toMatchObject({ type: 'ok', code: 1, message: en('server.registered') });
      expect(registered.body.data).toMatchObject({
        user: { phone: form.account, area_code: '86', account: form.account, email: '', verification: 'none', has_fund_password: false, language: 'en' },
      });

      const loggedIn = await call<SignedIn>(server, 'user/login', { body: { type: 'mobile', area_code: '86', account: form.account, password: 'secret123' } });
      expect(loggedIn.body.code).toBe(1);
      const { token, user } = loggedIn.body.data;
      expect(token).toMatch(/^[\w-]{40,}$/);

      const center = await call<User>(server, 'user/center', { token });
      expect(center.body).toMatchObject({ type: 'ok', code: 1, data: { id: user.id, phone: form.account } });
      expect(center.body.data).not.toHaveProperty('password_hash');

      const out = await call(server, 'user/logout', { body: {}, token, lang: 'en' });
      expect(out.body).toMatchObject({ code: 1, message: en('server.loggedOut') });
      const after = await call(server, 'user/center', { token, lang: 'en' });
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ type: '999', code: 999, message: en('server.notLoggedIn'), data: null });
    });

    it('takes the one box for the user agreement and the privacy policy as one flag', async () => {
      const form = await phoneForm({ agree: '1' });
      expect((await register(form)).body).toMatchObject({ code: 1, message: en('server.registered') });
      expect(await isRegistered(form.account)).toBe(true);
    });

    it('signs up by email and logs in whatever the letter case', async () => {
      const registered = await registerAccount(server, 'email');
      expect(registered.user.email).toBe(registered.account);
      const { body } = await call<SignedIn>(server, 'user/login', {
        body: { type: 'email', account: registered.account.toUpperCase(), password: registered.password },
      });
      expect(body.code).toBe(1);
      expect(body.data.user.id).toBe(registered.user.id);
    });

    it.each([
      ['a missing phone', { account: '' }, 'validation.phoneRequired'],
      ['a bad phone', { account: '12ab' }, 'validation.phoneInvalid'],
      ['a missing email', { type: 'email', account: '' }, 'validation.emailRequired'],
      ['a bad email', { type: 'email', account: 'not-an-email' }, 'validation.emailInvalid'],
      ['a short password', { password: '12345', re_password: '12345' }, 'validation.passwordMin'],
      ['a missing password', { password: '' }, 'validation.passwordRequired'],
      ['a mismatched confirmation', { re_password: 'secret124' }, 'validation.passwordMismatch'],
      ['a missing code', { code: '' }, 'validation.codeRequired'],
      ['a malformed code', { code: '12ab56' }, 'validation.codeInvalid'],
      ['an unknown invite code', { invite_code: 'NOSUCH42' }, 'server.inviteInvalid'],
      ['the agreement flag not ticked', { agree: '0' }, 'validation.agreementRequired'],
      ['the agreement flag as anything but 1', { agree: 'yes' }, 'validation.agreementRequired'],
    ])('refuses %s and creates no account', async (_case, overrides, key) => {
      const form = await phoneForm();
      const { status, body } = await register({ ...form, ...overrides });
      expect(status).toBe(400);
      expect(body).toEqual({ type: 'error', code: 0, message: en(key), data: null });
      expect(await isRegistered(form.account)).toBe(false);
    });

    it('refuses a wrong code, and the right one after five wrong tries', async () => {
      const form = await phoneForm();
      const wrong = form.code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect((await register({ ...form, code: wrong })).body.message).toBe(en('server.codeWrong'));
      expect((await register(form)).body.message).toBe(en('server.codeWrong'));
      expect(await isRegistered(form.account)).toBe(false);
    });

    it('refuses an expired code', async () => {
      const form = await phoneForm();
      server.clock.advance(5 * 60_000 + 1000);
      expect((await register(form)).body.message).toBe(en('server.codeWrong'));
      expect(await isRegistered(form.account)).toBe(false);
    });

    it('refuses a second account for the same phone', async () => {
      const first = await registerAccount(server);
      const { body } = await register({ ...(await phoneForm()), account: first.account });
      expect(body.message).toBe(en('server.accountExists'));
    });

    it('records who invited whom', async () => {
      const inviter = await registerAccount(server);
      const form = await phoneForm({ invite_code: inviter.user.invite_code.toLowerCase() });
      const { body } = await register(form);
      expect(body.code).toBe(1);
      const [row] = await server.built.db.query<{ invited_by: number }>('SELECT invited_by FROM users WHERE phone = $1', [form.account]);
      expect(row?.invited_by).toBe(inviter.user.id);
    });
  });

  describe('verification codes', () => {
    it('refuses a code for a registered target (register) or an unknown one (forget)', async () => {
      const known = await registerAccount(server);
      const again = await call(server, 'sms_send', { body: { area_code: '86', mobile: known.account, scene: 'register' }, lang: 'en' });
      expect(again.body.message).toBe(en('server.accountExists'));
      const unknown = await call(server, 'sms_mail', { body: { email: newEmail(), scene: 'forget' }, lang: 'en' });
      expect(unknown.body.message).toBe(en('server.accountNotFound'));
    });

    it('refuses a new code to the same target within a minute', async () => {
      const email = newEmail();
      const send = () => call(server, 'sms_mail', { body: { email, scene: 'register' }, lang: 'en' });
      expect((await send()).body).toMatchObject({ code: 1, data: { expires_in: 300, resend_in: 60 } });
      const soon = await send();
      expect(soon.status).toBe(429);
      expect(soon.body).toMatchObject({ type: 'error', message: en('server.codeTooSoon') });
      server.clock.advance(61_000);
      expect((await send()).body.code).toBe(1);
    });

    it('stores codes only as hashes', async () => {
      const email = newEmail();
      await call(server, 'sms_mail', { body: { email, scene: 'register' } });
      const code = await latestCode(server, email);
      const rows = await server.built.db.query<{ code_hash: string }>('SELECT code_hash FROM verification_codes WHERE target = $1', [email]);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]?.code_hash).not.toContain(code);
    });
  });

  describe('login', () => {
    it.each([
      ['a missing account', { account: '' }, 'validation.phoneRequired'],
      ['a missing password', { password: '' }, 'validation.passwordRequired'],
      ['a bad phone', { account: '12' }, 'validation.phoneInvalid'],
      ['a bad email', { type: 'email', account: 'x@y' }, 'validation.emailInvalid'],
      ['a wrong password', { password: 'wrong-password' }, 'server.wrongCredentials'],
      ['an unknown account', { account: '13000000000' }, 'server.wrongCredentials'],
    ])('refuses %s', async (_case, overrides, key) => {
      const known = await registerAccount(server);
      const { status, body } = await call(server, 'user/login', { body: { ...known.form, ...overrides }, lang: 'en' });
      expect(status).toBe(400);
      expect(body).toEqual({ type: 'error', code: 0, message: en(key), data: null });
    });

    it('keeps passwords as salted scrypt hashes and tokens as SHA-256 hashes', async () => {
      const known = await registerAccount(server);
      const twin = await registerAccount(server, 'mobile', known.password);
      const token = await login(server, known);
      const users = await server.built.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id IN ($1, $2)', [
        known.user.id,
        twin.user.id,
      ]);
      for (const { password_hash } of users) {
        expect(password_hash).toMatch(/^scrypt\$/);
        expect(password_hash).not.toContain(known.password);
      }
      expect(users[0]?.password_hash).not.toBe(users[1]?.password_hash);
      const sessions = await server.built.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [known.user.id]);
      // The session registration opened, and the login's.
      expect(sessions.map((row) => row.token_hash).sort()).toEqual([sha256(known.token), sha256(token)].sort());
    });
  });

  describe('forgotten password', () => {
    const forget = (body: Record<string, string>) => call(server, 'user/forget', { body, lang: 'en' });

    it('resets the password with a forget code, once, and signs every device out', async () => {
      const known = await registerAccount(server);
      const oldToken = await login(server, known);
      // Used first, so this process remembers the session: the reset must still end it at once.
      expect((await call(server, 'user/center', { token: oldToken })).status).toBe(200);
      await call(server, 'sms_send', { body: { area_code: '86', mobile: known.account, scene: 'forget' } });
      const form = { ...known.form, code: await latestCode(server, `86-${known.account}`), password: 'brand-new', re_password: 'brand-new' };

      expect((await forget(form)).body).toMatchObject({ code: 1, message: en('server.passwordReset') });
      expect((await call(server, 'user/center', { token: oldToken })).status).toBe(401);
      expect((await call(server, 'user/login', { body: known.form, lang: 'en' })).body.message).toBe(en('server.wrongCredentials'));
      expect((await call(server, 'user/login', { body: { ...known.form, password: 'brand-new' } })).body.code).toBe(1);
      expect((await forget({ ...form, password: 'another1', re_password: 'another1' })).body.message).toBe(en('server.codeWrong'));
    });

    it.each([
      ['an unknown account', { account: '13100000000' }, 'server.accountNotFound'],
      ['a mismatched confirmation', { re_password: 'other-pass' }, 'validation.passwordMismatch'],
      ['a short password', { password: '123', re_password: '123' }, 'validation.passwordMin'],
      ['a missing code', { code: '' }, 'validation.codeRequired'],
      ['a wrong code', { code: '999999' }, 'server.codeWrong'],
    ])('refuses %s', async (_case, overrides, key) => {
      const known = await registerAccount(server);
      const { status, body } = await forget({ ...known.form, code: '123456', password: 'brand-new', re_password: 'brand-new', ...overrides });
      expect(status).toBe(400);
      expect(body.message).toBe(en(key));
    });
  });

  describe('signed-in calls', () => {
    it.each([
      ['user/center', 'GET'],
      ['wallet/list', 'POST'],
    ] as const)('%s refuses a missing or garbage token with 401 / 999', async (path, method) => {
      for (const token of [undefined, 'garbage-token', '']) {
        const { status, body } = await call(server, path, { method, token, lang: 'en', ...(method === 'POST' ? { body: {} } : {}) });
        expect(status).toBe(401);
        expect(body).toEqual({ type: '999', code: 999, message: en('server.notLoggedIn'), data: null });
      }
    });

    it('refuses a session past its 30 days', async () => {
      const token = await login(server, await registerAccount(server));
      server.clock.advance(30 * 24 * 60 * 60_000 + 1000);
      expect((await call(server, 'user/center', { token })).status).toBe(401);
    });

    it('stores the language a signed-in user chooses', async () => {
      const token = await login(server, await registerAccount(server));
      expect((await call(server, 'set/lang', { body: { lang: 'th' }, token })).body.data).toBe('th');
      expect((await call<User>(server, 'user/center', { token })).body.data.language).toBe('th');
    });

    it('lists four accounts with a zero USDT balance for a new user', async () => {
      const token = await login(server, await registerAccount(server));
      const { body } = await call<WalletList>(server, 'wallet/list', { body: {}, token });
      expect(body.code).toBe(1);
      expect(body.data.accounts.map((account) => account.type)).toEqual(['coin', 'option', 'contract', 'trust']);
      for (const account of body.data.accounts) {
        expect(account.balances).toEqual([{ currency_id: 3, currency: 'USDT', available: '0', frozen: '0', total: '0' }]);
      }
    });
  });

  describe('listings', () => {
    it('lists currencies with USDT as id 3 on TRC20 first and amounts as strings', async () => {
      const { body } = await call<Currency[]>(server, 'currency/user_currency_list');
      expect(body.data.find((currency) => currency.id === 3)).toEqual({
        id: 3,
        code: 'USDT',
        name: 'Tether',
        decimals: 6,
        chains: ['TRC20', 'ERC20', 'BEP20'],
        min_deposit: '10',
        min_withdraw: '10',
        withdraw_fee: '1',
      });
      expect(body.data.map((currency) => currency.code)).toEqual(expect.arrayContaining(['BTC', 'ETH']));
    });

    it('lists trust products, one still to open', async () => {
      const { body } = await call<TrustProduct[]>(server, 'lh/deposit/product_info');
      expect(body.data.length).toBeGreaterThanOrEqual(4);
      expect(body.data.map((product) => product.status)).toContain('soon');
      expect(body.data.find((product) => product.id === 2)).toEqual({
        id: 2,
        name: 'USDT-15D',
        currency: 'USDT',
        currency_id: 3,
        decimals: 6,
        cycle_days: 15,
        min_amount: '500',
        max_amount: '100000',
        user_quota: '200000',
        total_quota: '10000000',
        sold: '0',
        daily_rate: '0.004',
        total_rate: '0.06',
        // Per remaining day, a fraction of the principal (migration 015).
        penalty_ratio: '0.004',
        dividend_minute: 0,
        status: 'open',
        opens_at: null,
      });
    });
  });
});
