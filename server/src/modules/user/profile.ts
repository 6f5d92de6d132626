import type { User } from '@h5/shared/contract';
import type { AccountRef } from './account';
import type { UserRow } from './queries';

/** The User model the client sees: never a hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    nickname: row.nickname,
    account: row.phone ?? row.email ?? '',
    phone: row.phone ?? '',
    area_code: row.area_code ?? '',
    email: row.email ?? '',
    language: row.language,
    has_fund_password: row.fund_password_hash !== null,
    verification: row.verification,
    advanced_verification: row.advanced_verification,
    invite_code: row.invite_code,
    created_at: row.created_at.toISOString(),
    two_factor: row.totp_secret !== null,
    anti_phishing_code: row.anti_phishing_code ?? '',
  };
}

/** A first nickname that does not show the whole phone number or email: `138****0000`, `ab***@mail.com`. */
export function defaultNickname(ref: AccountRef): string {
  if (ref.kind === 'phone') return ref.phone.length > 7 ? `${ref.phone.slice(0, 3)}****${ref.phone.slice(-4)}` : ref.phone;
  const [name = '', domain = ''] = ref.email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}
