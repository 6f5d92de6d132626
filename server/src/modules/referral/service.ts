import type { Decimal, Invitee, InviteeStage, InviteeStep, Page, RebateRecord, ReferralCard, ReferralInfo, ReferralRanking } from '@h5/shared/contract';
import { maskAccount } from '@h5/shared/format/mask';
import { feeShares, sumDecimals, type ReferralRatios } from '@h5/shared/money';
import { isoTime, type Database } from '../../db/database';
import type { PageRequest } from '../../db/paging';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../plugins/envelope';
import { applyBalanceChanges, type BalanceChange } from '../ledger/service';
import type { Notifier } from '../notification/service';
import { drawCode } from '../user/service';
import {
  INVITEE_STEPS,
  findInviter,
  insertPayouts,
  insertShares,
  invitersDueForPartner,
  listInvitees,
  listShares,
  makePartner,
  missingSteps,
  takeQueuedFees,
  takeUnissuedShares,
  topInviters,
  totalsOf,
  type NewPayout,
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
/** Fees shared out, and shares paid, per transaction. */
const BATCH = 5000;
const HOUR_MS = 3_600_000;

export interface ReferralService {
  info(userId: number): Promise<ReferralInfo>;
  card(userId: number): Promise<ReferralCard>;
  invitees(userId: number, page: PageRequest): Promise<Page<Invitee>>;
  shares(userId: number, page: PageRequest): Promise<Page<RebateRecord>>;
  ranking(): Promise<ReferralRanking>;
  /** Job: the queued fees shared out (unissued), then inviters who qualify made partners. How many fees. */
  accrue(): Promise<number>;
  /** Job: what is unissued from before the last issue time paid into spot accounts. How many shares. */
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

  async function shareOut(): Promise<number> {
    return db.transaction(async (tx) => {
      const fees = await takeQueuedFees(tx, BATCH);
      const shares: NewShare[] = [];
      for (const fee of fees) {
        const ratios: ReferralRatios = { rebate: ratioOf(fee.inviter_is_partner), reward: terms.rewardRatio };
        const split = feeShares(fee.fee, ratios, fee.decimals);
        if (!split) continue;
        const common = { fee_entry_id: fee.entry_id, invitee_id: fee.invitee_id, currency_id: fee.currency_id, fee: fee.fee, source: fee.source };
        // A share under the currency's smallest unit is nothing, and is not written.
        if (split.rebate !== '0') shares.push({ ...common, role: 'rebate', user_id: fee.inviter_id, ratio: ratios.rebate, amount: split.rebate });
        if (split.reward !== '0') shares.push({ ...common, role: 'reward', user_id: fee.invitee_id, ratio: ratios.reward, amount: split.reward });
      }
      await insertShares(tx, shares, now());
      return fees.length;
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

  async function payOut(): Promise<number> {
    return db.transaction(async (tx) => {
      const at = now();
      const shares = await takeUnissuedShares(tx, isoTime(lastIssueAt()), BATCH);
      const byOwner = new Map<string, NewPayout & { amounts: Decimal[] }>();
      for (const share of shares) {
        const key = `${share.user_id}:${share.currency_id}`;
        const payout = byOwner.get(key) ?? { user_id: share.user_id, currency_id: share.currency_id, amount: '0', share_ids: [], amounts: [] };
        payout.share_ids.push(share.id);
        payout.amounts.push(share.amount);
        byOwner.set(key, payout);
      }
      const payouts = [...byOwner.values()].map((payout) => ({ ...payout, amount: sumDecimals(payout.amounts) }));
      if (payouts.length === 0) return 0;
      const ids = await insertPayouts(tx, payouts, at);
      const changes: BalanceChange[] = payouts.map((payout, index) => ({
        userId: payout.user_id,
        account: 'coin',
        currencyId: payout.currency_id,
        available: payout.amount,
        frozen: '0',
        reason: 'referral',
        type: 'referral',
        reference: `referral:${ids[index]}`,
      }));
      await applyBalanceChanges(tx, changes, at);
      const currencies = await tx.query<{ id: number; code: string }>('SELECT id, code FROM currencies WHERE id = ANY($1::int[])', [payouts.map((p) => p.currency_id)]);
      const codeOf = new Map(currencies.map((c) => [c.id, c.code]));
      await notifier.record(
        tx,
        payouts.map((payout, index) => ({
          userId: payout.user_id,
          kind: 'referral.issued' as const,
          ref: ids[index] ?? 0,
          data: { currency: codeOf.get(payout.currency_id) ?? '', amount: payout.amount, shares: payout.share_ids.length },
        })),
      );
      return shares.length;
    });
  }

  /** Runs a batch step until a batch comes back short. */
  async function drain(step: () => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await step();
      total += count;
      if (count < BATCH) return total;
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
