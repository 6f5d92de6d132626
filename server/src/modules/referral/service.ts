import type { Decimal, Invitee, InviteeStage, InviteeStep, Page, RebateRecord, ReferralCard, ReferralInfo, ReferralRanking } from '@h5/shared/contract';
import { maskAccount } from '@h5/shared/format/mask';
import { feeSplitter } from '@h5/shared/money';
import { isoTime, type Database } from '../../db/database';
import type { PageRequest } from '../../db/paging';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../plugins/envelope';
import { applyChangesInBulk, openBalances } from '../ledger/service';
import type { Notifier } from '../notification/service';
import { drawCode } from '../user/service';
import {
  INVITEE_STEPS,
  findInviter,
  insertShares,
  invitersDueForPartner,
  listInvitees,
  listShares,
  makePartner,
  issueDuePayouts,
  issueTurn,
  missingSteps,
  openPayouts,
  shareTurn,
  takeQueuedFees,
  topInviters,
  totalsOf,
  type NewShare,
} from './queries';

/** The programme's terms (config `referral`, REFERRAL_* variables). */
export interface ReferralTerms {
  /** The inviter's share of invitees' fees, and a partner's. */
  baseRatio: Decimal;
  partnerRatio: Decimal;
  /** The invitee's share of their own fees, given back. */
  rewardRatio: Decimal;
  /** Qualified invitees (verified, deposited, traded) that make an inviter a partner. */
  partnerInvitees: number;
  /** Unissued shares are paid on every multiple of this many hours (UTC). */
  issueEveryHours: number;
}

/** The furthest step an invitee made with every step before it made: a funnel, in order. */
function stageOf(row: Record<InviteeStep, boolean>): InviteeStage {
  let stage: InviteeStage = 'registered';
  for (const step of INVITEE_STEPS) {
    if (!row[step]) return stage;
    stage = step;
  }
  return 'qualified';
}

/** The ranking is in the quote currency of every pair. */
const RANKING_CURRENCY = 'USDT';
/** Fees shared out, and payouts issued, per transaction. */
const BATCH = 10_000;
const HOUR_MS = 3_600_000;

/** One batch of a job: how many it did, and whether a full batch leaves more to take. */
interface Step {
  count: number;
  more: boolean;
}

export interface ReferralService {
  info(userId: number): Promise<ReferralInfo>;
  card(userId: number): Promise<ReferralCard>;
  invitees(userId: number, page: PageRequest): Promise<Page<Invitee>>;
  shares(userId: number, page: PageRequest): Promise<Page<RebateRecord>>;
  ranking(): Promise<ReferralRanking>;
  /** Job: the queued fees shared out (unissued), then inviters who qualify made partners. How many fees. */
  accrue(): Promise<number>;
  /** Job: the open payouts opened before the last issue time paid into spot accounts. How many shares they held. */
  issue(): Promise<number>;
}

export interface ReferralDeps {
  db: Database;
  /** The calendar: issue times and "this month" follow it (tests move it forward). */
  calendar: Clock;
  notifier: Notifier;
  terms: ReferralTerms;
}

