import type { VerificationInfo } from '@h5/shared/contract';
import { isoTime, type Database, type Queryable } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Notifier } from '../notification/service';
import { allWithin } from '../../lib/text';
import { AppError, notLoggedIn } from '../../plugins/envelope';
import { reviewDesk, type AutoApprovable, type ReviewDesk } from '../review/service';
import type { UploadService } from '../upload/service';
import { findUserById } from '../user/service';
import {
  claimLevel,
  insertAdvancedReview,
  insertBasicReview,
  latestDetails,
  listKycForReview,
  setLevelStatus,
  type BasicDetails,
  type IdPhotos,
  type KycLevel,
} from './queries';

const MAX_DETAIL_LENGTH = 100;

/** An ID number shown back to its owner keeps only its ends: a stolen session does not reveal it. */
export function maskIdNumber(idNumber: string): string {
  if (idNumber.length <= 4) return '*'.repeat(idNumber.length);
  return `${idNumber.slice(0, 2)}${'*'.repeat(idNumber.length - 4)}${idNumber.slice(-2)}`;
}

export interface IdentityService {
  info(userId: number): Promise<VerificationInfo>;
  submitBasic(userId: number, details: BasicDetails): Promise<void>;
  /** Needs basic verification first; the document's type is kept, and the photos must be the user's own `kyc` uploads. */
  submitAdvanced(userId: number, photos: IdPhotos): Promise<void>;
  desk: ReviewDesk & AutoApprovable;
}

export function createIdentityService(deps: { db: Database; clock: Clock; uploads: UploadService; notifier: Notifier }): IdentityService {
  const { db, clock, uploads, notifier } = deps;

  /** Claims the level for review, or says why not: under review already, or verified already. */
  async function claim(tx: Queryable, userId: number, level: KycLevel): Promise<void> {
    if (await claimLevel(tx, userId, level)) return;
    const user = await findUserById(tx, userId);
    const status = level === 'basic' ? user?.verification : user?.advanced_verification;
    throw new AppError(status === 'verified' ? 'server.kycVerified' : 'server.kycUnderReview');
  }

  return {
    async info(userId) {
      const user = await findUserById(db, userId);
      if (!user) throw notLoggedIn();
      const { details, idType, reason } = await latestDetails(db, userId);
      return {
        basic: user.verification,
        advanced: user.advanced_verification,
        id_type: idType ?? '',
        reason,
        country: details?.country ?? '',
        name: details?.name ?? '',
        id_number: details ? maskIdNumber(details.id_number) : '',
        address: details?.address ?? '',
      };
    },

    async submitBasic(userId, form) {
      // Only the four fields, whatever else the form carried.
      const details: BasicDetails = { country: form.country, name: form.name, id_number: form.id_number, address: form.address };
      if (!allWithin(Object.values(details), MAX_DETAIL_LENGTH)) throw new AppError('validation.textTooLong');
      await db.transaction(async (tx) => {
        await claim(tx, userId, 'basic');
        await insertBasicReview(tx, userId, details, isoTime(clock.now()));
      });
    },

    async submitAdvanced(userId, form) {
      // Only the document's type and its three photos, whatever else the form carried.
      const photos: IdPhotos = { id_type: form.id_type, front: form.front, back: form.back, hand: form.hand };
      const user = await findUserById(db, userId);
      if (!user) throw notLoggedIn();
      if (user.verification !== 'verified') throw new AppError('server.kycBasicFirst');
      await db.transaction(async (tx) => {
        for (const id of [photos.front, photos.back, photos.hand]) await uploads.requireOwn(tx, userId, id, 'kyc');
        await claim(tx, userId, 'advanced');
        await insertAdvancedReview(tx, userId, photos, isoTime(clock.now()));
      });
    },

    desk: reviewDesk<{ id: number; user_id: number; level: KycLevel }>({
      db,
      clock,
      table: 'kyc_reviews',
      returning: 'id, user_id, level',
      notifier,
      told: (request, { status, reason }) => ({
        userId: request.user_id,
        kind: 'identity.reviewed',
        ref: request.id,
        data: { status, reason, level: request.level },
      }),
      list: (status) => listKycForReview(db, status),
      onApprove: (tx, request) => setLevelStatus(tx, request.user_id, request.level, 'verified'),
      onReject: (tx, request) => setLevelStatus(tx, request.user_id, request.level, 'rejected'),
    }),
  };
}
