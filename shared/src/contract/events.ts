/**
 * The live account channel: what the server tells one signed-in user about their own account,
 * pushed on the page's socket (event `account`) and kept as notifications (the bell's list).
 */
import * as z from 'zod/mini';
import type { AccountType } from '@h5/shared/constants';
import * as v from '@h5/shared/validation';
import { defineCall, type Decimal, type Page } from './define';
import type { CloseReason, CopySkipReason, ReviewStatus } from './models';

/** What each kind of event says (the figures as the record that caused it holds them). */
export interface AccountEventData {
  'spot.filled': { symbol: string; side: 'buy' | 'sell'; type: 'market' | 'limit'; price: Decimal; quantity: Decimal; fee: Decimal; tick_time: number };
  'spot.cancelled': { symbol: string; side: 'buy' | 'sell'; price: Decimal; quantity: Decimal };
  'position.opened': { symbol: string; side: 'long' | 'short'; lots: number; price: Decimal; margin: Decimal; tick_time: number };
  'position.closed': { symbol: string; side: 'long' | 'short'; reason: CloseReason; price: Decimal; profit: Decimal; tick_time: number };
  /** A waiting limit position cancelled: its frozen `margin` and `fee` are available again. */
  'position.cancelled': { symbol: string; side: 'long' | 'short'; lots: number; price: Decimal; margin: Decimal; fee: Decimal };
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
  /** A trust order redeemed early: `refund` (the principal less the `penalty`) is back; dividends paid are kept. */
  'trust.redeemed': { product: string; currency: string; principal: Decimal; penalty: Decimal; refund: Decimal };
  /** A subscription window closed: `allocated` coins for `paid`, the rest of `committed` returned. */
  /** `coin_decimals`: the coin's places (it is no listed currency yet at the window's close); older events lack it. */
  'newCoin.allocated': { coin: string; currency: string; committed: Decimal; allocated: Decimal; paid: Decimal; refunded: Decimal; coin_decimals?: number };
  /** A lock-up ended: the allocated coins are in the spot account. */
  'newCoin.released': { coin: string; amount: Decimal };
  'airdrop.claimed': { coin: string; amount: Decimal };
  /** A lead's position mirrored for a follow (`lead`: the lead's name), on the lead's tick. */
  'copy.opened': { lead: string; symbol: string; side: 'long' | 'short'; lots: number; price: Decimal; margin: Decimal; tick_time: number };
  /** A mirrored position closed with its lead's, or by the follow's own stop. */
  'copy.closed': { lead: string; symbol: string; side: 'long' | 'short'; reason: CloseReason; price: Decimal; profit: Decimal; tick_time: number };
  /** A lead's position the follow could not mirror: `lead_lots` the lead's size; `needed` the margin and fee it lacked. */
  'copy.skipped': { lead: string; symbol: string; side: 'long' | 'short'; lead_lots: number; reason: CopySkipReason; needed: Decimal | null };
  /** Profit share paid to the lead: rate x (realised - high-water mark). */
  'copy.profitShared': { lead: string; currency: string; amount: Decimal; realised: Decimal; high_water_mark: Decimal };
  /** A follow ended by its own stop-loss or take-profit: `returned` is back in the contract account. */
  'copy.stopped': { lead: string; currency: string; reason: 'stop_loss' | 'take_profit'; returned: Decimal };
  /** Referral shares paid into the spot account: `shares` rebates and rewards, `amount` in all (ref: the payout). */
  'referral.issued': { currency: string; amount: Decimal; shares: number };
  /** Partner status reached: invitees' fees now earn `ratio` (ref: the user). */
  'referral.partner': { ratio: Decimal; invitees: number };
}

export type AccountEventKind = keyof AccountEventData;

export const ACCOUNT_EVENT_KINDS = [
  'spot.filled',
  'spot.cancelled',
  'position.opened',
  'position.closed',
  'position.cancelled',
  'option.delivered',
  'deposit.reviewed',
  'withdrawal.reviewed',
  'identity.reviewed',
  'transfer.done',
  'trust.dividend',
  'trust.matured',
  'trust.redeemed',
  'newCoin.allocated',
  'newCoin.released',
  'airdrop.claimed',
  'copy.opened',
  'copy.closed',
  'copy.skipped',
  'copy.profitShared',
  'copy.stopped',
  'referral.issued',
  'referral.partner',
] as const satisfies readonly AccountEventKind[];

