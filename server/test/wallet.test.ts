import type {
  Balance,
  DepositDetail,
  DepositRecord,
  DepositTarget,
  LedgerEntry,
  Page,
  TransferRecord,
  WalletList,
  WithdrawalAddress,
  WithdrawalDetail,
  WithdrawalRecord,
  WithdrawInfo,
} from '@h5/shared/contract';
import pg from 'pg';
import { translate } from '@h5/shared/i18n/messages';
import { isValidAddress } from '../src/lib/chain-address';
import {
  addAddress,
  deposit,
  FUND_PASSWORD,
  member,
  newTrc20Address,
  ok,
  ops,
  ownCode,
  requestDeposit,
  review,
  setFundPassword,
  uploadedId,
  verifyBasic,
  withdrawer,
  type Member,
} from './support/funds';
import { call, databases, startServer, type TestServer } from './support/server';

const en = (key: string, vars?: Record<string, string | number>) => translate('en', key, vars);

describe.each(databases)('wallet on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
  });
  afterAll(() => server.close());

  const post = <T>(who: Member, path: string, body: Record<string, string | number> = {}) => call<T>(server, path, { body, token: who.token, lang: 'en' });
  const get = <T>(who: Member, path: string, query: Record<string, string | number> = {}) => call<T>(server, path, { query, token: who.token, lang: 'en' });
  const coin = async (who: Member, currencyId = 3) => ok(post<Balance>(who, 'wallet/detail', { account: 'coin', currency_id: currencyId }));

  describe('deposits', () => {
    it('gives each user a stable TRC20 address of their own, and the platform bank with a reference', async () => {
      const [a, b] = [await member(server), await member(server)];
      const first = await ok(post<DepositTarget>(a, 'wallet/get_in_address', { currency_id: 3 }));
      expect(first).toEqual({ kind: 'chain', chain: 'TRC20', address: expect.stringMatching(/^T/) });
      expect(first.kind === 'chain' && isValidAddress('TRC20', first.address)).toBe(true);
      expect(await ok(post(a, 'wallet/get_in_address', { currency_id: 3, kind: 'chain' }))).toEqual(first);
      expect(await ok(post(b, 'wallet/get_in_address', { currency_id: 3 }))).not.toEqual(first);
      const btc = await ok(post<DepositTarget>(a, 'wallet/get_in_address', { currency_id: 1 }));
      expect(btc.kind === 'chain' && isValidAddress('BTC', btc.address)).toBe(true);

      const bank = await ok(post<DepositTarget>(a, 'wallet/get_in_address', { currency_id: 3, kind: 'bank' }));
      expect(bank).toEqual({ kind: 'bank', ...server.config.platformBank, reference: expect.any(String) });
      const other = await ok(post<DepositTarget>(b, 'wallet/get_in_address', { currency_id: 3, kind: 'bank' }));
      expect(other.kind === 'bank' && bank.kind === 'bank' && other.reference !== bank.reference).toBe(true);
      expect((await post(a, 'wallet/get_in_address', { currency_id: 1, kind: 'bank' })).body.message).toBe(en('wallet.bankBaseOnly', { currency: 'USDT' }));
    });

    it('records a deposit under review, credits the coin account through the ledger on approval, once', async () => {
      const who = await member(server);
      const proof = await uploadedId(server, who.token);
      const submitted = await post<{ id: number }>(who, 'wallet/charge_req', { kind: 'chain', currency_id: 3, amount: '150.25', proof });
      expect(submitted.body).toMatchObject({ code: 1, message: en('server.submittedForReview') });
      const { id } = submitted.body.data;

      const log = await ok(get<Page<DepositRecord>>(who, 'charge_mention/log2'));
      expect(log).toEqual({
        list: [{ id, kind: 'chain', currency: 'USDT', chain: 'TRC20', amount: '150.25', status: 'pending', reason: '', created_at: expect.any(String), reviewed_at: null }],
        page: 1,
        limit: 20,
        total: 1,
      });
      expect(await coin(who)).toMatchObject({ available: '0', frozen: '0' });

      expect(await review(server, 'deposits', id)).toEqual({ id, status: 'approved', reason: '' });
      expect(await coin(who)).toEqual({ currency_id: 3, currency: 'USDT', available: '150.25', frozen: '0', total: '150.25' });
      const again = await ops(server, 'POST', `deposits/${id}/approve`);
      expect(again).toMatchObject({ status: 409, body: { message: en('server.alreadyReviewed') } });
      expect(await coin(who)).toMatchObject({ available: '150.25' });

      const ledger = await ok(post<Page<LedgerEntry>>(who, 'wallet/legal_log'));
      expect(ledger.list).toEqual([
        {
          id: expect.any(Number),
          account: 'coin',
          currency: 'USDT',
          type: 'deposit',
          available_delta: '150.25',
          frozen_delta: '0',
          available_after: '150.25',
          frozen_after: '0',
          reason: 'deposit',
          reference: `deposit:${id}`,
          created_at: expect.any(String),
        },
      ]);
      const [record] = (await ok(get<Page<DepositRecord>>(who, 'charge_mention/log2'))).list;
      expect(record).toMatchObject({ status: 'approved', reviewed_at: expect.any(String) });
    });

    it('takes bank transfers with a voucher; a rejected deposit credits nothing and shows why', async () => {
      const who = await member(server);
      const proof = await uploadedId(server, who.token);
      const { id } = await ok(post<{ id: number }>(who, 'wallet/charge_req', { kind: 'bank', currency_id: 3, amount: '500', proof }));
      const rejected = await ops(server, 'POST', `deposits/${id}/reject`, { reason: 'no transfer arrived' });
      expect(rejected.body.data).toEqual({ id, status: 'rejected', reason: 'no transfer arrived' });
      expect(await coin(who)).toMatchObject({ available: '0' });
      expect((await ok(get<Page<DepositRecord>>(who, 'charge_mention/log2'))).list[0]).toMatchObject({
        kind: 'bank',
        chain: 'BANK',
        status: 'rejected',
        reason: 'no transfer arrived',
      });
      expect((await ops(server, 'POST', `deposits/${id}/approve`)).status).toBe(409);
    });

    it.each([
      ['below the minimum', { amount: '9.999999' }, 'amount.belowMinimum', { min: '10 USDT' }],
      ['more decimals than USDT has', { amount: '10.1234567' }, 'validation.amountDecimals', {}],
      ['an unknown currency', { currency_id: 999 }, 'validation.currencyRequired', {}],
      ['no proof', { proof: '' }, 'validation.proofRequired', {}],
      ['an unknown proof', { proof: 'f'.repeat(32) }, 'upload.fileUnknown', {}],
    ])('refuses a deposit %s', async (_case, overrides, key, vars) => {
      const who = await member(server);
      const proof = await uploadedId(server, who.token);
      const { status, body } = await post(who, 'wallet/charge_req', { kind: 'chain', currency_id: 3, amount: '20', proof, ...overrides });
      expect(status).toBe(400);
      expect(body.message).toBe(en(key, vars));
      expect((await ok(get<Page<DepositRecord>>(who, 'charge_mention/log2'))).total).toBe(0);
    });

    it('refuses a KYC image as a deposit proof', async () => {
      const who = await member(server);
      const photo = await uploadedId(server, who.token, 'kyc');
      expect((await post(who, 'wallet/charge_req', { kind: 'chain', currency_id: 3, amount: '20', proof: photo })).body.message).toBe(en('upload.fileUnknown'));
    });
  });

  describe('accounts and transfers', () => {
    it('moves available funds between accounts, records both legs, and refuses more than available', async () => {
      const who = await member(server);
      await deposit(server, who, '100');
      expect((await post(who, 'wallet/change', { from: 'coin', to: 'option', currency_id: 3, amount: '30.5' })).body.code).toBe(1);
      const wallet = await ok(post<WalletList>(who, 'wallet/list'));
      const usdt = (type: string) => wallet.accounts.find((account) => account.type === type)?.balances.find((b) => b.currency_id === 3);
      expect(usdt('coin')).toMatchObject({ available: '69.5', total: '69.5' });
      expect(usdt('option')).toMatchObject({ available: '30.5' });
      expect(usdt('contract')).toMatchObject({ available: '0' });

      const tooMuch = await post(who, 'wallet/change', { from: 'option', to: 'trust', currency_id: 3, amount: '30.500001' });
      expect(tooMuch).toMatchObject({ status: 400, body: { message: en('funds.insufficientBalance') } });
      const nothing = await post(who, 'wallet/change', { from: 'contract', to: 'coin', currency_id: 3, amount: '1' });
      expect(nothing.body.message).toBe(en('funds.insufficientBalance'));
      const same = await post(who, 'wallet/change', { from: 'coin', to: 'coin', currency_id: 3, amount: '1' });
      expect(same.body.message).toBe(en('validation.transferSameAccount'));

      const history = await ok(get<Page<TransferRecord>>(who, 'wallet/hzhistory'));
      expect(history).toMatchObject({ total: 1, list: [{ from: 'coin', to: 'option', currency: 'USDT', amount: '30.5' }] });
      const ledger = await ok(post<Page<LedgerEntry>>(who, 'wallet/legal_log', { account: 'option' }));
      expect(ledger.list).toEqual([expect.objectContaining({ account: 'option', available_delta: '30.5', reason: 'transfer_in' })]);
      const all = await ok(post<Page<LedgerEntry>>(who, 'wallet/legal_log'));
      expect(all.list.map((entry) => [entry.reason, entry.available_delta])).toEqual([
        ['transfer_in', '30.5'],
        ['transfer_out', '-30.5'],
        ['deposit', '100'],
      ]);
    });

    it('pages records newest first, 20 by default and at most 100', async () => {
      const who = await member(server);
      await deposit(server, who, '100');
      for (let i = 1; i <= 5; i++) await ok(post(who, 'wallet/change', { from: 'coin', to: 'trust', currency_id: 3, amount: String(i) }));
      const second = await ok(get<Page<TransferRecord>>(who, 'wallet/hzhistory', { page: 2, limit: 2 }));
      expect(second).toMatchObject({ page: 2, limit: 2, total: 5 });
      expect(second.list.map((record) => record.amount)).toEqual(['3', '2']);
      expect(await ok(get<Page<TransferRecord>>(who, 'wallet/hzhistory', { page: 9 }))).toMatchObject({ list: [], total: 5 });
      expect((await ok(get<Page<TransferRecord>>(who, 'wallet/hzhistory', { limit: 1000 }))).limit).toBe(100);
    });
  });

  describe('withdrawal addresses', () => {
    it('needs a fund password first, then saves, lists and deletes a checked address', async () => {
      const who = await member(server);
      const address = newTrc20Address();
      const form = { currency_id: 3, chain: 'TRC20', address, fund_password: FUND_PASSWORD, code: '123456' };
      const early = await post(who, 'wallet/addaddress', form);
      expect(early.body).toMatchObject({ code: 1002, message: en('funds.setFundPasswordFirst') });

      await setFundPassword(server, who);
      const code = await ownCode(server, who, 'address');
      const bad = `${address.slice(0, -1)}${address.endsWith('z') ? 'y' : 'z'}`;
      expect((await post(who, 'wallet/addaddress', { ...form, address: bad, code })).body.message).toBe(en('wallet.addressInvalid', { chain: 'TRC20' }));
      expect((await post(who, 'wallet/addaddress', { ...form, chain: 'SOL', code })).body.message).toBe(en('wallet.chainUnsupported'));
      expect((await post(who, 'wallet/addaddress', { ...form, fund_password: '000000', code })).body.message).toBe(en('wallet.fundPasswordWrong'));
      const wrongCode = code === '000000' ? '111111' : '000000';
      expect((await post(who, 'wallet/addaddress', { ...form, code: wrongCode })).body.message).toBe(en('server.codeWrong'));
      const saved = await post<{ id: number }>(who, 'wallet/addaddress', { ...form, code });
      expect(saved.body.code).toBe(1);
      const { id } = saved.body.data;

      expect(await ok(post<WithdrawalAddress[]>(who, 'wallet/get_address'))).toEqual([
        { id, currency_id: 3, currency: 'USDT', chain: 'TRC20', address, created_at: expect.any(String) },
      ]);
      expect(await ok(post(who, 'wallet/get_address', { currency_id: 1 }))).toEqual([]);
      const twice = await post(who, 'wallet/addaddress', { ...form, code: await ownCode(server, who, 'address') });
      expect(twice.body.message).toBe(en('wallet.addressExists'));

      expect((await post(who, 'wallet/deladdress', { id })).body.code).toBe(1);
      expect(await ok(post(who, 'wallet/get_address'))).toEqual([]);
      expect((await post(who, 'wallet/deladdress', { id })).status).toBe(404);
    });
  });

  describe('withdrawals', () => {
    it('says up front what is missing, then checks in the spec order with codes for the way forward', async () => {
      const who = await member(server);
      const info = () => ok(post<WithdrawInfo>(who, 'wallet/get_info', { currency_id: 3 }));
      expect(await info()).toEqual({
        currency_id: 3,
        currency: 'USDT',
        chains: ['TRC20', 'ERC20', 'BEP20'],
        available: '0',
        min_withdraw: '10',
        fee: '1',
        arrival_hours: 24,
        remaining_today: 3,
        verified: false,
        has_fund_password: false,
        has_address: false,
        two_factor: false,
      });
      const form = { currency_id: 3, address_id: 1, amount: '20', fund_password: FUND_PASSWORD };
      const attempt = () => post(who, 'wallet/out', form);

      expect((await attempt()).body).toMatchObject({ code: 1001, message: en('funds.notVerified') });
      await verifyBasic(server, who);
      expect((await attempt()).body).toMatchObject({ code: 1002, message: en('funds.setFundPasswordFirst') });
      await setFundPassword(server, who);
      expect((await attempt()).body).toMatchObject({ code: 1003, message: en('funds.setAddressFirst') });
      const addressId = await addAddress(server, who);
      expect(await info()).toMatchObject({ verified: true, has_fund_password: true, has_address: true });

      const ready = { ...form, address_id: addressId };
      expect((await post(who, 'wallet/out', ready)).body).toMatchObject({ code: 0, message: en('funds.insufficientBalance') });
      await deposit(server, who, '100');
      expect((await post(who, 'wallet/out', { ...ready, amount: '9.99' })).body.message).toBe(en('amount.belowMinimum', { min: '10 USDT' }));
      expect((await post(who, 'wallet/out', { ...ready, amount: '99.5' })).body.message).toBe(en('funds.insufficientBalance'));
      expect((await post(who, 'wallet/out', { ...ready, fund_password: '135790' })).body.message).toBe(en('wallet.fundPasswordWrong'));
      expect(await coin(who)).toMatchObject({ available: '100', frozen: '0' });
    });

    it('freezes amount + fee; approval pays it out, rejection gives it back', async () => {
      const who = await withdrawer(server, '100');
      const submit = (amount: string) => post<{ id: number }>(who, 'wallet/out', { currency_id: 3, address_id: who.addressId, amount, fund_password: FUND_PASSWORD, remark: 'rent' });
      const first = await submit('40');
      expect(first.body).toMatchObject({ code: 1, message: en('server.submittedForReview') });
      expect(await coin(who)).toEqual({ currency_id: 3, currency: 'USDT', available: '59', frozen: '41', total: '100' });
      const second = await submit('20');
      expect(await coin(who)).toMatchObject({ available: '38', frozen: '62' });

      await review(server, 'withdrawals', first.body.data.id);
      expect(await coin(who)).toMatchObject({ available: '38', frozen: '21', total: '59' });
      await review(server, 'withdrawals', second.body.data.id, 'reject');
      expect(await coin(who)).toMatchObject({ available: '59', frozen: '0', total: '59' });
      expect((await ops(server, 'POST', `withdrawals/${second.body.data.id}/approve`)).status).toBe(409);
      expect(await coin(who)).toMatchObject({ available: '59', frozen: '0' });

      const log = await ok(get<Page<WithdrawalRecord>>(who, 'charge_mention/log3'));
      expect(log.list).toEqual([
        expect.objectContaining({ id: second.body.data.id, amount: '20', fee: '1', status: 'rejected', reason: 'not matched', remark: 'rent', chain: 'TRC20' }),
        expect.objectContaining({ id: first.body.data.id, amount: '40', fee: '1', status: 'approved', reason: '' }),
      ]);
      const ledger = await ok(post<Page<LedgerEntry>>(who, 'wallet/legal_log'));
      expect(ledger.list.map((entry) => [entry.reason, entry.available_delta, entry.frozen_delta])).toEqual([
        ['withdraw_refund', '21', '-21'],
        ['withdraw_paid', '0', '-41'],
        ['withdraw_freeze', '-21', '21'],
        ['withdraw_freeze', '-41', '41'],
        ['deposit', '100', '0'],
      ]);
    });

    it('takes at most 3 requests a day even when they arrive together', async () => {
      const members = await Promise.all(Array.from({ length: 4 }, () => withdrawer(server, '1000')));
      // Five at once per member (more than five parallel fund password checks are refused as
      // guessing), twenty at once in all, so the requests meet inside the database.
      const results = await Promise.all(
        members.flatMap((who) =>
          Array.from({ length: 5 }, async () => ({
            who,
            reply: await post(who, 'wallet/out', { currency_id: 3, address_id: who.addressId, amount: '10', fund_password: FUND_PASSWORD }),
          })),
        ),
      );
      for (const who of members) {
        const replies = results.filter((result) => result.who === who).map((result) => result.reply.body);
        expect(replies.filter((reply) => reply.code === 1)).toHaveLength(3);
        expect(replies.filter((reply) => reply.code !== 1)).toEqual(
          Array.from({ length: 2 }, () => ({ type: 'error', code: 1004, message: en('wallet.dailyLimit', { max: 3 }), data: null })),
        );
        expect(await coin(who)).toMatchObject({ available: '967', frozen: '33' });
      }
      const [who] = members as [Member & { addressId: number }];
      expect(await ok(post<WithdrawInfo>(who, 'wallet/get_info', { currency_id: 3 }))).toMatchObject({ remaining_today: 0 });

      server.clock.advance(24 * 60 * 60_000);
      expect(await ok(post<WithdrawInfo>(who, 'wallet/get_info', { currency_id: 3 }))).toMatchObject({ remaining_today: 3 });
      expect((await post(who, 'wallet/out', { currency_id: 3, address_id: who.addressId, amount: '10', fund_password: FUND_PASSWORD })).body.code).toBe(1);
    });

    // Deterministic on PostgreSQL: inserts into withdrawals wait behind the test's lock (reads do
    // not), so every request gets as far as its insert before any commits. Only the per-user lock
    // taken before counting keeps the later ones from counting the same "2 so far".
    (database.url ? it : it.skip)('holds the limit when the requests meet inside PostgreSQL', async () => {
      const who = await withdrawer(server, '1000');
      const client = new pg.Client({ connectionString: database.url ?? '', options: `-c search_path=${server.config.databaseSchema}` });
      await client.connect();
      try {
        await client.query('BEGIN');
        await client.query('LOCK TABLE withdrawals IN SHARE MODE');
        const replies = Array.from({ length: 5 }, () =>
          post(who, 'wallet/out', { currency_id: 3, address_id: who.addressId, amount: '10', fund_password: FUND_PASSWORD }),
        );
        const waiting = async () => {
          // Inside a transaction the activity view is a snapshot taken once, unless cleared.
          await client.query('SELECT pg_stat_clear_snapshot()');
          const { rows } = await client.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
          );
          return rows[0]?.n ?? 0;
        };
        for (const started = Date.now(); (await waiting()) < 5 && Date.now() - started < 10_000; ) await new Promise((resolve) => setTimeout(resolve, 20));
        await client.query('COMMIT');
        const codes = (await Promise.all(replies)).map((reply) => reply.body.code).sort();
        expect(codes).toEqual([1, 1, 1, 1004, 1004]);
      } finally {
        await client.end();
      }
    });

    it('rests the fund password after five wrong tries', async () => {
      const who = await withdrawer(server, '100');
      const form = { currency_id: 3, address_id: who.addressId, amount: '10', fund_password: '999999' };
      for (let i = 0; i < 5; i++) expect((await post(who, 'wallet/out', form)).body.message).toBe(en('wallet.fundPasswordWrong'));
      const locked = await post(who, 'wallet/out', { ...form, fund_password: FUND_PASSWORD });
      expect(locked).toMatchObject({ status: 429, body: { message: en('server.tooManyRequests') } });
      server.clock.advance(15 * 60_000 + 1000);
      expect((await post(who, 'wallet/out', { ...form, fund_password: FUND_PASSWORD })).body.code).toBe(1);
    });
  });

  describe('a deposit\'s and a withdrawal\'s details', () => {
    const steps = (entries: LedgerEntry[]) => entries.map((e) => [e.reason, e.available_delta, e.frozen_delta, e.reference]);

    it('a deposit: where it was sent, its review, and the entry its approval made', async () => {
      const who = await member(server);
      const target = await ok(post<DepositTarget>(who, 'wallet/get_in_address', { currency_id: 3 }));
      const id = await requestDeposit(server, who, '150.25');
      const pending = await ok(post<DepositDetail>(who, 'wallet/deposit_detail', { id }));
      expect(pending).toMatchObject({ id, kind: 'chain', currency: 'USDT', chain: 'TRC20', amount: '150.25', status: 'pending', reviewed_at: null, reference: '', entries: [] });
      expect(target.kind === 'chain' && pending.address).toBe(target.kind === 'chain' ? target.address : false);

      await review(server, 'deposits', id);
      const approved = await ok(post<DepositDetail>(who, 'wallet/deposit_detail', { id }));
      expect(approved).toMatchObject({ status: 'approved', reviewed_at: expect.any(String) });
      expect(steps(approved.entries)).toEqual([['deposit', '150.25', '0', `deposit:${id}`]]);
      // Each entry is the one the ledger detail opens.
      const [entry] = approved.entries;
      expect(await ok(post<LedgerEntry>(who, 'wallet/legal_detail', { id: entry?.id ?? 0 }))).toMatchObject({ id: entry?.id, reference: `deposit:${id}` });
    });

    it('a bank transfer: its reference instead of an address, and no entry once rejected', async () => {
      const who = await member(server);
      const proof = await uploadedId(server, who.token);
      const { id } = await ok(post<{ id: number }>(who, 'wallet/charge_req', { kind: 'bank', currency_id: 3, amount: '80', proof }));
      const bank = await ok(post<DepositTarget>(who, 'wallet/get_in_address', { currency_id: 3, kind: 'bank' }));
      await review(server, 'deposits', id, 'reject');
      const detail = await ok(post<DepositDetail>(who, 'wallet/deposit_detail', { id }));
      expect(detail).toMatchObject({ kind: 'bank', status: 'rejected', reason: 'not matched', address: '', entries: [] });
      expect(detail.reference).toBe(bank.kind === 'bank' ? bank.reference : '');
    });

    it('a withdrawal: the freeze, then the payment or the refund, oldest first', async () => {
      const who = await withdrawer(server, '200');
      const form = { currency_id: 3, address_id: who.addressId, fund_password: FUND_PASSWORD };
      const paid = await ok(post<{ id: number }>(who, 'wallet/out', { ...form, amount: '50', remark: 'rent' }));
      const refunded = await ok(post<{ id: number }>(who, 'wallet/out', { ...form, amount: '20' }));
      const frozen = await ok(post<WithdrawalDetail>(who, 'wallet/withdraw_detail', { id: paid.id }));
      expect(frozen).toMatchObject({ id: paid.id, status: 'pending', amount: '50', fee: '1', remark: 'rent', chain: 'TRC20' });
      expect(steps(frozen.entries)).toEqual([['withdraw_freeze', '-51', '51', `withdrawal:${paid.id}`]]);

      await review(server, 'withdrawals', paid.id);
      await review(server, 'withdrawals', refunded.id, 'reject');
      const done = await ok(post<WithdrawalDetail>(who, 'wallet/withdraw_detail', { id: paid.id }));
      expect(done.status).toBe('approved');
      expect(steps(done.entries)).toEqual([
        ['withdraw_freeze', '-51', '51', `withdrawal:${paid.id}`],
        ['withdraw_paid', '0', '-51', `withdrawal:${paid.id}`],
      ]);
      const back = await ok(post<WithdrawalDetail>(who, 'wallet/withdraw_detail', { id: refunded.id }));
      expect(back).toMatchObject({ status: 'rejected', reason: 'not matched' });
      expect(steps(back.entries)).toEqual([
        ['withdraw_freeze', '-21', '21', `withdrawal:${refunded.id}`],
        ['withdraw_refund', '21', '-21', `withdrawal:${refunded.id}`],
      ]);
    });

    it('answers someone else\'s or no such record as not found, in words', async () => {
      const [who, other] = [await member(server), await member(server)];
      const id = await requestDeposit(server, who, '30');
      for (const path of ['wallet/deposit_detail', 'wallet/withdraw_detail']) {
        for (const asked of [id, 999_999_999]) {
          const { status, body } = await post(other, path, { id: asked });
          expect([status, body]).toEqual([404, { type: 'error', code: 0, message: en('server.notFound'), data: null }]);
        }
      }
      expect((await post(other, 'wallet/deposit_detail', { id: 'x' })).body.message).toBe(en('validation.recordInvalid'));
    });
  });

  it('lists pending requests for review with who asked', async () => {
    const who = await member(server);
    const id = await requestDeposit(server, who, '12');
    const queue = await ops<Record<string, unknown>[]>(server, 'GET', 'deposits?status=pending');
    expect(queue.body.data.find((row) => row.id === id)).toMatchObject({ user_id: who.user.id, account: who.registered.account, amount: '12', proof: expect.any(String) });
    await review(server, 'deposits', id);
    expect((await ops<Record<string, unknown>[]>(server, 'GET', 'deposits?status=pending')).body.data.some((row) => row.id === id)).toBe(false);
  });
});
