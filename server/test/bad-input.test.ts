import { LANGUAGES } from '@h5/shared/constants';
import { translate } from '@h5/shared/i18n/messages';
import { holder, IMAGES, snapshot, type Holder } from './support/funds';
import { ISSUE_CALLS, send, type IssueCall } from './support/issue-calls';
import { databases, startServer, type TestServer } from './support/server';

/** One bad value for one field, and the refusal it must get. */
interface BadValue {
  value: unknown;
  key: string;
  status?: number;
  vars?: Record<string, string>;
}

const WRONG_TYPES = [{}, [], true];
const FORTY_DIGITS = '9'.repeat(40);

const bad = (key: string, values: unknown[], refusal: Pick<BadValue, 'status' | 'vars'> = {}): BadValue[] =>
  values.map((value) => ({ value, key, ...refusal }));
const notFound = (values: unknown[]) => bad('server.notFound', values, { status: 404 });
const belowMinimum = () => bad('amount.belowMinimum', ['9.999999'], { vars: { min: '10 USDT' } });

/** Ids and page numbers: positive whole numbers, nothing else. */
const positive = (key: string) => bad(key, ['', '-1', '0', 'NaN', '1.5', 'abc', FORTY_DIGITS, ...WRONG_TYPES]);
const pages = () => [...positive('validation.pageInvalid'), ...bad('validation.pageInvalid', [['1', '2']])];

const amount = (): BadValue[] => [
  ...bad('validation.amountRequired', ['', '   ', 12, ...WRONG_TYPES]),
  ...bad('validation.amountInvalid', ['-1', 'NaN', '1e5', '0x10', '1,000', FORTY_DIGITS]),
  // A valid shape, but more than the amount column holds.
  ...bad('validation.tooLarge', ['9'.repeat(17)], { vars: { max: '999999999999999.999999 USDT' } }),
  ...bad('validation.amountPositive', ['0', '0.000000']),
  // USDT has 6 decimals: 7 are refused by the server, 9 already by the shared schema.
  ...bad('validation.amountDecimals', ['1.1234567', '1.123456789']),
];

const choice = (key: string) => bad(key, ['', 'x', 'COIN', 1, ...WRONG_TYPES]);
const fundPassword = () => [...bad('validation.fundPasswordRequired', ['', 123456, ...WRONG_TYPES]), ...bad('validation.fundPasswordInvalid', ['12345', '1234567', 'abcdef', '-12345'])];
const code = () => [...bad('validation.codeRequired', ['', 123456, ...WRONG_TYPES]), ...bad('validation.codeInvalid', ['12345', 'abcdef', '1234567'])];
const text = (key: string, max: number) => [...bad(key, ['', '   ', 5, ...WRONG_TYPES]), ...bad('validation.textTooLong', ['x'.repeat(max + 1)])];
const currency = () => [...positive('validation.currencyRequired'), ...bad('validation.currencyRequired', ['999'])];
const file = (key: string, other: (who: Holder, them: Holder) => string[]) =>
  (who: Holder, them: Holder) => [...bad(key, ['', 5, ...WRONG_TYPES]), ...bad('upload.fileUnknown', ['f'.repeat(32), '../../etc/passwd', ...other(who, them)])];

type Fields = Record<string, (who: Holder, them: Holder) => BadValue[]>;

