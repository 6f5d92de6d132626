import { contract } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import { FUND_PASSWORD, holder, snapshot, type Holder } from './support/funds';
import { ISSUE_CALLS, send } from './support/issue-calls';
import { databases, startServer, type TestServer } from './support/server';

const en = (key: string) => translate('en', key);
const notLoggedIn = { type: '999', code: 999, message: en('server.notLoggedIn'), data: null };

/** The user calls this issue added to the contract (the rest of contract.user belongs to other issues). */
const ISSUE_USER_PATHS = [
  'set/sms_other_mail',
  'user/center',
  'user/center2',
  'user/real_name',
  'user/real_name2',
  'user/has_password',
  'user/e_pwd',
  'user/e_email',
  'safe/update_password',
  'user/cash_info',
  'user/cash_save',
];

describe.each(databases)('access to this issue\'s calls on $name', (database) => {
  let server: TestServer;
  let owner: Holder;
  let intruder: Holder;
  beforeAll(async () => {
    server = await startServer(database);
    [owner, intruder] = [await holder(server), await holder(server)];
  });
  afterAll(() => server.close());

  it('walks every protected call of the issue', () => {
    const expected = [
      ...Object.values(contract.wallet).filter((spec) => spec.auth).map((spec) => spec.path),
      ...ISSUE_USER_PATHS,
      'upload/file',
    ];
    expect(ISSUE_CALLS.map((spec) => spec.path).sort()).toEqual(expected.sort());
  });

  it.each(ISSUE_CALLS.map((spec) => [`${spec.method} ${spec.path}`, spec] as const))(
    '%s refuses a missing, empty or garbage token with 401 / 999 and changes nothing',
    async (_name, spec) => {
      const before = await snapshot(server);
      for (const token of [undefined, '', 'garbage-token', `${owner.token}x`]) {
        const { status, body } = await send(server, spec, spec.valid(owner), { token });
        expect([status, body]).toEqual([401, notLoggedIn]);
      }
      expect(await snapshot(server)).toEqual(before);
    },
  );

  describe("another user's ids", () => {
    const asIntruder = (path: string, body: Record<string, unknown>) => {
      const spec = ISSUE_CALLS.find((candidate) => candidate.path === path);
      if (!spec) throw new Error(`no such call ${path}`);
      return send(server, spec, body, { token: intruder.token });
    };

    it.each([
      ['wallet/deladdress', (o: Holder) => ({ id: o.addressId }), 404, 'server.notFound'],
      ['wallet/legal_detail', (o: Holder) => ({ id: o.ledgerId }), 404, 'server.notFound'],
      ['wallet/out', (o: Holder) => ({ currency_id: 3, address_id: o.addressId, amount: '20', fund_password: FUND_PASSWORD }), 404, 'server.notFound'],
      ['user/cash_info', (o: Holder) => ({ id: o.cardId }), 404, 'server.notFound'],
      ['upload/file', (o: Holder) => ({ id: o.depositFile }), 404, 'server.notFound'],
      ['upload/file', (o: Holder) => ({ id: o.kycFiles[0] }), 404, 'server.notFound'],
      ['wallet/charge_req', (o: Holder) => ({ kind: 'chain', currency_id: 3, amount: '20', proof: o.depositFile }), 400, 'upload.fileUnknown'],
      ['user/real_name2', (o: Holder) => ({ id_type: 'id_card', front: o.kycFiles[0], back: o.kycFiles[1], hand: o.kycFiles[2] }), 400, 'upload.fileUnknown'],
      ['wallet/deposit_detail', (o: Holder) => ({ id: o.depositId }), 404, 'server.notFound'],
      ['wallet/withdraw_detail', (o: Holder) => ({ id: o.withdrawalId }), 404, 'server.notFound'],
    ] as const)('%s refuses them and changes nothing', async (path, input, status, key) => {
      const before = await snapshot(server);
      const refused = await asIntruder(path, input(owner));
      expect([refused.status, refused.body]).toEqual([status, { type: 'error', code: 0, message: en(key), data: null }]);
      expect(await snapshot(server)).toEqual(before);
    });

    it('shows the intruder only their own records, addresses and cards', async () => {
      const items = async (path: string) => {
        const { data } = (await asIntruder(path, {})).body as { data: { list: Record<string, unknown>[] } | Record<string, unknown>[] };
        return Array.isArray(data) ? data : data.list;
      };
      const ids = async (path: string) => (await items(path)).map((item) => item.id);
      const theirs = async (table: string) =>
        (await server.built.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE user_id = $1 ORDER BY id DESC`, [intruder.user.id])).map((row) => row.id);
      expect(await ids('charge_mention/log2')).toEqual(await theirs('deposits'));
      expect(await ids('charge_mention/log2')).toContain(intruder.depositId);
      expect(await ids('charge_mention/log3')).toEqual([intruder.withdrawalId]);
      expect(await ids('wallet/get_address')).toEqual([intruder.addressId]);
      expect(await ids('user/cash_info')).toEqual([intruder.cardId]);
      expect(await ids('wallet/hzhistory')).toEqual([]);
      const references = (await items('wallet/legal_log')).map((entry) => entry.reference);
      expect(references).toContain(`withdrawal:${intruder.withdrawalId}`);
      expect(references.every((reference) => String(reference).startsWith('deposit:') || reference === `withdrawal:${intruder.withdrawalId}`)).toBe(true);
      const [ownDeposit] = await server.built.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ledger_entries WHERE user_id = $1 AND reference LIKE 'deposit:%'`,
        [intruder.user.id],
      );
      expect(references.filter((reference) => String(reference).startsWith('deposit:'))).toHaveLength(ownDeposit?.count ?? -1);
    });
  });
});
