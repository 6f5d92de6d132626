/**
 * What the login, sign-up and reset forms share across page changes: the phone/email mode, the
 * area code (chosen on its own page, so it must outlive the form) and the account typed, so a
 * trip to the area-code list, or from sign-up to login, keeps what was entered.
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

export const DEFAULT_AREA: AreaCode = { iso: 'CN', code: DEFAULT_AREA_CODE };

const initial: Credentials = { mode: 'mobile', area: DEFAULT_AREA, phone: '', email: '' };

export const useAuthStore = create<Credentials>()(() => initial);

export const resetAuthStore = (): void => useAuthStore.setState(initial);

/** The account the form names in its current mode. */
export const accountOf = (c: Credentials): string => (c.mode === 'mobile' ? c.phone : c.email).trim();
