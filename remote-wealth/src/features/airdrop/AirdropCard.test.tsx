import { fireEvent, screen, within } from '@testing-library/react';
import { campaignOf } from '../../../test/fixtures';
import { renderInApp, startI18n } from '@h5/shared/testing';
import { AirdropCard } from './AirdropCard';
import { whenText } from './airdrop';
import '../../start';

beforeAll(() => startI18n('en', 'wealth'));

describe('airdrop campaign card', () => {
  it('shows the amount per user, the pool, the share claimed and the rule, and claims its own id', async () => {
    const onClaim = jest.fn();
    renderInApp(<AirdropCard campaign={campaignOf({ id: 4 })} busy={false} onClaim={onClaim} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'USDT airdrop for verified users' })).toBeTruthy();
    expect(within(card).getByText('5 USDT')).toBeTruthy();
    expect(within(card).getByText('100,000')).toBeTruthy();
    // 37012.5 of 100000 is 37.0125 %, shown rounded down.
    expect(within(card).getByText('37%')).toBeTruthy();
    expect(within(card).getByText('Accounts with a verified identity')).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toBe('You are eligible');
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(onClaim).toHaveBeenCalledWith(4);
  });

  it('tells an unverified user to verify first, with the way to do it instead of Claim', async () => {
    renderInApp(<AirdropCard campaign={campaignOf({ state: 'verify' })} busy={false} onClaim={jest.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Verify your identity first');
    fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(window.location.hash).toBe('#/pages/verification/index');
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('says what the holding rule asks at the snapshot, and what the user held', async () => {
    const rule = { kind: 'holding' as const, coin: 'BTC', min: '0.01', snapshot_at: '2026-11-26T08:00:00.000Z', snapshot_taken: true };
    renderInApp(<AirdropCard campaign={campaignOf({ coin: 'BNB', amount: '0.02', rule, state: 'holding_short', held: '0.005' })} busy={false} onClaim={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'BNB HODLer airdrop' })).toBeTruthy();
    expect(screen.getByText(`Hold at least 0.01 BTC in your spot account at the snapshot (${whenText(rule.snapshot_at)})`)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You held 0.005\u00a0BTC at the snapshot; at least 0.01\u00a0BTC was needed');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the registration range of a new-users campaign', async () => {
    const rule = { kind: 'new_users' as const, from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' };
    renderInApp(<AirdropCard campaign={campaignOf({ rule, state: 'registered_outside' })} busy={false} onClaim={jest.fn()} />);
    expect(screen.getByRole('status').textContent).toBe(`For accounts registered between ${whenText(rule.from)} and ${whenText(rule.to)}`);
  });

  it('offers no claim on an upcoming, ended or fully claimed campaign, and shows one claimed as done', async () => {
    const cases = [
      ['upcoming', `Opens ${whenText('2026-11-20T08:00:00.000Z')}`],
      ['ended', 'Ended'],
      ['sold_out', 'Fully claimed'],
    ] as const;
    for (const [state, text] of cases) {
      const { unmount } = renderInApp(<AirdropCard campaign={campaignOf({ state })} busy={false} onClaim={jest.fn()} />);
      expect(screen.getByRole('status').textContent).toBe(text);
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
    const onClaim = jest.fn();
    renderInApp(<AirdropCard campaign={campaignOf({ state: 'claimed' })} busy={false} onClaim={onClaim} />);
    expect(screen.getByRole('status').textContent).toBe('Claimed, credited to your spot account');
    const done = screen.getByRole('button', { name: 'Claimed' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.click(done);
    expect(onClaim).not.toHaveBeenCalled();
  });

  it('asks a guest to log in to claim', async () => {
    renderInApp(<AirdropCard campaign={campaignOf({ state: 'login' })} busy={false} onClaim={jest.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Log in to claim');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(window.location.hash).toMatch(/^#\/pages\/user\/login/);
  });
});
