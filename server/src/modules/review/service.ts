import type { ReviewStatus } from '@h5/shared/contract';
import { isoTime, type Database, type IsoTime, type Row, type Transaction } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { NewAccountEvent, Notifier } from '../notification/service';
import { AppError, notFound } from '../../plugins/envelope';

/** The embedded demo's stand-in for reviewers, over these desks. */
export { startAutoApprover } from './auto-approve';

/** Tables of requests a back office reviews once: pending, then approved or rejected. */
export type ReviewTable = 'deposits' | 'withdrawals' | 'kyc_reviews';

export interface ReviewOutcome {
  id: number;
  status: ReviewStatus;
  reason: string;
}

/** What the ops endpoints (and so the ops CLI) do with one kind of request. */
export interface ReviewDesk {
  list(status: ReviewStatus | undefined): Promise<Row[]>;
  approve(id: number): Promise<ReviewOutcome>;
  reject(id: number, reason: string): Promise<ReviewOutcome>;
}

/** A desk the embedded demo's auto-approver may work through. */
export interface AutoApprovable {
  /** Requests pending since `cutoff` or earlier, oldest first. */
  pendingBefore(cutoff: IsoTime): Promise<number[]>;
  approve(id: number): Promise<ReviewOutcome>;
}

/** A reviewed deposit or withdrawal, as its user is told of it. */
export const fundsReviewed =
  (kind: 'deposit.reviewed' | 'withdrawal.reviewed') =>
  (request: { id: number; user_id: number; currency: string; amount: string }, { status, reason }: { status: 'approved' | 'rejected'; reason: string }): NewAccountEvent => ({
    userId: request.user_id,
    kind,
    ref: request.id,
    data: { status, reason, currency: request.currency, amount: request.amount },
  });

export const alreadyReviewed = () => new AppError('server.alreadyReviewed', 409);

/** What a decision does besides marking the request: move money, change the user's status. */
export type ReviewEffect<R> = (tx: Transaction, request: R, at: IsoTime) => Promise<void>;

export interface DeskSpec<R> {
  db: Database;
  clock: Clock;
  table: ReviewTable;
  /** Columns the effects need, as a RETURNING list. */
  returning: string;
  list: ReviewDesk['list'];
  onApprove: ReviewEffect<R>;
  onReject: ReviewEffect<R>;
  notifier: Notifier;
  /** What the decision tells the request's user (kept and pushed with the decision). */
  told: (request: R, decision: { status: 'approved' | 'rejected'; reason: string }) => NewAccountEvent;
}

/**
 * One review, once: the request goes from pending to its decision in the same transaction as
 * the decision's effect, and only if it was still pending, so two reviewers (or a reviewer and
 * the auto-approver) racing on it cannot both act. The loser is told it was already reviewed.
 */
export function reviewDesk<R>(spec: DeskSpec<R>): ReviewDesk & AutoApprovable {
  const { db, clock, table } = spec;

  async function decide(id: number, status: 'approved' | 'rejected', reason: string): Promise<ReviewOutcome> {
    const at = isoTime(clock.now());
    const decided = await db.transaction(async (tx) => {
      const [request] = await tx.query<R>(
        `UPDATE ${table} SET status = $2, reason = $3, reviewed_at = $4
          WHERE id = $1 AND status = 'pending'
      RETURNING ${spec.returning}`,
        [id, status, reason, at],
      );
      if (!request) return false;
      await (status === 'approved' ? spec.onApprove : spec.onReject)(tx, request, at);
      await spec.notifier.record(tx, [spec.told(request, { status, reason })]);
      return true;
    });
    if (!decided) {
      const [known] = await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
      throw known ? alreadyReviewed() : notFound();
    }
    return { id, status, reason };
  }

  return {
    list: spec.list,
    approve: (id) => decide(id, 'approved', ''),
    reject: (id, reason) => decide(id, 'rejected', reason),
    async pendingBefore(cutoff) {
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM ${table} WHERE status = 'pending' AND created_at <= $1 ORDER BY id LIMIT 100`,
        [cutoff],
      );
      return rows.map((row) => row.id);
    },
  };
}
