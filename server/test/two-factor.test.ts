/**
 * Two-factor authentication with an authenticator app, the anti-phishing code in the messages
 * the platform sends, and sign-up that signs in: through real HTTP on a real database. The
 * codes are computed here from the secret the server shows, as the user's app would.
 */
import { Secret, TOTP } from 'otpauth';
import { REQUIREMENT_CODES } from '@h5/shared/constants';
import type { LoginReply, SignedIn, TwoFactorChallenge, TwoFactorSetup, User, WithdrawInfo } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import { latestCode, login, newEmail } from './support/accounts';
import { FUND_PASSWORD, newTrc20Address, ok, ownCode, withdrawer, type Member } from './support/funds';
import { call, databases, startServer, type TestServer } from './support/server';

const en = (key: string, vars?: Record<string, string | number>) => translate('en', key, vars);
const STEP_MS = 30_000;

describe.each(databases)('two-factor authentication on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
  }, 60_000);
  afterAll(() => server.close());

  /** The app's code for `secret` at the server's time. */
  const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: server.clock.now() });
  /** The next 30-second step: a code just accepted is spent, the app shows a new one. */
  const nextStep = () => server.clock.advance(STEP_MS);

  const post = <T = unknown>(who: { token: string } | null, path: string, body: Record<string, string | number> = {}, lang = 'en') =>
    call<T>(server, path, { body, lang, ...(who ? { token: who.token } : {}) });

  /** A member who may withdraw, with 2FA turned on; its secret and backup codes. */
  async function withTwoFactor(): Promise<Member & { addressId: number; secret: string; backups: string[] }> {
    const who = await withdrawer(server, '1000');
    const { secret } = await ok(post<TwoFactorSetup>(who, 'safe/two_factor/setup'));
    const { backup_codes } = await ok(post<{ backup_codes: string[] }>(who, 'safe/two_factor/enable', { code: codeNow(secret) }));
    nextStep();
    return { ...who, secret, backups: backup_codes };
  }

  const challengeOf = async (who: Member): Promise<string> => {
    const { body } = await post<LoginReply>(null, 'user/login', who.registered.form);
    expect(body.code).toBe(1);
    expect(body.data).not.toHaveProperty('token');
    return (body.data as TwoFactorChallenge).challenge;
  };

  it('registration answers a working session', async () => {
    const email = newEmail();
    await ok(post(null, 'sms_mail', { email, scene: 'register' }));
    const code = await latestCode(server, email);
    const { body } = await post<SignedIn>(null, 'user/register', { type: 'email', account: email, code, password: 'secret123', re_password: 'secret123' });
    expect(body).toMatchObject({ code: 1, message: en('server.registered'), data: { user: { email, two_factor: false, anti_phishing_code: '' } } });
    const center = await call<User>(server, 'user/center', { token: body.data.token });
    expect(center.body.data.id).toBe(body.data.user.id);
  });

  it('sets up with a secret and its otpauth link, turns on only with the right code, and shows 10 backup codes once', async () => {
    const who = await withdrawer(server, '0');
    const setup = await ok(post<TwoFactorSetup>(who, 'safe/two_factor/setup'));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(new RegExp(`^otpauth://totp/H5%20Exchange:${who.registered.account}\\?.*secret=${setup.secret}`));
    // Not on until confirmed: login still answers a session.
    expect(await login(server, who.registered)).toMatch(/^[\w-]{40,}$/);

    expect((await post(who, 'safe/two_factor/enable', { code: '000000' })).body.message).toBe(en('twoFactor.wrong'));
    expect((await post(who, 'safe/two_factor/enable', { code: 'abcd-2345' })).body.message).toBe(en('validation.twoFactorCodeInvalid'));
    const enabled = await post<{ backup_codes: string[] }>(who, 'safe/two_factor/enable', { code: codeNow(setup.secret) });
    expect(enabled.body).toMatchObject({ code: 1, message: en('twoFactor.turnedOn') });
    expect(enabled.body.data.backup_codes).toHaveLength(10);
    expect(new Set(enabled.body.data.backup_codes).size).toBe(10);
    for (const backup of enabled.body.data.backup_codes) expect(backup).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await call<User>(server, 'user/center', { token: who.token })).body.data.two_factor).toBe(true);

    // Once on: no new setup, no second enabling; the secret is stored sealed, the backup codes hashed.
    expect((await post(who, 'safe/two_factor/setup')).body.message).toBe(en('twoFactor.alreadyOn'));
    const [row] = await server.built.db.query<{ totp_secret: string }>('SELECT totp_secret FROM users WHERE id = $1', [who.user.id]);
    expect(row?.totp_secret).not.toContain(setup.secret);
    const stored = await server.built.db.query<{ code_hash: string }>('SELECT code_hash FROM totp_backup_codes WHERE user_id = $1', [who.user.id]);
    expect(stored.map((r) => r.code_hash)).not.toContain(enabled.body.data.backup_codes[0]);
  });

  it('asks for the code at login: a challenge and no session, then a session for the right code; a code is accepted once', async () => {
    const who = await withTwoFactor();
    const challenge = await challengeOf(who);
    expect((await post(null, 'user/login_2fa', { challenge, code: '000000' })).body.message).toBe(en('twoFactor.wrong'));
    expect((await post(null, 'user/login_2fa', { challenge })).body.message).toBe(en('validation.twoFactorCodeRequired'));

    const code = codeNow(who.secret);
    const signed = await post<SignedIn>(null, 'user/login_2fa', { challenge, code });
    expect(signed.body.code).toBe(1);
    expect((await call<User>(server, 'user/center', { token: signed.body.data.token })).body.data.id).toBe(who.user.id);

    // The challenge is spent, and so is the code, even with a fresh challenge.
    expect((await post(null, 'user/login_2fa', { challenge, code })).body.message).toBe(en('twoFactor.loginExpired'));
    const again = await challengeOf(who);
    expect((await post(null, 'user/login_2fa', { challenge: again, code })).body.message).toBe(en('twoFactor.used'));
    nextStep();
    expect((await post(null, 'user/login_2fa', { challenge: again, code: codeNow(who.secret) })).body.code).toBe(1);

    // A challenge lives five minutes; an unknown one is no better.
    const late = await challengeOf(who);
    server.clock.advance(5 * 60_000 + 1000);
    expect((await post(null, 'user/login_2fa', { challenge: late, code: codeNow(who.secret) })).body.message).toBe(en('twoFactor.loginExpired'));
    expect((await post(null, 'user/login_2fa', { challenge: 'not-a-challenge', code: codeNow(who.secret) })).body.message).toBe(en('twoFactor.loginExpired'));
  });

  it('a backup code signs in once', async () => {
    const who = await withTwoFactor();
    const backup = who.backups[3] ?? '';
    expect((await post(null, 'user/login_2fa', { challenge: await challengeOf(who), code: backup.toUpperCase() })).body.code).toBe(1);
    expect((await post(null, 'user/login_2fa', { challenge: await challengeOf(who), code: backup })).body.message).toBe(en('twoFactor.wrong'));
    expect((await post(null, 'user/login_2fa', { challenge: await challengeOf(who), code: (who.backups[4] ?? '').replace('-', '') })).body.code).toBe(1);
  });

  it('withdrawals need the code once 2FA is on, and a code spent cannot pay a second one', async () => {
    const who = await withTwoFactor();
    const info = await ok(post<WithdrawInfo>(who, 'wallet/get_info', { currency_id: 3 }));
    expect(info.two_factor).toBe(true);
    const form = { currency_id: 3, address_id: who.addressId, amount: '20', fund_password: FUND_PASSWORD };

    const missing = await post(who, 'wallet/out', form);
    expect(missing.body).toMatchObject({ code: REQUIREMENT_CODES.twoFactorRequired, message: en('twoFactor.required') });
    expect((await post(who, 'wallet/out', { ...form, two_factor_code: '123456' })).body.message).toBe(en('twoFactor.wrong'));
    const [before] = await server.built.db.query<{ n: string }>('SELECT count(*)::text AS n FROM withdrawals WHERE user_id = $1', [who.user.id]);
    expect(before?.n).toBe('0');

    const code = codeNow(who.secret);
    expect((await post(who, 'wallet/out', { ...form, two_factor_code: code })).body.code).toBe(1);
    expect((await post(who, 'wallet/out', { ...form, two_factor_code: code })).body.message).toBe(en('twoFactor.used'));
    expect((await post(who, 'wallet/out', { ...form, two_factor_code: who.backups[0] ?? '' })).body.code).toBe(1);
  });

  it('adding and removing a withdrawal address need the code once 2FA is on', async () => {
    const who = await withTwoFactor();
    const form = { currency_id: 3, chain: 'TRC20', address: newTrc20Address(), fund_password: FUND_PASSWORD };
    const code = await ownCode(server, who, 'address');
    const first = await post(who, 'wallet/addaddress', { ...form, code });
    expect(first.body).toMatchObject({ code: REQUIREMENT_CODES.twoFactorRequired, message: en('twoFactor.required') });
    // Refused before the code sent to the phone was spent: it still works with the app's code.
    const added = await ok(post<{ id: number }>(who, 'wallet/addaddress', { ...form, code, two_factor_code: codeNow(who.secret) }));
    nextStep();

    expect((await post(who, 'wallet/deladdress', { id: added.id })).body.code).toBe(REQUIREMENT_CODES.twoFactorRequired);
    expect((await post(who, 'wallet/deladdress', { id: added.id, two_factor_code: '999999' })).body.message).toBe(en('twoFactor.wrong'));
    expect((await post(who, 'wallet/deladdress', { id: added.id, two_factor_code: codeNow(who.secret) })).body.code).toBe(1);
  });

  it('after 5 wrong codes even the right one waits 15 minutes', async () => {
    const who = await withTwoFactor();
    const challenge = await challengeOf(who);
    for (let i = 0; i < 5; i += 1) expect((await post(null, 'user/login_2fa', { challenge, code: '000000' })).body.message).toBe(en('twoFactor.wrong'));
    const locked = await post(null, 'user/login_2fa', { challenge, code: codeNow(who.secret) });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(en('server.tooManyRequests'));
    // The same count guards withdrawals: it is the account's, not the login's.
    expect((await post(who, 'wallet/out', { currency_id: 3, address_id: who.addressId, amount: '20', fund_password: FUND_PASSWORD, two_factor_code: codeNow(who.secret) })).status).toBe(429);

    server.clock.advance(15 * 60_000 + 1000);
    const later = await challengeOf(who);
    expect((await post(null, 'user/login_2fa', { challenge: later, code: codeNow(who.secret) })).body.code).toBe(1);
  });

  it('the anti-phishing code asks what an address change asks: the code sent to the user and, with 2FA on, the app\'s code; a refusal changes nothing', async () => {
    const who = await withTwoFactor();
    const current = async () => (await call<User>(server, 'user/center', { token: who.token })).body.data.anti_phishing_code;
    expect((await post(who, 'safe/anti_phishing', { code: 'Blue42' })).body.message).toBe(en('validation.codeRequired'));

    const sent = await ownCode(server, who, 'security');
    // Asked for the app's code before the one sent is spent: it still works with the app's code below.
    const missing = await post(who, 'safe/anti_phishing', { code: 'Blue42', verify_code: sent });
    expect(missing.body).toMatchObject({ code: REQUIREMENT_CODES.twoFactorRequired, message: en('twoFactor.required') });
    const wrongSent = sent === '000000' ? '111111' : '000000';
    expect((await post(who, 'safe/anti_phishing', { code: 'Blue42', verify_code: wrongSent, two_factor_code: codeNow(who.secret) })).body.message).toBe(
      en('server.codeWrong'),
    );
    expect(await current()).toBe('');
    const changed = await post(who, 'safe/anti_phishing', { code: 'Blue42', verify_code: sent, two_factor_code: codeNow(who.secret) });
    expect(changed.body.code).toBe(1);
    expect(await current()).toBe('Blue42');
    nextStep();

    // A wrong app code: refused, unchanged; the code sent is spent, as an address change spends it.
    const next = await ownCode(server, who, 'security');
    expect((await post(who, 'safe/anti_phishing', { code: 'Green7', verify_code: next, two_factor_code: '000000' })).body.message).toBe(en('twoFactor.wrong'));
    expect((await post(who, 'safe/anti_phishing', { code: 'Green7', verify_code: next, two_factor_code: codeNow(who.secret) })).body.message).toBe(
      en('server.codeWrong'),
    );
    expect(await current()).toBe('Blue42');
  });

  it('refuses a missing or foreign token, and one account cannot touch another one\'s 2FA', async () => {
    for (const path of ['safe/two_factor/setup', 'safe/two_factor/enable', 'safe/two_factor/disable', 'safe/anti_phishing']) {
      const guest = await post(null, path, { code: '123456' });
      expect(guest.status).toBe(401);
      expect((await post({ token: 'forged-token' }, path, { code: '123456' })).status).toBe(401);
    }
    const owner = await withTwoFactor();
    const other = await withdrawer(server, '0');
    // The owner's code means nothing on another account.
    expect((await post(other, 'safe/two_factor/disable', { code: codeNow(owner.secret) })).body.message).toBe(en('twoFactor.notOn'));
    expect((await post(other, 'safe/two_factor/enable', { code: codeNow(owner.secret) })).body.message).toBe(en('twoFactor.setupFirst'));
    expect((await call<User>(server, 'user/center', { token: owner.token })).body.data.two_factor).toBe(true);
  });

  it('turns off only with a code; then login answers a session again', async () => {
    const who = await withTwoFactor();
    expect((await post(who, 'safe/two_factor/disable', {})).body.message).toBe(en('validation.twoFactorCodeRequired'));
    expect((await post(who, 'safe/two_factor/disable', { code: '111111' })).body.message).toBe(en('twoFactor.wrong'));
    const off = await post(who, 'safe/two_factor/disable', { code: codeNow(who.secret) });
    expect(off.body).toMatchObject({ code: 1, message: en('twoFactor.turnedOff') });
    expect(await login(server, who.registered)).toMatch(/^[\w-]{40,}$/);
    expect((await post(who, 'wallet/out', { currency_id: 3, address_id: who.addressId, amount: '20', fund_password: FUND_PASSWORD })).body.code).toBe(1);
    const [left] = await server.built.db.query<{ n: string }>('SELECT count(*)::text AS n FROM totp_backup_codes WHERE user_id = $1', [who.user.id]);
    expect(left?.n).toBe('0');
  });
});