export function createReferralService({ db, calendar, notifier, terms }: ReferralDeps): ReferralService {
  const now = () => isoTime(calendar.now());
  const period = terms.issueEveryHours * HOUR_MS;
  const lastIssueAt = () => Math.floor(calendar.now() / period) * period;
  const ratioOf = (partner: boolean) => (partner ? terms.partnerRatio : terms.baseRatio);
  const splitterOf = (partner: boolean) => {
    const split = feeSplitter({ rebate: ratioOf(partner), reward: terms.rewardRatio });
    if (!split) throw new Error('the referral ratios do not fit a fee'); // config refuses them first
    return split;
  };
  const splitters = { base: splitterOf(false), partner: splitterOf(true) };

  async function shareOut(): Promise<Step> {
    return db.transaction(async (tx) => {
      await shareTurn(tx);
      const fees = await takeQueuedFees(tx, BATCH);
      const shares: Array<Omit<NewShare, 'payout_id'>> = [];
      for (const fee of fees) {
        const split = splitters[fee.inviter_is_partner ? 'partner' : 'base'](fee.fee, fee.decimals);
        if (!split) continue;
        const common = { fee_entry_id: fee.entry_id, invitee_id: fee.invitee_id, currency_id: fee.currency_id, fee: fee.fee, source: fee.source };
        // A share under the currency's smallest unit is nothing, and is not written.
        if (split.rebate !== '0') shares.push({ ...common, role: 'rebate', user_id: fee.inviter_id, ratio: ratioOf(fee.inviter_is_partner), amount: split.rebate });
        if (split.reward !== '0') shares.push({ ...common, role: 'reward', user_id: fee.invitee_id, ratio: terms.rewardRatio, amount: split.reward });
      }
      const at = now();
      const payoutOf = await openPayouts(tx, shares, at);
      await insertShares(tx, shares.map((share) => ({ ...share, payout_id: payoutOf(share) })), at);
      return { count: fees.length, more: fees.length === BATCH };
    });
  }

  async function promote(): Promise<void> {
    await db.transaction(async (tx) => {
      const due = await invitersDueForPartner(tx, terms.partnerInvitees);
      const at = now();
      for (const inviter of due) await makePartner(tx, inviter.id, drawCode(), at);
      await notifier.record(
        tx,
        due.map((inviter) => ({ userId: inviter.id, kind: 'referral.partner' as const, ref: inviter.id, data: { ratio: terms.partnerRatio, invitees: inviter.qualified } })),
      );
    });
  }

  async function payOut(): Promise<Step> {
    return db.transaction(async (tx) => {
      await issueTurn(tx);
      const at = now();
      const payouts = await issueDuePayouts(tx, isoTime(lastIssueAt()), at, BATCH);
      if (payouts.length === 0) return { count: 0, more: false };
      const changes = payouts.map((payout) => ({
        userId: payout.user_id,
        account: 'coin' as const,
        currencyId: payout.currency_id,
        available: payout.amount,
        frozen: '0',
        reason: 'referral' as const,
        type: 'referral' as const,
        reference: `referral:${payout.id}`,
        at,
      }));
      // One entry per owner and currency: the set-based path, into spot accounts some never used.
      await openBalances(tx, changes, at);
      await applyChangesInBulk(tx, changes);
      await notifier.record(
        tx,
        payouts.map((payout) => ({
          userId: payout.user_id,
          kind: 'referral.issued' as const,
          ref: payout.id,
          data: { currency: payout.currency, amount: payout.amount, shares: payout.shares },
        })),
      );
      return { count: payouts.reduce((sum, payout) => sum + payout.shares, 0), more: payouts.length === BATCH };
    });
  }

  /** Runs a batch step until a batch comes back short; how many it did in all. */
  async function drain(step: () => Promise<Step>): Promise<number> {
    let total = 0;
    for (;;) {
      const { count, more } = await step();
      total += count;
      if (!more) return total;
    }
  }

  return {
    async info(userId) {
      const inviter = await findInviter(db, userId);
      if (!inviter) throw notFound();
      const today = new Date(calendar.now());
      const monthStart = isoTime(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
      return {
        invite_code: inviter.invite_code,
        authorization_code: inviter.authorization_code,
        promoted_count: inviter.promoted_count,
        qualified_count: inviter.qualified_count,
        activated: inviter.partner_since !== null,
        partner_since: inviter.partner_since,
        rebate_ratio: ratioOf(inviter.partner_since !== null),
        reward_ratio: terms.rewardRatio,
        terms: {
          base_ratio: terms.baseRatio,
          partner_ratio: terms.partnerRatio,
          partner_invitees: terms.partnerInvitees,
          reward_ratio: terms.rewardRatio,
          issue_every_hours: terms.issueEveryHours,
        },
        totals: await totalsOf(db, userId, monthStart),
        next_issue_at: isoTime(lastIssueAt() + period),
      };
    },
    async card(userId) {
      const inviter = await findInviter(db, userId);
      if (!inviter) throw notFound();
      return {
        invite_code: inviter.invite_code,
        authorization_code: inviter.authorization_code,
        rebate_ratio: ratioOf(inviter.partner_since !== null),
        reward_ratio: terms.rewardRatio,
      };
    },
    async invitees(userId, page) {
      const rows = await listInvitees(db, userId, page);
      return {
        ...rows,
        list: rows.list.map((row) => {
          const missing = missingSteps(row);
          return {
            id: row.id,
            account: maskAccount(row.email ?? row.phone ?? ''),
            registered_at: row.registered_at,
            stage: stageOf(row),
            missing,
            earned: row.earned,
          };
        }),
      };
    },
    async shares(userId, page) {
      const rows = await listShares(db, userId, page);
      return {
        ...rows,
        list: rows.list.map(({ invitee_email, invitee_phone, ...row }) => ({
          ...row,
          invitee: row.role === 'rebate' ? maskAccount(invitee_email ?? invitee_phone ?? '') : null,
          status: row.issued_at ? 'issued' : 'unissued',
        })),
      };
    },
    async ranking() {
      const rows = await topInviters(db, RANKING_CURRENCY);
      return {
        list: rows.map((row, index) => ({ rank: index + 1, account: maskAccount(row.email ?? row.phone ?? ''), currency: row.currency, rebate: row.rebate })),
        computed_at: now(),
      };
    },
    async accrue() {
      const fees = await drain(shareOut);
      await promote();
      return fees;
    },
    issue: () => drain(payOut),
  };
}
