import type { contract, IdType, ParsedRequestOf, ReviewStatus, VerificationStatus } from '@h5/shared/contract';
import type { IsoTime, Queryable, Row } from '../../db/database';
import { isoText } from '../../db/sql';

export type KycLevel = 'basic' | 'advanced';

/** Where a user's current status of each level is kept. */
const STATUS_COLUMN: Record<KycLevel, string> = { basic: 'verification', advanced: 'advanced_verification' };

/**
 * Moves the user's status of `level` to pending, only from none or rejected: false when it is
 * already pending or verified. Also serialises two submissions of one user.
 */
export async function claimLevel(tx: Queryable, userId: number, level: KycLevel): Promise<boolean> {
  const column = STATUS_COLUMN[level];
  const rows = await tx.query(
    `UPDATE users SET ${column} = 'pending' WHERE id = $1 AND ${column} IN ('none', 'rejected') RETURNING id`,
    [userId],
  );
  return rows.length > 0;
}

export async function setLevelStatus(tx: Queryable, userId: number, level: KycLevel, status: VerificationStatus): Promise<void> {
  await tx.query(`UPDATE users SET ${STATUS_COLUMN[level]} = $2 WHERE id = $1`, [userId, status]);
}

/** The basic level's details, as `user/real_name` takes them and the review keeps them. */
export type BasicDetails = ParsedRequestOf<typeof contract.user.realName>;
/** The advanced level's document and its photos (the ids `upload/image` gave them), as `user/real_name2` takes them. */
export type IdPhotos = ParsedRequestOf<typeof contract.user.realName2>;

export async function insertBasicReview(tx: Queryable, userId: number, details: BasicDetails, at: IsoTime): Promise<void> {
  await tx.query(
    `INSERT INTO kyc_reviews (user_id, level, country, name, id_number, address, created_at) VALUES ($1, 'basic', $2, $3, $4, $5, $6)`,
    [userId, details.country, details.name, details.id_number, details.address, at],
  );
}

export async function insertAdvancedReview(tx: Queryable, userId: number, photos: IdPhotos, at: IsoTime): Promise<void> {
  await tx.query(
    `INSERT INTO kyc_reviews (user_id, level, id_type, front_file_id, back_file_id, hand_file_id, created_at)
     VALUES ($1, 'advanced', $2, $3, $4, $5, $6)`,
    [userId, photos.id_type, photos.front, photos.back, photos.hand, at],
  );
}

/**
 * The details of the user's latest basic request, the document of their latest advanced one, and
 * the reason of their latest request if it was rejected.
 */
export async function latestDetails(db: Queryable, userId: number): Promise<{ details: BasicDetails | null; idType: IdType | null; reason: string }> {
  const [basic] = await db.query<BasicDetails>(
    `SELECT country, name, id_number, address FROM kyc_reviews WHERE user_id = $1 AND level = 'basic' ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  const [advanced] = await db.query<{ id_type: IdType }>(
    `SELECT id_type FROM kyc_reviews WHERE user_id = $1 AND level = 'advanced' ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  const [latest] = await db.query<{ status: ReviewStatus; reason: string }>(
    'SELECT status, reason FROM kyc_reviews WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [userId],
  );
  return { details: basic ?? null, idType: advanced?.id_type ?? null, reason: latest?.status === 'rejected' ? latest.reason : '' };
}

export function listKycForReview(db: Queryable, status: ReviewStatus | undefined): Promise<Row[]> {
  return db.query(
    `SELECT k.id, k.user_id, coalesce(u.phone, u.email) AS account, k.level, k.country, k.name, k.id_number, k.address,
            k.id_type, k.front_file_id AS front, k.back_file_id AS back, k.hand_file_id AS hand, k.status, k.reason,
            ${isoText('k.created_at')} AS created_at, ${isoText('k.reviewed_at')} AS reviewed_at
       FROM kyc_reviews k JOIN users u ON u.id = k.user_id
      WHERE $1::text IS NULL OR k.status = $1
      ORDER BY k.id LIMIT 200`,
    [status ?? null],
  );
}
