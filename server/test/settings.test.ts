import type { BankCard, SignedIn, User, VerificationInfo } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import { latestCode, login, newEmail } from './support/accounts';
import { BANK_CARD, FUND_PASSWORD, member, ok, ops, ownCode, review, setFundPassword, uploadedId, verifyBasic, type Member } from './support/funds';
import { call, databases, startServer, type TestServer } from './support/server';

const en = (key: string) => translate('en', key);


describe.each(databases)('account settings on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
  });
  afterAll(() => server.close());

  const post = <T>(who: Member, path: string, body: Record<string, string | number> = {}) => call<T>(server, path, { body, token: who.token, lang: 'en' });
  const profile = async (who: Member) => ok(call<User>(server, 'user/center', { token: who.token }));

  describe('fund password', () => {
    it('is set once, then changed only with the current one, stored as a scrypt hash', async () => {
      const who = await member(server);
      expect(await ok(post(who, 'user/has_password'))).toEqual({ has_password: false });
      expect((await post(who, 'user/e_pwd', { password: '123456', re_password: '654321' })).body.message).toBe(en('validation.passwordMismatch'));
      expect((await post(who, 'user/e_pwd', { password: '12345a', re_password: '12345a' })).body.message).toBe(en('validation.fundPasswordInvalid'));
      await setFundPassword(server, who);
      expect(await ok(post(who, 'user/has_password'))).toEqual({ has_password: true });
      expect((await profile(who)).has_fund_password).toBe(true);

      const change = { password: '135790', re_password: '135790' };
      expect((await post(who, 'user/e_pwd', change)).body.message).toBe(en('validation.oldPasswordRequired'));
      expect((await post(who, 'user/e_pwd', { ...change, old_password: '000000' })).body.message).toBe(en('wallet.fundPasswordWrong'));
      expect((await post(who, 'user/e_pwd', { ...change, old_password: FUND_PASSWORD })).body.code).toBe(1);
      expect((await post(who, 'user/e_pwd', { password: '111111', re_password: '111111', old_password: FUND_PASSWORD })).body.message).toBe(
        en('wallet.fundPasswordWrong'),
      );
      const [row] = await server.built.db.query<{ hash: string }>('SELECT fund_password_hash AS hash FROM users WHERE id = $1', [who.user.id]);
      expect(row?.hash).toMatch(/^scrypt\$/);
      expect(row?.hash).not.toContain('135790');
    });
  });

  describe('login password', () => {
    it('changes with the original password and signs every other device out', async () => {
      const who = await member(server);
      const otherDevice = await login(server, who.registered);
      // Used first, so this process remembers the session: the change must still end it at once.
      expect((await call(server, 'user/center', { token: otherDevice })).status).toBe(200);
      const form = { old_password: who.registered.password, password: 'new-secret-1', re_password: 'new-secret-1' };
      expect((await post(who, 'safe/update_password', { ...form, re_password: 'new-secret-2' })).body.message).toBe(en('validation.passwordMismatch'));
      expect((await post(who, 'safe/update_password', { ...form, old_password: 'wrong-pass' })).body.message).toBe(en('server.oldPasswordWrong'));
      expect((await post(who, 'safe/update_password', { ...form, password: '123', re_password: '123' })).body.message).toBe(en('validation.passwordMin'));
      expect((await post(who, 'safe/update_password', { ...form, old_password: '' })).body.message).toBe(en('validation.oldPasswordRequired'));
      expect((await post(who, 'safe/update_password', form)).body.code).toBe(1);

      expect((await call(server, 'user/center', { token: who.token })).status).toBe(200);
      expect((await call(server, 'user/center', { token: otherDevice })).status).toBe(401);
      expect((await call(server, 'user/login', { body: who.registered.form })).body.code).toBe(0);
      expect((await call<SignedIn>(server, 'user/login', { body: { ...who.registered.form, password: 'new-secret-1' } })).body.code).toBe(1);
    });
  });

  describe('email', () => {
    it('moves to a new email proven by a code sent to it, never to one another account has', async () => {
      const who = await member(server);
      const email = newEmail();
      await ok(call(server, 'sms_mail', { body: { email, scene: 'email' } }));
      const code = await latestCode(server, email);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await post(who, 'user/e_email', { email, code: wrong })).body.message).toBe(en('server.codeWrong'));
      expect((await post(who, 'user/e_email', { email: email.toUpperCase(), code })).body.code).toBe(1);
      expect((await profile(who)).email).toBe(email);

      const other = await member(server);
      const taken = await post(other, 'user/e_email', { email, code: '123456' });
      expect(taken.body.message).toBe(en('server.accountExists'));
      expect((await profile(other)).email).toBe('');
    });

    it('sends the user their own code for a scene', async () => {
      const who = await member(server);
      const sent = await post(who, 'set/sms_other_mail', { scene: 'security' });
      expect(sent.body).toMatchObject({ code: 1, message: en('server.codeSent'), data: { expires_in: 300, resend_in: 60 } });
      expect(await latestCode(server, who.target)).toMatch(/^\d{6}$/);
      expect((await post(who, 'set/sms_other_mail', { scene: 'security' })).status).toBe(429);
      expect((await post(who, 'set/sms_other_mail', { scene: 'login' })).body.message).toBe(en('validation.sceneInvalid'));
      expect(await ownCode(server, who, 'address')).toMatch(/^\d{6}$/);
    });
  });

  describe('bank cards', () => {
    it('binds a card with every field, lists and shows it', async () => {
      const who = await member(server);
      const { id } = await ok(post<{ id: number }>(who, 'user/cash_save', BANK_CARD));
      expect(await ok(post<BankCard[]>(who, 'user/cash_info'))).toEqual([{ id, ...BANK_CARD, created_at: expect.any(String) }]);
      expect(await ok(post<BankCard[]>(who, 'user/cash_info', { id }))).toEqual([{ id, ...BANK_CARD, created_at: expect.any(String) }]);
      expect((await post(who, 'user/cash_info', { id: id + 1000 })).status).toBe(404);
    });

    it.each(Object.keys(BANK_CARD))('refuses a card without %s', async (field) => {
      const who = await member(server);
      const { status, body } = await post(who, 'user/cash_save', { ...BANK_CARD, [field]: '  ' });
      expect(status).toBe(400);
      expect(body.message).toBe(en('validation.fieldRequired'));
      expect(await ok(post<BankCard[]>(who, 'user/cash_info'))).toEqual([]);
    });
  });

  describe('identity verification', () => {
    const details = { country: 'China', name: 'Han Meimei', id_number: '110101199202023456', address: '5 Long Road, Beijing' };

    it('goes not certified -> under review -> verified, basic first, then advanced with the user\'s own photos', async () => {
      const who = await member(server);
      const info = () => ok(call<VerificationInfo>(server, 'user/center2', { token: who.token }));
      expect(await info()).toEqual({ basic: 'none', advanced: 'none', id_type: '', reason: '', country: '', name: '', id_number: '', address: '' });

      const photos = {
        id_type: 'passport',
        front: await uploadedId(server, who.token, 'kyc'),
        back: await uploadedId(server, who.token, 'kyc'),
        hand: await uploadedId(server, who.token, 'kyc'),
      };
      expect((await post(who, 'user/real_name2', photos)).body.message).toBe(en('server.kycBasicFirst'));

      expect((await post(who, 'user/real_name', details)).body).toMatchObject({ code: 1, message: en('server.submittedForReview') });
      expect(await info()).toEqual({ basic: 'pending', advanced: 'none', id_type: '', reason: '', ...details, id_number: '11**************56' });
      expect((await profile(who)).verification).toBe('pending');
      expect((await post(who, 'user/real_name', details)).body.message).toBe(en('server.kycUnderReview'));

      const queue = await ops<{ id: number; user_id: number; level: string; id_number: string }[]>(server, 'GET', 'kyc?status=pending');
      const request = queue.body.data.find((row) => row.user_id === who.user.id);
      expect(request).toMatchObject({ level: 'basic', id_number: details.id_number });
      await review(server, 'kyc', request?.id ?? 0, 'reject');
      expect(await info()).toMatchObject({ basic: 'rejected', reason: 'not matched' });

      await verifyBasic(server, who);
      expect((await profile(who)).verification).toBe('verified');
      expect((await post(who, 'user/real_name', details)).body.message).toBe(en('server.kycVerified'));

      const deposit = await uploadedId(server, who.token, 'deposit');
      expect((await post(who, 'user/real_name2', { ...photos, hand: deposit })).body.message).toBe(en('upload.fileUnknown'));
      expect((await post(who, 'user/real_name2', photos)).body.code).toBe(1);
      expect(await info()).toMatchObject({ basic: 'verified', advanced: 'pending', id_type: 'passport', reason: '' });
      const advanced = (await ops<{ id: number; user_id: number; front: string }[]>(server, 'GET', 'kyc?status=pending')).body.data.find(
        (row) => row.user_id === who.user.id,
      );
      // The reviewer is told which document the photos are of: a passport's photo page, cover and held open.
      expect(advanced).toMatchObject({ level: 'advanced', id_type: 'passport', front: photos.front });
      await review(server, 'kyc', advanced?.id ?? 0);
      expect(await profile(who)).toMatchObject({ verification: 'verified', advanced_verification: 'verified' });
    });

    it('queues one request when the same form is sent twice at once', async () => {
      const who = await member(server);
      const results = await Promise.all([post(who, 'user/real_name', details), post(who, 'user/real_name', details)]);
      expect(results.map((result) => result.body.code).sort()).toEqual([0, 1]);
      const [row] = await server.built.db.query<{ count: number }>('SELECT count(*)::int AS count FROM kyc_reviews WHERE user_id = $1', [who.user.id]);
      expect(row?.count).toBe(1);
    });

    it('refuses over-long details', async () => {
      const who = await member(server);
      expect((await post(who, 'user/real_name', { ...details, name: 'x'.repeat(101) })).body.message).toBe(en('validation.textTooLong'));
      expect((await profile(who)).verification).toBe('none');
    });
  });
});
