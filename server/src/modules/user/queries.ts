import type { Language } from '@h5/shared/constants';
import type { VerificationStatus } from '@h5/shared/contract';
import type { Queryable } from '../../db/database';
import type { AccountRef } from './account';

export interface UserRow {
  id: number;
  area_code: string | null;
  phone: string | null;
  email: string | null;
  password_hash: string;
  nickname: string;
  language: Language;
  invite_code: string;
  fund_password_hash: string | null;
  verification: VerificationStatus;
  advanced_verification: VerificationStatus;
  created_at: Date;
  /** Sealed; NULL while 2FA is off. */
  totp_secret: string | null;
  anti_phishing_code: string | null;
}

const COLUMNS = `id, area_code, phone, email, password_hash, nickname, language, invite_code,
  fund_password_hash, verification, advanced_verification, created_at, totp_secret, anti_phishing_code`;

export async function findUserByAccount(db: Queryable, ref: AccountRef): Promise<UserRow | null> {
  const rows =
    ref.kind === 'phone'
      ? await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE area_code = $1 AND phone = $2`, [ref.areaCode, ref.phone])
      : await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE email = $1`, [ref.email]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findUserIdByInviteCode(db: Queryable, inviteCode: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>('SELECT id FROM users WHERE invite_code = $1', [inviteCode]);
  return rows[0]?.id ?? null;
}

export interface NewUser {
  ref: AccountRef;
  passwordHash: string;
  nickname: string;
  language: Language;
  inviteCode: string;
  invitedBy: number | null;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const { ref } = user;
  const rows = await db.query<UserRow>(
    `INSERT INTO users (area_code, phone, email, password_hash, nickname, language, invite_code, invited_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING ${COLUMNS}`,
    [
      ref.kind === 'phone' ? ref.areaCode : null,
      ref.kind === 'phone' ? ref.phone : null,
      ref.kind === 'email' ? ref.email : null,
      user.passwordHash,
      user.nickname,
      user.language,
      user.inviteCode,
      user.invitedBy,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updatePasswordHash(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}

export async function updateLanguage(db: Queryable, id: number, language: Language): Promise<void> {
  await db.query('UPDATE users SET language = $2 WHERE id = $1', [id, language]);
}
