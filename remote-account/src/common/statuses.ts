/**
 * The review states of deposits, withdrawals and verification, each with its words (account
 * namespace) and its colour: amber while under review, green when passed, red when refused.
 */
import type { ReviewStatus, VerificationStatus } from '@h5/shared/contract';

export type Tone = 'pending' | 'success' | 'danger' | 'muted';

export interface StatusLook {
  /** Key in the account namespace. */
  label: string;
  tone: Tone;
}

const REVIEW: Record<ReviewStatus, StatusLook> = {
  pending: { label: 'status.pending', tone: 'pending' },
  approved: { label: 'status.approved', tone: 'success' },
  rejected: { label: 'status.rejected', tone: 'danger' },
};

const VERIFICATION: Record<VerificationStatus, StatusLook> = {
  none: { label: 'status.notCertified', tone: 'muted' },
  pending: { label: 'status.pending', tone: 'pending' },
  verified: { label: 'status.verified', tone: 'success' },
  rejected: { label: 'status.rejected', tone: 'danger' },
};

/** A record's state; one the app does not know yet reads as under review, never as passed. */
export const reviewLook = (status: string): StatusLook => REVIEW[status as ReviewStatus] ?? REVIEW.pending;

export const verificationLook = (status: string): StatusLook =>
  VERIFICATION[status as VerificationStatus] ?? VERIFICATION.none;