/** Every input of every call of the issue, with what is wrong to put in it. */
const INPUTS: Record<string, Fields> = {
  'wallet/detail': { account: () => choice('validation.accountTypeInvalid'), currency_id: currency },
  'wallet/legal_log': {
    page: pages,
    limit: pages,
    account: () => choice('validation.accountTypeInvalid'),
    type: () => choice('validation.ledgerTypeInvalid'),
    currency_id: currency,
    from: () => [...bad('validation.timeInvalid', ['', '0', '-1', 'abc', '1.5', FORTY_DIGITS, ...WRONG_TYPES]), ...bad('validation.dateRangeInvalid', [4_000_000_000])],
    to: () => [...bad('validation.timeInvalid', ['', '0', 'abc', ...WRONG_TYPES]), ...bad('validation.dateRangeInvalid', [1_700_000_000, 1_600_000_000])],
  },
  'wallet/legal_detail': { id: (_who, them) => [...positive('validation.recordInvalid'), ...notFound([them.ledgerId, 999_999_999])] },
  'wallet/deposit_detail': { id: (_who, them) => [...positive('validation.recordInvalid'), ...notFound([them.depositId, 999_999_999])] },
  'wallet/withdraw_detail': { id: (_who, them) => [...positive('validation.recordInvalid'), ...notFound([them.withdrawalId, 999_999_999])] },
  'wallet/change': {
    from: () => choice('validation.accountTypeInvalid'),
    to: () => [...choice('validation.accountTypeInvalid'), ...bad('validation.transferSameAccount', ['coin'])],
    currency_id: currency,
    amount,
  },
  'wallet/hzhistory': { page: pages, limit: pages },
  'wallet/get_in_address': { currency_id: currency, kind: () => choice('validation.depositKindInvalid') },
  'wallet/charge_req': {
    kind: () => choice('validation.depositKindInvalid'),
    currency_id: currency,
    amount: () => [...amount(), ...belowMinimum()],
    proof: file('validation.proofRequired', (who, them) => [them.depositFile, who.kycFiles[0]]),
  },
  'wallet/get_info': { currency_id: currency },
  'wallet/get_address': { currency_id: currency },
  'wallet/out': {
    currency_id: currency,
    address_id: () => [...positive('validation.addressRequired'), ...notFound(['999999'])],
    amount: () => [...amount(), ...belowMinimum()],
    fund_password: fundPassword,
    remark: () => [...bad('validation.textInvalid', [5, ...WRONG_TYPES]), ...bad('validation.textTooLong', ['x'.repeat(201)])],
  },
  'wallet/addaddress': {
    currency_id: currency,
    chain: () => [...bad('validation.chainRequired', ['', 5, ...WRONG_TYPES]), ...bad('wallet.chainUnsupported', ['XYZ', 'SOL'])],
    address: () => [
      ...bad('validation.addressRequired', ['', '  ', 5, ...WRONG_TYPES]),
      ...bad('wallet.addressInvalid', ['T123', `0x${'a'.repeat(40)}`, `T${'1'.repeat(33)}`, 'x'.repeat(5000)], { vars: { chain: 'TRC20' } }),
    ],
    fund_password: fundPassword,
    code,
  },
  'wallet/deladdress': { id: () => [...positive('validation.addressRequired'), ...notFound(['999999'])] },
  'charge_mention/log2': { page: pages, limit: pages },
  'charge_mention/log3': { page: pages, limit: pages },
  'upload/image': { purpose: () => bad('validation.uploadPurposeInvalid', ['', 'avatar', 'KYC']) },
  'upload/file': { id: (_who, them) => notFound(['', 'zzz', '../uploads', 'f'.repeat(32), them.depositFile]) },
  'set/sms_other_mail': { scene: () => choice('validation.sceneInvalid') },
  'user/real_name': {
    country: () => text('validation.countryRequired', 100),
    name: () => text('validation.nameRequired', 100),
    id_number: () => text('validation.idNumberRequired', 100),
    address: () => text('validation.addressTextRequired', 100),
  },
  'user/real_name2': {
    id_type: () => bad('validation.idTypeRequired', ['', 'x', 'ID_CARD', 'driving_license', 1, ...WRONG_TYPES]),
    front: file('validation.frontRequired', (who, them) => [them.kycFiles[0], who.depositFile]),
    back: file('validation.backRequired', (who, them) => [them.kycFiles[1], who.depositFile]),
    hand: file('validation.handRequired', (who, them) => [them.kycFiles[2], who.depositFile]),
  },
  'user/e_pwd': {
    old_password: fundPassword,
    password: fundPassword,
    re_password: () => [...bad('validation.confirmRequired', ['', 5, ...WRONG_TYPES]), ...bad('validation.passwordMismatch', ['135791'])],
  },
  'user/e_email': {
    email: () => [...bad('validation.emailRequired', ['', 5, ...WRONG_TYPES]), ...bad('validation.emailInvalid', ['x', 'a@b', 'a b@c.de', `${'a'.repeat(120)}@x.com`])],
    code,
  },
  'safe/update_password': {
    old_password: () => bad('validation.oldPasswordRequired', ['', '  ', 5, ...WRONG_TYPES]),
    password: () => [
      ...bad('validation.passwordRequired', ['', 123456, ...WRONG_TYPES]),
      ...bad('validation.passwordMin', ['12345']),
      ...bad('validation.passwordMax', ['x'.repeat(65)]),
    ],
    re_password: () => [...bad('validation.confirmRequired', ['', 5, ...WRONG_TYPES]), ...bad('validation.passwordMismatch', ['changed-2'])],
  },
  'user/cash_info': { id: () => [...positive('validation.bankCardInvalid'), ...notFound(['999999'])] },
  'user/cash_save': Object.fromEntries(
    ['holder', 'card_number', 'bank', 'branch', 'bank_name', 'bank_address', 'swift', 'full_name', 'iban', 'beneficiary_address', 'postal_code'].map((field) => [
      field,
      () => text('validation.fieldRequired', 200),
    ]),
  ),
};

