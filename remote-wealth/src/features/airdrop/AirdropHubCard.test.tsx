import { fireEvent, screen } from '@testing-library/react';
import { campaignOf } from '../../../test/fixtures';
import { renderInApp, startI18n } from '@h5/shared/testing';
import { AirdropHub } from './AirdropHubCard';
import { bestCampaign, claimedPercent } from './airdrop';
import '../../start';

beforeAll(() => startI18n('en', 'wealth'));

describe('airdrop hub card', () => {
  it('counts the open campaigns and puts forward one the user can claim', async () => {
    const campaigns = [
      campaignOf({ id: 1, state: 'verify' }),
      campaignOf({ id: 2, coin: 'TRX', amount: '20', rule: { kind: 'new_users', from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' } }),
      campaignOf({ id: 3, state: 'upcoming' }),
      campaignOf({ id: 4, state: 'ended' }),
    ];
    renderInApp(<AirdropHub campaigns={campaigns} />);
    expect(screen.getByText('2 campaigns open')).toBeTruthy();
    expect(screen.getByText('TRX welcome airdrop · Claim 20 TRX')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Airdrops/ }));
    expect(window.location.hash).toBe('#/pages/airdrop/index');
  });

  it('points at the next campaign when none is open', async () => {
    renderInApp(<AirdropHub campaigns={[campaignOf({ id: 3, coin: 'SOL', amount: '0.05', state: 'upcoming' }), campaignOf({ state: 'ended' })]} />);
    expect(screen.getByText('No campaign open now, see what is coming')).toBeTruthy();
    expect(screen.getByText('SOL airdrop for verified users · Claim 0.05 SOL')).toBeTruthy();
  });
});

describe('airdrop figures', () => {
  it('prefers a claimable campaign, then an open one, then the next to open', () => {
    expect(bestCampaign([campaignOf({ id: 1, state: 'verify' }), campaignOf({ id: 2 })])?.id).toBe(2);
    expect(bestCampaign([campaignOf({ id: 1, state: 'upcoming' }), campaignOf({ id: 2, state: 'verify' })])?.id).toBe(2);
    expect(bestCampaign([campaignOf({ id: 1, state: 'ended' }), campaignOf({ id: 2, state: 'upcoming' })])?.id).toBe(2);
    expect(bestCampaign([campaignOf({ state: 'claimed' })])).toBeNull();
  });

  it('rounds the share claimed down, exactly', () => {
    expect(claimedPercent({ claimed: '0', total: '100' })).toBe('0');
    expect(claimedPercent({ claimed: '99.99', total: '100' })).toBe('99');
    expect(claimedPercent({ claimed: '0.1', total: '0.3' })).toBe('33');
    expect(claimedPercent({ claimed: '50', total: '50' })).toBe('100');
  });
});
