/**
 * The API contract: one entry per call of spec section 7 (plus logout), used by the client to
 * make calls and by the server to register and validate its routes.
 */
import { airdropCalls } from './airdrop';
import { contentCalls } from './content';
import { notificationCalls } from './events';
import { marketCalls } from './market';
import { newCoinCalls } from './newCoin';
import { tradeCalls } from './trade';
import { trustCalls } from './trust';
import { userCalls } from './user';
import { walletCalls } from './wallet';
import { wealthCalls } from './wealth';
import type { CallSpec } from './define';

export const contract = {
  user: userCalls,
  market: marketCalls,
  wallet: walletCalls,
  trade: tradeCalls,
  wealth: wealthCalls,
  newCoin: newCoinCalls,
  trust: trustCalls,
  content: contentCalls,
  notification: notificationCalls,
  airdrop: airdropCalls,
} as const;

/** Every call, flat, for whoever needs to walk them all (the server, the contract test). */
export const allCalls: CallSpec[] = Object.values(contract).flatMap((group) => Object.values(group) as CallSpec[]);

export const callKey = (spec: Pick<CallSpec, 'method' | 'path'>): string => `${spec.method} ${spec.path}`;

export { BANK_CARD_FIELDS } from './user';
export { symbolSchema } from './market';
export * from './define';
export * from './models';
export * from './events';
export * from './newCoin';
export * from './airdrop';
