/**
 * A fresh trader for the journeys, set up through the API as the wallet journey's pages would:
 * signed up (the code read from the dev outbox) and logged in, a deposit with its proof approved
 * by the ops CLI, funds moved to the accounts the journey trades from, identity verified.
 */
import { contract } from '@h5/shared/contract';
import { api, upload } from './fixture';
import { latestCode } from './dev';
import { pngImage } from './images';
import { randomTronAddress } from './tron';
import { ops, opsList } from './ops';

export interface Trader {
  email: string;
  token: string;
  /** The user as login answered it, for the page's stored session. */
  user: unknown;
}

/** Every trader's password (the pages sign in with it). */
export const PASSWORD = 'secret-pass-1';

/** A new user signed up by email and logged in, on the running server. */
export async function newTrader(tag: string): Promise<Trader> {
  const email = `trader.${tag}.${Date.now()}@example.com`;
  await api(contract.user.smsMail, { email, scene: 'register' });
  const code = await latestCode(email, 'register');
  await api(contract.user.register, { type: 'email', account: email, code, password: PASSWORD, re_password: PASSWORD });
  const login = await api(contract.user.login, { type: 'email', account: email, password: PASSWORD });
  if (!('token' in login)) throw new Error(`${email} was asked a 2FA code at login`);
  return { email, token: login.token, user: login.user };
}

/** The trader's requests waiting for review at an ops desk, as the CLI lists them. */
export const pendingReviews = async (desk: 'deposits' | 'withdrawals' | 'kyc', trader: Trader) =>
  (await opsList(desk)).filter((row) => row.account === trader.email);

/** Asks for a deposit of `usdt` to the spot account, its proof uploaded; it waits for review. */
export async function requestDeposit(trader: Trader, usdt: string): Promise<void> {
  const proof = await upload(contract.wallet.uploadImage, new Blob([new Uint8Array(pngImage())], { type: 'image/png' }), 'proof.png', { purpose: 'deposit' }, trader.token);
  await api(contract.wallet.depositRequest, { kind: 'chain', currency_id: '3', amount: usdt, proof: proof.id }, trader.token);
}

/** Approves the trader's pending deposits through the ops CLI. */
export async function approveDeposits(trader: Trader): Promise<void> {
  for (const row of await pendingReviews('deposits', trader)) await ops('deposits', 'approve', row.id as string);
}

/** Deposits `usdt` into the spot account (proof uploaded, approved by the ops CLI). */
export async function deposit(trader: Trader, usdt: string): Promise<void> {
  await requestDeposit(trader, usdt);
  await approveDeposits(trader);
}

/** Moves USDT from the spot account to another account. */
export const transfer = (trader: Trader, to: 'contract' | 'option' | 'trust', usdt: string) =>
  api(contract.wallet.transfer, { from: 'coin', to, currency_id: '3', amount: usdt }, trader.token);

/** Basic identity verification, approved by the ops CLI (options need it). */
export async function verify(trader: Trader): Promise<void> {
  await api(contract.user.realName, { country: 'JP', name: 'Kai Tester', id_number: 'X7654321', address: '1-2-3 Shibuya, Tokyo' }, trader.token);
  for (const row of await pendingReviews('kyc', trader)) await ops('kyc', 'approve', row.id as string);
}

export const FUND_PASSWORD = '135790';

/**
 * A withdrawal of `usdt` waiting for review, made as the withdraw page makes it: verified, the
 * amount and its fee deposited, a fund password set, a TRC20 address saved with its code. Its id.
 */
export async function requestWithdrawal(trader: Trader, usdt: string): Promise<number> {
  await verify(trader);
  await deposit(trader, String(Number(usdt) + 10));
  await api(contract.user.setFundPassword, { password: FUND_PASSWORD, re_password: FUND_PASSWORD }, trader.token);
  await api(contract.user.smsOtherMail, { scene: 'address' }, trader.token);
  const code = await latestCode(trader.email, 'address');
  const address = await api(contract.wallet.addAddress, { currency_id: '3', chain: 'TRC20', address: randomTronAddress(), fund_password: FUND_PASSWORD, code }, trader.token);
  const { id } = await api(contract.wallet.withdraw, { currency_id: '3', address_id: String(address.id), amount: usdt, fund_password: FUND_PASSWORD }, trader.token);
  return id;
}
