/**
 * A trader for the trading journeys, set up through the API as the wallet journey's pages
 * would: signed up, a deposit with its proof approved by the ops CLI, funds moved to the
 * accounts the journey trades from, identity verified; and the price control that makes the
 * market do what a journey needs (MARKET_CONTROL=1).
 */
import type { PriceTick } from '@h5/shared/contract';
import { pngImage } from './images';
import { ops, opsList } from './ops';
import { latestCode } from './outbox';
import type { RunningServer } from './server';

interface Envelope<T = unknown> {
  type: string;
  code: number;
  message: string;
  data: T;
}

export interface Trader {
  email: string;
  token: string;
  /** The user as login answered it, for the page's stored session. */
  user: unknown;
}

async function envelope<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  if (body.type !== 'ok') throw new Error(`${what} refused: ${body.message}`);
  return body.data;
}

/** A form-encoded POST that must succeed. */
export async function post<T = unknown>(server: RunningServer, path: string, body: Record<string, string>, token?: string): Promise<T> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
    body: new URLSearchParams(body).toString(),
  });
  return envelope<T>(response, path);
}

export async function newTrader(server: RunningServer, tag: string): Promise<Trader> {
  const email = `trader.${tag}.${Date.now()}@example.com`;
  const password = 'secret-pass-1';
  await post(server, 'sms_mail', { email, scene: 'register' });
  const code = await latestCode(server.url, email, 'register');
  await post(server, 'user/register', { type: 'email', account: email, code, password, re_password: password });
  const login = await post<{ token: string; user: unknown }>(server, 'user/login', { type: 'email', account: email, password });
  return { email, token: login.token, user: login.user };
}

const mine = async (server: RunningServer, desk: 'deposits' | 'kyc', trader: Trader) =>
  (await opsList(server, desk)).filter((row) => row.account === trader.email);

/** Asks for a deposit of `usdt` to the spot account, its proof uploaded; it waits for review. */
export async function requestDeposit(server: RunningServer, trader: Trader, usdt: string): Promise<void> {
  const form = new FormData();
  form.append('purpose', 'deposit');
  form.append('file', new Blob([new Uint8Array(pngImage())], { type: 'image/png' }), 'proof.png');
  const uploaded = await fetch(`${server.url}/api/upload/image`, { method: 'POST', headers: { authorization: trader.token }, body: form });
  const proof = await envelope<{ id: string }>(uploaded, 'upload/image');
  await post(server, 'wallet/charge_req', { kind: 'chain', currency_id: '3', amount: usdt, proof: proof.id }, trader.token);
}

/** Approves the trader's pending deposits through the ops CLI. */
export async function approveDeposits(server: RunningServer, trader: Trader): Promise<void> {
  for (const row of await mine(server, 'deposits', trader)) await ops(server, 'deposits', 'approve', row.id as string);
}

/** Deposits `usdt` into the spot account (proof uploaded, approved by the ops CLI). */
export async function deposit(server: RunningServer, trader: Trader, usdt: string): Promise<void> {
  await requestDeposit(server, trader, usdt);
  await approveDeposits(server, trader);
}

/** Moves USDT from the spot account to another account. */
export const transfer = (server: RunningServer, trader: Trader, to: 'contract' | 'option' | 'trust', usdt: string) =>
  post(server, 'wallet/change', { from: 'coin', to, currency_id: '3', amount: usdt }, trader.token);

/** Basic identity verification, approved by the ops CLI (options need it). */
export async function verify(server: RunningServer, trader: Trader): Promise<void> {
  await post(server, 'user/real_name', { country: 'JP', name: 'Kai Tester', id_number: 'X7654321', address: '1-2-3 Shibuya, Tokyo' }, trader.token);
  for (const row of await mine(server, 'kyc', trader)) await ops(server, 'kyc', 'approve', row.id as string);
}

/**
 * Moves the server's calendar `seconds` forward (CLOCK_CONTROL=1) and resolves once the
 * date-driven jobs (dividends, subscription windows, lock-ups) have caught up with it.
 */
export async function advanceClock(server: RunningServer, seconds: number): Promise<{ now: number; done: Record<string, number> }> {
  const response = await fetch(`${server.url}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  return envelope(response, 'dev/clock');
}

/** The next shared tick of `symbol` is `price`; resolves once everything it reached is settled. */
export async function setPrice(server: RunningServer, symbol: string, price: string): Promise<PriceTick> {
  const response = await fetch(`${server.url}/api/dev/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ symbol, price }),
  });
  return envelope<PriceTick>(response, 'dev/price');
}
