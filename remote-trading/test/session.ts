import type { User } from '@h5/shared/contract';
import { useSession } from '@h5/shared/session';

export const USER: User = {
  id: 7,
  nickname: 'trader',
  account: 'trader@example.com',
  phone: '',
  area_code: '',
  email: 'trader@example.com',
  language: 'en',
  has_fund_password: true,
  verification: 'verified',
  advanced_verification: 'none',
  invite_code: 'ABC123',
  created_at: '2026-11-01T00:00:00.000Z',
  two_factor: false,
  anti_phishing_code: '',
};

export const signIn = (): void => useSession.getState().signIn('test-token', USER);
export const signOut = (): void => useSession.getState().clear();
