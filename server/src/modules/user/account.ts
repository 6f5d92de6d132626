import { DEFAULT_AREA_CODE } from '@h5/shared/constants';
import { accountByMode, areaCode as areaCodeSchema, firstIssue } from '@h5/shared/validation';
import { AppError } from '../../plugins/envelope';
import { emailTarget, phoneTarget } from '../verification/service';

/** The phone or email an account is known by, with the target its codes go to. */
export type AccountRef =
  | { kind: 'phone'; areaCode: string; phone: string; target: string }
  | { kind: 'email'; email: string; target: string };

export const phoneRef = (areaCode: string, phone: string): AccountRef => ({
  kind: 'phone',
  areaCode,
  phone,
  target: phoneTarget(areaCode, phone),
});

export const emailRef = (email: string): AccountRef => ({ kind: 'email', email: emailTarget(email), target: emailTarget(email) });

/** Where the user's own codes go: their phone when they have one, else their email. */
export function ownTarget(user: { area_code: string | null; phone: string | null; email: string | null }): string {
  if (user.area_code !== null && user.phone !== null) return phoneTarget(user.area_code, user.phone);
  if (user.email !== null) return emailTarget(user.email);
  throw new Error('an account has a phone or an email');
}

/** The account a phone-or-email form names, checked by its mode (400 with the first problem). */
export function accountFromForm(form: { type: 'mobile' | 'email'; area_code?: string | undefined; account: string }): AccountRef {
  const account = accountByMode(form);
  if (!account.success) throw new AppError(firstIssue(account.error));
  if (form.type === 'email') return emailRef(account.data);
  const areaCode = areaCodeSchema.safeParse(form.area_code ?? DEFAULT_AREA_CODE);
  if (!areaCode.success) throw new AppError(firstIssue(areaCode.error));
  return phoneRef(areaCode.data, account.data);
}
