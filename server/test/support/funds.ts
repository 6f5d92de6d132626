import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { UploadedFile, User } from '@h5/shared/contract';
import { base58checkEncode } from '../../src/lib/base58';
import { ledgerMismatches } from '../../src/modules/ledger/queries';
import { readOpsAccess } from '../../src/modules/ops/access';
import { latestCode, login, registerAccount, type Registered } from './accounts';
import { call, type CallResult, type TestServer } from './server';

/** Only an image's first bytes are checked, so these are images enough. */
export const IMAGES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64), Buffer.from([0xff, 0xd9])]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([64, 0, 0, 0]), Buffer.from('WEBPVP8 '), randomBytes(56)]),
};

/** A valid TRC20 address made here from a random payload: base58check of 0x41 + 20 bytes. */
export const newTrc20Address = (): string => base58checkEncode(Buffer.concat([Buffer.from([0x41]), randomBytes(20)]));

export const FUND_PASSWORD = '246810';

export interface UploadOptions {
  purpose?: string;
  filename?: string;
  type?: string;
  lang?: string;
}

/** A multipart upload, as the shared API client sends it: the fields, then the file as `file`. */
export async function upload(server: TestServer, token: string | undefined, bytes: Buffer, options: UploadOptions = {}): Promise<CallResult<UploadedFile>> {
  const { purpose = 'deposit', filename = 'image.png', type = 'image/png', lang = 'en' } = options;
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const headers: Record<string, string> = { lang };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.url}/api/upload/image`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as CallResult<UploadedFile>['body'], headers: response.headers };
}

export async function uploadedId(server: TestServer, token: string, purpose: 'deposit' | 'kyc' | 'chat' = 'deposit', bytes = IMAGES.png): Promise<string> {
  const { body } = await upload(server, token, bytes, { purpose });
  if (body.code !== 1) throw new Error(`upload failed: ${body.message}`);
  return body.data.id;
}

/** A call to the server's /ops endpoints as the ops CLI makes it: the port and token from the access file. */
export async function ops<T = unknown>(server: TestServer, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) {
  const access = await readOpsAccess(server.config.opsAccessFile);
  const response = await fetch(`http://127.0.0.1:${access.port}/ops/${path}`, {
    method,
    headers: { 'x-ops-token': access.token, 'content-type': 'application/json', lang: 'en' },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data: T } };
}

export async function review(server: TestServer, desk: 'deposits' | 'withdrawals' | 'kyc', id: number, decision: 'approve' | 'reject' = 'approve') {
  const result = await ops<{ status: string }>(server, 'POST', `${desk}/${id}/${decision}`, decision === 'reject' ? { reason: 'not matched' } : {});
  if (result.status !== 200) throw new Error(`${decision} ${desk} ${id} failed: ${result.body.message}`);
  return result.body.data;
}

export interface Member {
  registered: Registered;
  user: User;
  token: string;
  /** Where the user's own codes go (`86-139...`). */
  target: string;
}

/** A new user, signed in; `inviteCode` registers them as someone's invitee. */
export async function member(server: TestServer, inviteCode?: string): Promise<Member> {
  const registered = await registerAccount(server, 'mobile', 'secret123', inviteCode);
  return { registered, user: registered.user, token: await login(server, registered), target: `86-${registered.account}` };
}

/** Must succeed: throws with the server's message otherwise. */
export async function ok<T>(result: Promise<CallResult<T>>): Promise<T> {
  const { body } = await result;
  if (body.code !== 1) throw new Error(`call refused: ${body.message}`);
  return body.data;
}

/** A code sent to the member's own phone for `scene` (a minute after the last, as the resend rule wants). */
export async function ownCode(server: TestServer, who: Member, scene: 'address' | 'email' | 'security'): Promise<string> {
  let sent = await call(server, 'set/sms_other_mail', { body: { scene }, token: who.token });
  if (sent.status === 429) {
    server.clock.advance(61_000);
    sent = await call(server, 'set/sms_other_mail', { body: { scene }, token: who.token });
  }
  if (sent.body.code !== 1) throw new Error(`code not sent: ${sent.body.message}`);
  return latestCode(server, who.target);
}

export const setFundPassword = (server: TestServer, who: Member) =>
  ok(call(server, 'user/e_pwd', { body: { password: FUND_PASSWORD, re_password: FUND_PASSWORD }, token: who.token }));

export async function verifyBasic(server: TestServer, who: Member): Promise<void> {
  await ok(call(server, 'user/real_name', { body: { country: 'CN', name: 'Li Lei', id_number: '110101199001011234', address: '1 Road' }, token: who.token }));
  const queue = await ops<{ id: number; user_id: number; status: string }[]>(server, 'GET', 'kyc?status=pending');
  const mine = queue.body.data.find((request) => request.user_id === who.user.id);
  if (!mine) throw new Error('no pending verification');
  await review(server, 'kyc', mine.id);
}