/** GET inputs travel in the query: text only, arrays as repeated keys (an empty one is no key at all). */
const queryable = (value: unknown) => typeof value === 'string' || (Array.isArray(value) && value.length > 0);

describe.each(databases)('bad input to this issue\'s calls on $name', (database) => {
  let server: TestServer;
  let who: Holder;
  let them: Holder;
  beforeAll(async () => {
    server = await startServer(database);
    [who, them] = [await holder(server), await holder(server)];
  });
  afterAll(() => server.close());

  it('covers every call that takes input', () => {
    const withInput = ISSUE_CALLS.filter((spec) => Object.keys(spec.valid(who)).length > 0).map((spec) => spec.path);
    expect(Object.keys(INPUTS).sort()).toEqual(withInput.sort());
  });

  const cases = ISSUE_CALLS.filter((spec) => INPUTS[spec.path]).map((spec) => [spec.path, spec] as const);

  it.each(cases)('%s answers every bad value with its own localised message and changes nothing', async (path, spec: IssueCall) => {
    const before = await snapshot(server);
    const problems: string[] = [];
    let sent = 0;
    for (const [field, values] of Object.entries(INPUTS[path] ?? {})) {
      for (const { value, key, status = 400, vars } of values(who, them)) {
        if (spec.method === 'GET' && !queryable(value)) continue;
        const lang = LANGUAGES[sent++ % LANGUAGES.length] ?? 'en';
        const { status: got, body } = await send(server, spec, { ...spec.valid(who), [field]: value }, { token: who.token, lang });
        const expected = translate(lang, key, vars);
        if (got !== status || body.type !== 'error' || body.message !== expected) {
          problems.push(`${field}=${JSON.stringify(value).slice(0, 40)} [${lang}]: ${got} "${body.message}", wanted ${status} "${expected}" (${key})`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(0);
    expect(await snapshot(server)).toEqual(before);
  });

  it.each([
    ['a text file named .png', Buffer.from('plain text, not a picture'), 415, 'upload.notImage'],
    ['an empty file', Buffer.alloc(0), 415, 'upload.notImage'],
    ['an oversized image', Buffer.concat([IMAGES.png, Buffer.alloc(5 * 1024 * 1024)]), 413, 'upload.tooLarge'],
    ['no file at all', null, 400, 'upload.fileRequired'],
  ])('upload/image refuses %s in every language and keeps nothing', async (_case, file, status, key) => {
    const spec = ISSUE_CALLS.find((candidate) => candidate.path === 'upload/image') as IssueCall;
    const before = await snapshot(server);
    for (const lang of ['zh', 'th'] as const) {
      const refused = await send(server, spec, { purpose: 'deposit' }, { token: who.token, lang, file });
      expect([refused.status, refused.body.message]).toEqual([status, translate(lang, key)]);
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('speaks each language differently (no message left in English)', () => {
    const keys = new Set(Object.values(INPUTS).flatMap((fields) => Object.values(fields).flatMap((values) => values(who, them).map((value) => value.key))));
    for (const key of keys) {
      expect([key, translate('zh', key)]).not.toEqual([key, translate('en', key)]);
      expect(translate('en', key)).not.toBe(key);
    }
  });
});
