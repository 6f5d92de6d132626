/** What the airdrop pages work out from the campaigns the server sends (states are the server's). */
import type { AirdropCampaign } from '@h5/shared/contract';
import { formatDateTime } from '@h5/shared/format';
import { divideTo, isDecimal, isPositive, mulDecimal } from '@h5/shared/money';

/** Open now: claimable by someone (the user's own state aside). */
const OPEN_STATES = new Set<AirdropCampaign['state']>(['claimable', 'login', 'verify', 'snapshot_pending', 'holding_short', 'registered_outside']);

export const isOpen = (campaign: AirdropCampaign): boolean => OPEN_STATES.has(campaign.state);

/**
 * The campaign the hub puts forward: one the user can claim now, else any open one, else the
 * next to open; among equals the one ending soonest (the server lists them in that order).
 */
export function bestCampaign(campaigns: readonly AirdropCampaign[]): AirdropCampaign | null {
  return (
    campaigns.find((c) => c.state === 'claimable') ??
    campaigns.find(isOpen) ??
    campaigns.find((c) => c.state === 'upcoming') ??
    null
  );
}

/** How much of the pool is claimed, in whole percent rounded down ("37"); 100 only when all of it is. */
export function claimedPercent(campaign: Pick<AirdropCampaign, 'claimed' | 'total'>): string {
  if (!isDecimal(campaign.claimed) || !isPositive(campaign.total)) return '0';
  return divideTo(mulDecimal(campaign.claimed, '100'), campaign.total, 0, 'down');
}

/** A date of a rule or a window as the user reads it: local, to the minute. */
export const whenText = (iso: string): string => formatDateTime(iso).slice(0, 16);
