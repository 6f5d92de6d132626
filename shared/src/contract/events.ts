/**
 * The live account channel: what the server tells one signed-in user about their own account,
 * pushed on the page's socket (event `account`) and kept as notifications (the bell's list).
 */
import * as z from 'zod/mini';
import type { AccountType } from '@h5/shared/constants';
import * as v from '@h5/shared/validation';
import { defineCall, type Decimal, type Page } from './define';
import type { CloseReason, ReviewStatus } from './models';

/** What each kind of event says (the figures as the record that caused it holds them). */
export interface AccountEventData {
  'spot.filled': { symbol: string; side: 'buy' | 'sell'; type: 'market' | 'limit'; price: Decimal; quantity: Decimal; fee: Decimal; tick_time: number };
  'spot.cancelled': { symbol: string; side: 'buy' | 'sell'; price: Decimal; quantity: Decimal };
  'position.opened': { symbol: string; side: 'long' | 'short'; lots: number; price: Decimal; margin: Decimal; tick_time: number };
  'position.closed': { symbol: string; side: 'long' | 'short'; reason: CloseReason; price: Decimal; profit: Decimal; tick_time: number };
  'option.delivered': {
    symbol: string;
    direction: 'call' | 'put';
    outcome: 'win' | 'loss' | 'flat';
    currency: string;
    amount: Decimal;
    payout: Decimal;
    purchase_price: Decimal;
    price: Decimal;
    tick_time: number;
  };
  'deposit.reviewed': { status: Exclude<ReviewStatus, 'pending'>; currency: string; amount: Decimal; reason: string };
  'withdrawal.reviewed': { status: Exclude<ReviewStatus, 'pending'>; currency: string; amount: Decimal; reason: string };
  'identity.reviewed': { status: Exclude<ReviewStatus, 'pending'>; level: 'basic' | 'advanced'; reason: string };
  'transfer.done': { currency: string; amount: Decimal; from: AccountType; to: AccountType };
  /** A trust order's dividend of day `day` (of `cycle_days`), paid into the trust account. */
  'trust.dividend': { product: string; currency: string; amount: Decimal; day: number; cycle_days: number };
  /** A trust order reached maturity: its principal is back, with `income` earned over the cycle. */
  'trust.matured': { product: string; currency: string; principal: Decimal; income: Decimal };
  /** A subscription window closed: `allocated` coins for `paid`, the rest of `committed` returned. */
  'newCoin.allocated': { coin: string; currency: string; committed: Decimal; allocated: Decimal; paid: Decimal; refunded: Decimal };
  /** A lock-up ended: the allocated coins are in the spot account. */
  'newCoin.released': { coin: string; amount: Decimal };
  'airdrop.claimed': { coin: string; amount: Decimal };
}

export type AccountEventKind = keyof AccountEventData;

export const ACCOUNT_EVENT_KINDS = [
  'spot.filled',
  'spot.cancelled',
  'position.opened',
  'position.closed',
  'option.delivered',
  'deposit.reviewed',
  'withdrawal.reviewed',
  'identity.reviewed',
  'transfer.done',
  'trust.dividend',
  'trust.matured',
  'newCoin.allocated',
  'newCoin.released',
  'airdrop.claimed',
] as const satisfies readonly AccountEventKind[];

/** One event: which record it concerns (`ref`, that record's id) and whether the user has read it. */
export type AccountEvent = {
  [K in AccountEventKind]: { id: number; kind: K; ref: number; data: AccountEventData[K]; created_at: string; read: boolean };
}[AccountEventKind];

export const notificationCalls = {
  list: defineCall<Page<AccountEvent>>()({ method: 'GET', path: 'notification/list', auth: true, request: z.object(v.pageQuery) }),
  unread: defineCall<{ count: number }>()({ method: 'GET', path: 'notification/unread', auth: true, request: z.object({}) }),
  /** Marks the listed notifications read, or all of them when `id` is left out. */
  read: defineCall<{ count: number }>()({
    method: 'POST',
    path: 'notification/read',
    auth: true,
    request: z.object({ id: z.optional(v.positiveInt('validation.invalid')) }),
  }),
};
