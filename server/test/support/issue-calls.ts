import { newEmail } from './accounts';
import { BANK_CARD, FUND_PASSWORD, IMAGES, newTrc20Address, type Holder } from './funds';
import type { CallResult, TestServer } from './server';

/** One call of the accounts-and-wallet issue, with input it would accept from `who`. */
export interface IssueCall {
  method: 'GET' | 'POST';
  path: string;
  valid(who: Holder): Record<string, unknown>;
  /** Sent as multipart with `IMAGES.png` as the file (upload/image). */
  multipart?: boolean;
}

const paging = () => ({ page: 1, limit: 10 });

/** Every call this issue added that needs a session (and user/center, whose model it changed). */
export const ISSUE_CALLS: IssueCall[] = [
  { method: 'POST', path: 'wallet/list', valid: () => ({}) },
  { method: 'POST', path: 'wallet/holds', valid: () => ({}) },
  { method: 'POST', path: 'wallet/detail', valid: () => ({ account: 'coin', currency_id: 3 }) },
  {
    method: 'POST',
    path: 'wallet/legal_log',
    valid: () => ({ ...paging(), account: 'coin', type: 'deposit', currency_id: 3, from: 1_700_000_000, to: 4_000_000_000 }),
  },
  { method: 'POST', path: 'wallet/legal_detail', valid: (who) => ({ id: who.ledgerId }) },
  { method: 'POST', path: 'wallet/change', valid: () => ({ from: 'coin', to: 'option', currency_id: 3, amount: '1' }) },
  { method: 'GET', path: 'wallet/hzhistory', valid: paging },
  { method: 'POST', path: 'wallet/get_in_address', valid: () => ({ currency_id: 3, kind: 'chain' }) },
  { method: 'POST', path: 'wallet/charge_req', valid: (who) => ({ kind: 'chain', currency_id: 3, amount: '20', proof: who.depositFile }) },
  { method: 'POST', path: 'wallet/get_info', valid: () => ({ currency_id: 3 }) },
  { method: 'POST', path: 'wallet/get_address', valid: () => ({ currency_id: 3 }) },
  {
    method: 'POST',
    path: 'wallet/out',
    valid: (who) => ({ currency_id: 3, address_id: who.addressId, amount: '20', fund_password: FUND_PASSWORD, remark: 'rent' }),
  },
  {
    method: 'POST',
    path: 'wallet/addaddress',
    valid: () => ({ currency_id: 3, chain: 'TRC20', address: newTrc20Address(), fund_password: FUND_PASSWORD, code: '123456' }),
  },
  { method: 'POST', path: 'wallet/deladdress', valid: (who) => ({ id: who.addressId }) },
  { method: 'GET', path: 'charge_mention/log2', valid: paging },
  { method: 'GET', path: 'charge_mention/log3', valid: paging },
  { method: 'POST', path: 'wallet/deposit_detail', valid: (who) => ({ id: who.depositId }) },
  { method: 'POST', path: 'wallet/withdraw_detail', valid: (who) => ({ id: who.withdrawalId }) },
  { method: 'POST', path: 'upload/image', valid: () => ({ purpose: 'deposit' }), multipart: true },
  { method: 'GET', path: 'upload/file', valid: (who) => ({ id: who.depositFile }) },
  { method: 'POST', path: 'set/sms_other_mail', valid: () => ({ scene: 'security' }) },
  { method: 'GET', path: 'user/center', valid: () => ({}) },
  { method: 'GET', path: 'user/center2', valid: () => ({}) },
  {
    method: 'POST',
    path: 'user/real_name',
    valid: () => ({ country: 'China', name: 'Han Meimei', id_number: '110101199202023456', address: '5 Long Road' }),
  },
  { method: 'POST', path: 'user/real_name2', valid: (who) => ({ id_type: 'passport', front: who.kycFiles[0], back: who.kycFiles[1], hand: who.kycFiles[2] }) },
  { method: 'POST', path: 'user/has_password', valid: () => ({}) },
  { method: 'POST', path: 'user/e_pwd', valid: () => ({ old_password: FUND_PASSWORD, password: '135790', re_password: '135790' }) },
  { method: 'POST', path: 'user/e_email', valid: () => ({ email: newEmail(), code: '123456' }) },
  { method: 'POST', path: 'safe/update_password', valid: (who) => ({ old_password: who.registered.password, password: 'changed-1', re_password: 'changed-1' }) },
  { method: 'POST', path: 'user/cash_info', valid: (who) => ({ id: who.cardId }) },
  { method: 'POST', path: 'user/cash_save', valid: () => ({ ...BANK_CARD }) },
];

export interface SendOptions {
  token?: string;
  lang?: string;
  /** The file of a multipart call (default: a PNG). */
  file?: Buffer | null;
}

/**
 * Sends `input` to a call as a client could: a JSON body (so a field may be any JSON type), the
 * query of a GET (arrays as repeated keys), or a multipart form.
 */
export async function send(server: TestServer, spec: IssueCall, input: Record<string, unknown>, options: SendOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { lang: options.lang ?? 'en' };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let url = `${server.url}/api/${spec.path}`;
  let body: string | FormData | undefined;
  if (spec.method === 'GET') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(input)) for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
    url += `?${query}`;
  } else if (spec.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(input)) form.append(key, String(value));
    const file = options.file === undefined ? IMAGES.png : options.file;
    if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'image.png');
    body = form;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input);
  }
  const response = await fetch(url, { method: spec.method, headers, body });
  return { status: response.status, body: (await response.json()) as CallResult['body'], headers: response.headers };
}
