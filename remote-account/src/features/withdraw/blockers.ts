/**
 * What must be in place before a withdrawal (spec sections 5 and 6), checked in the spec's
 * order: verified identity, then a fund password, then a saved address. Each has its
 * message and its way forward.
 */
import type { WithdrawInfo } from '@h5/shared/contract';
import type { PageKey } from '@h5/shared/routes';

export type Blocker = 'notVerified' | 'noFundPassword' | 'noAddress';

export function withdrawBlocker(info: Pick<WithdrawInfo, 'verified' | 'has_fund_password' | 'has_address'>): Blocker | null {
  if (!info.verified) return 'notVerified';
  if (!info.has_fund_password) return 'noFundPassword';
  if (!info.has_address) return 'noAddress';
  return null;
}

export interface WayForward {
  /** Keys of the `common` namespace. */
  message: string;
  action: string;
  /** The page that removes the blocker. */
  page: PageKey;
}

export const WAYS_FORWARD: Record<Blocker, WayForward> = {
  notVerified: { message: 'funds.notVerified', action: 'action.goVerify', page: 'verification' },
  noFundPassword: { message: 'funds.setFundPasswordFirst', action: 'action.setNow', page: 'changePayPassword' },
  noAddress: { message: 'funds.setAddressFirst', action: 'page.addressCreate', page: 'addressCreate' },
};
