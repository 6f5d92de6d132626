/**
 * New-coin subscription (the launchpad): projects in their states, a user's commit of the payment
 * currency, the published allocation report, and the user's records.
 */
import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall, type Decimal, type Page } from './define';

/**
 * upcoming: before the window; subscribing: the window is open; calculating: the window has closed
 * (allocated and refunded) and the coin is not trading yet; launched: trading, the allocation locked
 * up (the "redeeming" phase); sold_out: the lock-up is over and every allocation released.
 */
export const NEW_COIN_STATES = ['upcoming', 'subscribing', 'calculating', 'launched', 'sold_out'] as const;
export type NewCoinState = (typeof NEW_COIN_STATES)[number];

export interface NewCoinProject {
  id: number;
  /** The coin's name and its code (the base of its pair once launched). */
  name: string;
  coin: string;
  /** A `#rrggbb` colour the coin's badge is drawn in (the platform hosts no project images). */
  logo: string;
  description: string;
  /** The payment currency, and the pair `coin/currency` the coin trades on once launched. */
  currency: string;
  currency_id: number;
  price: Decimal;
  /** Coins for sale. */
  supply: Decimal;
  min_amount: Decimal;
  /** Most one user may commit, in the payment currency. */
  user_cap: Decimal;
  coin_decimals: number;
  currency_decimals: number;
  start_at: string;
  end_at: string;
  /** When the coin starts trading (estimated until then). */
  launch_at: string;
  /** When the lock-up ends and the allocations are released. */
  unlock_at: string;
  lock_days: number;
  state: NewCoinState;
  total_committed: Decimal;
  subscribers: number;
}

/**
 * What a project's allocation was computed from, published when its window closes: with the
 * kernel's `allocationOf` each subscriber recomputes their own share from these figures.
 */
export interface NewCoinReport {
  project_id: number;
  coin: string;
  currency: string;
  supply: Decimal;
  price: Decimal;
  total_committed: Decimal;
  subscribers: number;
  /** Share of each commit filled (1 when undersubscribed), cut to 8 places for display. */
  ratio: Decimal;
  allocated: Decimal;
  paid: Decimal;
  refunded: Decimal;
  coin_decimals: number;
  currency_decimals: number;
  published_at: string;
}

/** review: committed, the window not closed yet; passed: allocated (locked up); released: in the spot account. */
export type NewCoinOrderStatus = 'review' | 'passed' | 'released';

export interface NewCoinOrder {
  id: number;
  project_id: number;
  name: string;
  coin: string;
  currency: string;
  price: Decimal;
  amount: Decimal;
  status: NewCoinOrderStatus;
  /** Null until the window closes. */
  allocated: Decimal | null;
  paid: Decimal | null;
  refunded: Decimal | null;
  /** The coin's live price once it trades, else null. */
  last_price: Decimal | null;
  coin_decimals: number;
  currency_decimals: number;
  created_at: string;
  unlock_at: string;
  released_at: string | null;
}

export interface NewCoinConfig {
  states: readonly NewCoinState[];
  /** How many projects each state has now. */
  counts: Record<NewCoinState, number>;
}

const projectId = z.object({ id: v.positiveInt('validation.productRequired') });

export const newCoinCalls = {
  config: defineCall<NewCoinConfig>()({ method: 'GET', path: 'lh/send/config', auth: false, request: z.object({}) }),
  /** The projects, newest window first; `state` keeps one state's. */
  projects: defineCall<NewCoinProject[]>()({
    method: 'GET',
    path: 'lh/send/product_info',
    auth: false,
    request: z.object({ state: z.optional(z.enum(NEW_COIN_STATES, { error: 'validation.invalid' })) }),
  }),
  detail: defineCall<NewCoinProject>()({ method: 'GET', path: 'lh/send/detail', auth: false, request: projectId }),
  /** The allocation report, once the window has closed ("not published yet" before). */
  report: defineCall<NewCoinReport>()({ method: 'GET', path: 'lh/send/report', auth: false, request: projectId }),
  /** The project to feature: the open window first, then the next one, then the newest listed; null when none. */
  recommend: defineCall<NewCoinProject | null>()({ method: 'GET', path: 'lh/send/get_recommend', auth: false, request: z.object({}) }),
  /** The signed-in user's records, newest first; `product_id` keeps one project's. */
  orders: defineCall<Page<NewCoinOrder>>()({
    method: 'GET',
    path: 'lh/send/order_list',
    auth: true,
    request: z.object({ ...v.pageQuery, product_id: z.optional(v.positiveInt('validation.productRequired')) }),
  }),
  /** Commits `amount` of the payment currency: frozen in the spot account until the window closes. One record per user and project. */
  subscribe: defineCall<{ id: number }>()({
    method: 'POST',
    path: 'lh/send/order',
    auth: true,
    request: z.object({ product_id: v.positiveInt('validation.productRequired'), amount: v.amount() }),
  }),
};
