import type { SignedIn, User } from '@h5/shared/contract';
import { call, type TestServer } from './server';

let counter = 0;

/** A phone number no other test in this run uses. */
export function newPhone(): string {
  counter += 1;
  return `139${String(Date.now() % 100_000).padStart(5, '0')}${String(counter).padStart(3, '0')}`;
}

export function newEmail(): string {
  counter += 1;
  return `user${Date.now() % 1_000_000}.${counter}@example.com`;
}

/** The newest code the dev outbox holds for a target (`86-139...` or an email). */
export async function latestCode(server: TestServer, to: string): Promise<string> {
  const { body } = await call<{ code: string }[]>(server, 'dev/outbox', { query: { to } });
  const code = body.data[0]?.code;
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

export interface Registered {
  user: User;
  /** The session registration opened. */
  token: string;
  account: string;
  password: string;
  form: { type: 'mobile' | 'email'; area_code?: string; account: string; password: string };
}

/** Signs a new account up through the API: a code to the phone (or email), then register. */
export async function registerAccount(server: TestServer, kind: 'mobile' | 'email' = 'mobile', password = 'secret123', inviteCode?: string): Promise<Registered> {
  const account = kind === 'mobile' ? newPhone() : newEmail();
  const target = kind === 'mobile' ? `86-${account}` : account;
  const sent =
    kind === 'mobile'
      ? await call(server, 'sms_send', { body: { area_code: '86', mobile: account, scene: 'register' } })
      : await call(server, 'sms_mail', { body: { email: account, scene: 'register' } });
  if (sent.body.code !== 1) throw new Error(`code not sent: ${sent.body.message}`);
  const form = { type: kind, ...(kind === 'mobile' ? { area_code: '86' } : {}), account, password };
  const { body } = await call<SignedIn>(server, 'user/register', {
    body: { ...form, code: await latestCode(server, target), re_password: password, ...(inviteCode ? { invite_code: inviteCode } : {}) },
  });
  if (body.code !== 1) throw new Error(`register failed: ${body.message}`);
  return { user: body.data.user, token: body.data.token, account, password, form };
}

export async function login(server: TestServer, registered: Registered): Promise<string> {
  const { body } = await call<SignedIn>(server, 'user/login', { body: registered.form });
  if (body.code !== 1) throw new Error(`login failed: ${body.message}`);
  return body.data.token;
}
