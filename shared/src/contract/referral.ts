import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall, type Decimal, type Page } from './define';

const none = z.object({});

/** Where an invitee stands on the way to counting for their inviter (qualified: verified, deposited and traded). */
export const INVITEE_STAGES = ['registered', 'verified', 'deposited', 'traded', 'qualified'] as const;
export type InviteeStage = (typeof INVITEE_STAGES)[number];
/** What an invitee has not done yet, each a reason they do not count. */
export type InviteeStep = 'verified' | 'deposited' | 'traded';

/** Money earned through the programme in one currency. */
export interface ReferralTotals {
  currency: string;
  /** Paid into the spot account. */
  issued: Decimal;
  /** Accrued, paid at the next issue time. */
  unissued: Decimal;
  /** Issued and unissued this calendar month (UTC). */
  this_month: Decimal;
}

/** The promotion page's head (`user/invite`). */
export interface ReferralInfo {
  invite_code: string;
  /** A partner's code, printed on their poster, that our support and the register page recognise; null until partner. */
  authorization_code: string | null;
  /** Users who registered with the code. */
  promoted_count: number;
  /** Of them, those verified, deposited and traded. */
  qualified_count: number;
  /** Partner status: the "activated" flag of the spec, and since when. */
  activated: boolean;
  partner_since: string | null;
  /** The inviter's share of invitees' fees now (the partner rate once activated). */
  rebate_ratio: Decimal;
  /** The share of their own fees invitees get back. */
  reward_ratio: Decimal;
  /** The programme's terms: the base and partner rates, and the qualified invitees partner status takes. */
  terms: { base_ratio: Decimal; partner_ratio: Decimal; partner_invitees: number; reward_ratio: Decimal; issue_every_hours: number };
  totals: ReferralTotals[];
  /** When the next issue pays what is unissued. */
  next_issue_at: string;
}

/** One of my invitees (`user/my_invite_list`): masked, where they stand and why they do not count yet. */
export interface Invitee {
  /** Their place in my list (the user's id). */
  id: number;
  account: string;
  registered_at: string;
  stage: InviteeStage;
  /** The steps still missing, in order: what to tell the friend. */
  missing: InviteeStep[];
  /** What their fees earned me, per currency. */
  earned: Array<{ currency: string; amount: Decimal }>;
}

/** One share of one fee (`user/my_account_return`): my rebate on an invitee's fee, or my reward on my own. */
export interface RebateRecord {
  id: number;
  role: 'rebate' | 'reward';
  currency: string;
  amount: Decimal;
  /** The fee it is a share of, the ratio applied, and the trade that paid it (`spot:12`, `contract:5`). */
  fee: Decimal;
  ratio: Decimal;
  source: string;
  /** The invitee whose fee it was (masked); null for my own reward. */
  invitee: string | null;
  status: 'unissued' | 'issued';
  created_at: string;
  issued_at: string | null;
}

/** The top 10 (`user/invite_list`): by rebate earned, ties to the earlier registered, accounts masked. */
export interface ReferralRanking {
  list: Array<{ rank: number; account: string; currency: string; rebate: Decimal }>;
  computed_at: string;
}

/** What the poster and the share sheet carry (`user/my_poster`, `user/my_share`); the page builds the link from the code. */
export interface ReferralCard {
  invite_code: string;
  authorization_code: string | null;
  rebate_ratio: Decimal;
  reward_ratio: Decimal;
}

/** The referral programme (the spec's `user/invite*`, `user/my_*`). */
export const referralCalls = {
  ranking: defineCall<ReferralRanking>()({ method: 'POST', path: 'user/invite_list', auth: true, request: none }),
  invitees: defineCall<Page<Invitee>>()({ method: 'POST', path: 'user/my_invite_list', auth: true, request: z.object(v.pageQuery) }),
  rebates: defineCall<Page<RebateRecord>>()({ method: 'POST', path: 'user/my_account_return', auth: true, request: z.object(v.pageQuery) }),
  poster: defineCall<ReferralCard>()({ method: 'GET', path: 'user/my_poster', auth: true, request: none }),
  share: defineCall<ReferralCard>()({ method: 'GET', path: 'user/my_share', auth: true, request: none }),
  info: defineCall<ReferralInfo>()({ method: 'GET', path: 'user/invite', auth: true, request: none }),
};