export async function addAddress(server: TestServer, who: Member, address = newTrc20Address()): Promise<number> {
  const code = await ownCode(server, who, 'address');
  const data = await ok(
    call<{ id: number }>(server, 'wallet/addaddress', {
      body: { currency_id: 3, chain: 'TRC20', address, fund_password: FUND_PASSWORD, code },
      token: who.token,
    }),
  );
  return data.id;
}

/** A deposit request with a fresh proof image; its id. */
export async function requestDeposit(server: TestServer, who: Member, amount: string, currencyId = 3): Promise<number> {
  const proof = await uploadedId(server, who.token);
  const data = await ok(call<{ id: number }>(server, 'wallet/charge_req', { body: { kind: 'chain', currency_id: currencyId, amount, proof }, token: who.token }));
  return data.id;
}

export async function deposit(server: TestServer, who: Member, amount: string, currencyId = 3): Promise<number> {
  const id = await requestDeposit(server, who, amount, currencyId);
  await review(server, 'deposits', id);
  return id;
}

/** A member who may withdraw: verified, fund password set, a TRC20 address saved, and `amount` USDT in the coin account. */
export async function withdrawer(server: TestServer, amount = '1000'): Promise<Member & { addressId: number }> {
  const who = await member(server);
  await setFundPassword(server, who);
  await verifyBasic(server, who);
  const addressId = await addAddress(server, who);
  if (amount !== '0') await deposit(server, who, amount);
  return { ...who, addressId };
}

const BUSINESS_TABLES = [
  'users',
  'sessions',
  'verification_codes',
  'balances',
  'ledger_entries',
  'deposits',
  'withdrawals',
  'withdrawal_addresses',
  'transfers',
  'bank_cards',
  'kyc_reviews',
  'files',
];

/** The house lead traders' money moves whenever their strategies trade on a tick: not a request's doing. */
const LEADS_MONEY = new Set(['balances', 'ledger_entries']);

/** A fingerprint of every row of every table this issue writes (but the leads' money), and of the upload folder. */
export async function snapshot(server: TestServer): Promise<Record<string, string>> {
  const prints: Record<string, string> = {};
  for (const table of BUSINESS_TABLES) {
    const notLeads = LEADS_MONEY.has(table) ? 'WHERE NOT EXISTS (SELECT 1 FROM copy_leads l WHERE l.user_id = t.user_id)' : '';
    const [row] = await server.built.db.query<{ print: string }>(
      `SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS print FROM ${table} t ${notLeads}`,
    );
    prints[table] = row?.print ?? '';
  }
  const folders = await readdir(server.config.uploads.dir).catch(() => [] as string[]);
  const files = await Promise.all(folders.map(async (folder) => (await readdir(`${server.config.uploads.dir}/${folder}`)).sort().join(',')));
  prints.uploads = files.join(';');
  return prints;
}

export const BANK_CARD = {
  holder: 'Li Lei',
  card_number: '6222 0000 1111 2222',
  bank: 'Demo Bank',
  branch: 'Central',
  bank_name: 'Demo Bank Hong Kong',
  bank_address: '1 Queen Road',
  swift: 'DEMOHKHH',
  full_name: 'Li Lei',
  iban: 'HK00DEMO0000111122223333',
  beneficiary_address: '2 King Road',
  postal_code: '999077',
};

/** A member with something of every kind this issue stores: the ids another member must not reach. */
export interface Holder extends Member {
  addressId: number;
  cardId: number;
  depositFile: string;
  kycFiles: [string, string, string];
  depositId: number;
  withdrawalId: number;
  /** Their newest ledger entry (the withdrawal's freeze). */
  ledgerId: number;
}

export async function holder(server: TestServer): Promise<Holder> {
  const who = await withdrawer(server, '1000');
  const { id: cardId } = await ok(call<{ id: number }>(server, 'user/cash_save', { body: BANK_CARD, token: who.token }));
  const kycFiles = [await uploadedId(server, who.token, 'kyc'), await uploadedId(server, who.token, 'kyc'), await uploadedId(server, who.token, 'kyc')] as [string, string, string];
  const depositId = await requestDeposit(server, who, '50');
  const { id: withdrawalId } = await ok(
    call<{ id: number }>(server, 'wallet/out', {
      body: { currency_id: 3, address_id: who.addressId, amount: '10', fund_password: FUND_PASSWORD },
      token: who.token,
    }),
  );
  const { list } = await ok(call<{ list: Array<{ id: number }> }>(server, 'wallet/legal_log', { body: { limit: 1 }, token: who.token }));
  const ledgerId = list[0]?.id ?? 0;
  return { ...who, cardId, depositFile: await uploadedId(server, who.token), kycFiles, depositId, withdrawalId, ledgerId };
}

/** Ledger invariant: every balance is the sum of its entries, and each entry's after-figures the running sums. */
export async function ledgerHolds(server: TestServer): Promise<void> {
  await expect(ledgerMismatches(server.built.db)).resolves.toBe(0);
}
