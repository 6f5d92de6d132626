import type { WithdrawInfo } from '@h5/shared/contract';
import { WAYS_FORWARD, withdrawBlocker } from './blockers';

const ready = { verified: true, has_fund_password: true, has_address: true };

describe('withdrawBlocker', () => {
  it('lets a verified user with a fund password and an address through', () => {
    expect(withdrawBlocker(ready)).toBeNull();
  });

  it.each([
    ['nothing set up', { verified: false, has_fund_password: false, has_address: false }, 'notVerified'],
    ['no verification, the rest done', { ...ready, verified: false }, 'notVerified'],
    ['verified, no fund password nor address', { ...ready, has_fund_password: false, has_address: false }, 'noFundPassword'],
    ['verified with a fund password, no address', { ...ready, has_address: false }, 'noAddress'],
  ])('asks first about what comes first: %s', (_, info, blocker) => {
    expect(withdrawBlocker(info as Pick<WithdrawInfo, 'verified' | 'has_fund_password' | 'has_address'>)).toBe(blocker);
  });

  it("gives each blocker the spec's message and a way forward", () => {
    expect(WAYS_FORWARD).toEqual({
      notVerified: { message: 'funds.notVerified', action: 'action.goVerify', page: 'verification' },
      noFundPassword: { message: 'funds.setFundPasswordFirst', action: 'action.setNow', page: 'changePayPassword' },
      noAddress: { message: 'funds.setAddressFirst', action: 'page.addressCreate', page: 'addressCreate' },
    });
  });
});
