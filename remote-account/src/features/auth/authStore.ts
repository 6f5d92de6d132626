/**
 * What the login, sign-up and reset forms share across page changes: the phone/email mode, the
 * area code (chosen on its own page, so it must outlive the form), the account typed and the
 * invitation code (a friend's link fills it in), so a trip to the area-code list, the language
 * page, or from sign-up to login and back, keeps what was entered.
 */
import { DEFAULT_AREA_CODE } from '@h5/shared/constants';
import type { AreaCode } from '@h5/shared/contract';
import { create } from 'zustand';

export type AccountMode = 'mobile' | 'email';

export interface Credentials {
  mode: AccountMode;
  area: AreaCode;
  phone: string;
  email: string;
}

/** What the forms share: the account, and the invitation code sign-up sends. */
export interface AuthState extends Credentials {
  inviteCode: string;
}

export const DEFAULT_AREA: AreaCode = { iso: 'CN', code: DEFAULT_AREA_CODE };

const initial: AuthState = { mode: 'mobile', area: DEFAULT_AREA, phone: '', email: '', inviteCode: '' };

export const useAuthStore = create<AuthState>()(() => initial);

export const resetAuthStore = (): void => useAuthStore.setState(initial);

/** The account the form names in its current mode. */
export const accountOf = (c: Credentials): string => (c.mode === 'mobile' ? c.phone : c.email).trim();