describe.each(databases)('the anti-phishing code on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
  }, 60_000);
  afterAll(() => server.close());

  type Sent = { code: string; text: string }[];
  const outbox = async (to: string) => (await call<Sent>(server, 'dev/outbox', { query: { to } })).body.data;

  it('is shown in every code message once set, in the reader\'s language', async () => {
    const who = await withdrawer(server, '0');
    const before = (await outbox(who.target))[0];
    // Sent in the language the request came in (the support's calls ask in zh by default).
    expect(before?.text).toBe(translate('zh', 'message.code', { code: before?.code ?? '', minutes: 5 }));

    expect((await call(server, 'safe/anti_phishing', { body: { code: 'ab', verify_code: '123456' }, token: who.token, lang: 'en' })).body.message).toBe(
      en('validation.antiPhishingInvalid'),
    );
    // Without 2FA, the code sent to the user's own phone for security changes proves it is them; another scene's code does not.
    const forAddress = await ownCode(server, who, 'address');
    expect((await call(server, 'safe/anti_phishing', { body: { code: 'Blue42', verify_code: forAddress }, token: who.token, lang: 'en' })).body.message).toBe(
      en('server.codeWrong'),
    );
    expect((await call<User>(server, 'user/center', { token: who.token })).body.data.anti_phishing_code).toBe('');
    await ok(call(server, 'safe/anti_phishing', { body: { code: 'Blue42', verify_code: await ownCode(server, who, 'security') }, token: who.token }));
    expect((await call<User>(server, 'user/center', { token: who.token })).body.data.anti_phishing_code).toBe('Blue42');

    // A code to the user's own phone (address, security) and one asked by phone number (reset).
    await ownCode(server, who, 'security');
    const own = (await outbox(who.target))[0];
    expect(own?.text).toBe(`【防钓鱼码：Blue42】 ${translate('zh', 'message.code', { code: own?.code ?? '', minutes: 5 })}`);

    server.clock.advance(61_000);
    await ok(call(server, 'sms_send', { body: { area_code: '86', mobile: who.registered.account, scene: 'forget' }, lang: 'en' }));
    const reset = (await outbox(who.target))[0];
    expect(reset?.text).toBe(`[Anti-phishing code: Blue42] ${en('message.code', { code: reset?.code ?? '', minutes: 5 })}`);
  });
});
