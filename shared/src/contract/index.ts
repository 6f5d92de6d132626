/**
 * The API contract: one entry per call of spec section 7 (plus logout), used by the client to
 * make calls and by the server to register and validate its routes.
 */
import { airdropCalls } from './airdrop';
import { chatCalls } from './chat';
import { helpCalls, learningCalls, newsCalls, noticeCalls } from './content';
import { contractsCalls } from './contracts';
import { copyCalls } from './copy';
import { notificationCalls } from './events';
import { mapCalls } from './map';
import { marketCalls } from './market';
import { newCoinCalls } from './newCoin';
import { optionCalls } from './option';
import { spotCalls } from './spot';
import { trustCalls } from './trust';
import { referralCalls } from './referral';
import { userCalls } from './user';
import { walletCalls } from './wallet';
import type { PageKey } from '@h5/shared/routes';
import type { CallSpec } from './define';

/** One group per domain, named as the code names it (docs/glossary.md); each call a verb or noun of that domain. */
export const contract = {
  user: userCalls,
  referral: referralCalls,
  market: marketCalls,
  wallet: walletCalls,
  spot: spotCalls,
  contracts: contractsCalls,
  option: optionCalls,
  trust: trustCalls,
  copy: copyCalls,
  newCoin: newCoinCalls,
  airdrop: airdropCalls,
  notice: noticeCalls,
  news: newsCalls,
  learning: learningCalls,
  help: helpCalls,
  chat: chatCalls,
  notification: notificationCalls,
  map: mapCalls,
} as const;

/** Every call, flat, for whoever needs to walk them all (the server, the contract test). */
export const allCalls: CallSpec[] = Object.values(contract).flatMap((group) => Object.values(group) as CallSpec[]);

/**
 * The calls without params a page makes as it opens, which the host's start-up sends (api
 * `prefetch`) while the page's code is still on its way: reads only, as they go out on every
 * first visit to the page whether it then asks or not. Home's largest paint is the important
 * notice its highlights bring.
 */
export const firstCalls: Partial<Record<PageKey, readonly CallSpec[]>> = {
  home: [contract.notice.highlights, contract.newCoin.recommend],
};

export const callKey = (spec: Pick<CallSpec, 'method' | 'path'>): string => `${spec.method} ${spec.path}`;

export { BANK_CARD_FIELDS, ID_TYPES } from './user';
export { symbolSchema } from './market';
export * from './define';
export * from './models';
export * from './events';
export * from './newCoin';
export * from './airdrop';
export type { MapConfig, Place } from './map';
export { HELP_SEARCH_MAX } from './content';
export * from './chat';
export * from './referral';