/** The notification centre's tabs: what an event is about. */
export const EVENT_CATEGORIES = ['trade', 'wealth', 'account', 'system'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** The pictures events are shown with (each drawn once, in `@h5/shared/live`). */
export const EVENT_ICONS = [
  'fill',
  'cancel',
  'positionOpen',
  'positionClose',
  'option',
  'deposit',
  'withdrawal',
  'identity',
  'transfer',
  'dividend',
  'maturity',
  'redemption',
  'allocation',
  'release',
  'airdrop',
] as const;
export type EventIcon = (typeof EVENT_ICONS)[number];

/**
 * Each kind's category and icon, in one map: a kind added to `AccountEventData` without them
 * fails the typecheck. Trade is what the market settles (orders, positions, options); wealth the
 * products (trust, new coins, airdrops); account the money in, out and between the accounts;
 * system the platform's decisions about the user (identity reviews).
 */
export const EVENT_KIND_LOOK: { readonly [K in AccountEventKind]: { readonly category: EventCategory; readonly icon: EventIcon } } = {
  'spot.filled': { category: 'trade', icon: 'fill' },
  'spot.cancelled': { category: 'trade', icon: 'cancel' },
  'position.opened': { category: 'trade', icon: 'positionOpen' },
  'position.closed': { category: 'trade', icon: 'positionClose' },
  'position.cancelled': { category: 'trade', icon: 'cancel' },
  'option.delivered': { category: 'trade', icon: 'option' },
  'deposit.reviewed': { category: 'account', icon: 'deposit' },
  'withdrawal.reviewed': { category: 'account', icon: 'withdrawal' },
  'transfer.done': { category: 'account', icon: 'transfer' },
  'identity.reviewed': { category: 'system', icon: 'identity' },
  'trust.dividend': { category: 'wealth', icon: 'dividend' },
  'trust.matured': { category: 'wealth', icon: 'maturity' },
  'trust.redeemed': { category: 'wealth', icon: 'redemption' },
  'newCoin.allocated': { category: 'wealth', icon: 'allocation' },
  'newCoin.released': { category: 'wealth', icon: 'release' },
  'airdrop.claimed': { category: 'wealth', icon: 'airdrop' },
  'copy.opened': { category: 'trade', icon: 'positionOpen' },
  'copy.closed': { category: 'trade', icon: 'positionClose' },
  'copy.skipped': { category: 'trade', icon: 'cancel' },
  'copy.profitShared': { category: 'trade', icon: 'dividend' },
  'copy.stopped': { category: 'trade', icon: 'maturity' },
  'referral.issued': { category: 'account', icon: 'dividend' },
  'referral.partner': { category: 'account', icon: 'identity' },
};

/** The kinds of a category, in the kernel's order. */
export const kindsOf = (category: EventCategory): AccountEventKind[] => ACCOUNT_EVENT_KINDS.filter((kind) => EVENT_KIND_LOOK[kind].category === category);

/** One event: which record it concerns (`ref`, that record's id) and whether the user has read it. */
export type AccountEvent = {
  [K in AccountEventKind]: { id: number; kind: K; ref: number; data: AccountEventData[K]; created_at: string; read: boolean };
}[AccountEventKind];

export const notificationCalls = {
  /** Newest first; with `category`, that tab's kinds only. */
  list: defineCall<Page<AccountEvent>>()({
    method: 'GET',
    path: 'notification/list',
    auth: true,
    request: z.object({ ...v.pageQuery, category: z.optional(z.enum(EVENT_CATEGORIES, { error: 'notifications.categoryInvalid' })) }),
  }),
  unread: defineCall<{ count: number }>()({ method: 'GET', path: 'notification/unread', auth: true, request: z.object({}) }),
  /** Marks the listed notifications read, or all of them when `id` is left out. */
  read: defineCall<{ count: number }>()({
    method: 'POST',
    path: 'notification/read',
    auth: true,
    request: z.object({ id: z.optional(v.positiveInt('validation.invalid')) }),
  }),
};
