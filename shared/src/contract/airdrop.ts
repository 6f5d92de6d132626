/**
 * Airdrops: campaigns that give each eligible user a fixed amount of a coin, claimed into the
 * spot account within a window, until the campaign's total is given out.
 */
import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall, type Decimal, type Page } from './define';

/** Who may claim: a verified account; a holder of `min` `coin` at `snapshot_at`; an account registered in [from, to). */
export type AirdropRule =
  | { kind: 'verified' }
  | { kind: 'holding'; coin: string; min: Decimal; snapshot_at: string; snapshot_taken: boolean }
  | { kind: 'new_users'; from: string; to: string };

/**
 * Where the signed-in user (or guest) stands, first reason first: the window (`upcoming`,
 * `ended`), the total (`sold_out`), the user (`login`, `claimed`), then the rule (`verify`,
 * `snapshot_pending`, `holding_short`, `registered_outside`); `claimable` when none applies.
 */
export type AirdropState =
  | 'claimable'
  | 'claimed'
  | 'upcoming'
  | 'ended'
  | 'sold_out'
  | 'login'
  | 'verify'
  | 'snapshot_pending'
  | 'holding_short'
  | 'registered_outside';

export interface AirdropCampaign {
  id: number;
  coin: string;
  /** Given to each user who claims. */
  amount: Decimal;
  total: Decimal;
  claimed: Decimal;
  rule: AirdropRule;
  starts_at: string;
  ends_at: string;
  state: AirdropState;
  /** The user's holding at the snapshot, once taken (holding rule, signed in); else null. */
  held: Decimal | null;
}

export interface AirdropRecord {
  id: number;
  campaign_id: number;
  coin: string;
  amount: Decimal;
  rule: AirdropRule['kind'];
  created_at: string;
}

export const airdropCalls = {
  /** Every campaign not ended long ago, open ones first; guests see them too (state `login`). */
  campaigns: defineCall<AirdropCampaign[]>()({ method: 'GET', path: 'airdrop/list', auth: false, request: z.object({}) }),
  claim: defineCall<AirdropRecord>()({
    method: 'POST',
    path: 'airdrop/claim',
    auth: true,
    request: z.object({ id: v.positiveInt('airdropClaim.notFound') }),
  }),
  orders: defineCall<Page<AirdropRecord>>()({ method: 'GET', path: 'airdrop/order_list', auth: true, request: z.object(v.pageQuery) }),
};
