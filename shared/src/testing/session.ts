import { act } from '@testing-library/react';
import type { User } from '@h5/shared/contract';
import { useSession } from '@h5/shared/session';

/** A verified user with a fund password, no 2FA: what a test changes, over the rest plain. */
export const testUser = (overrides: Partial<User> = {}): User => ({
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
  ...overrides,
});

/** Signs `testUser(overrides)` in (inside act, so a page already shown follows). */
export const signIn = (overrides: Partial<User> = {}): void => act(() => useSession.getState().signIn('test-token', testUser(overrides)));

/** Ends the session: a guest again. */
export const signOut = (): void => act(() => useSession.getState().clear());
