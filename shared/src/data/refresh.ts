/**
 * What each account event changes on screen: the contract calls whose loaded replies are asked
 * for again when it arrives, so a page showing them updates in place (a deposit's record turns
 * approved, a balance grows, an option moves to delivered) without the page knowing of events;
 * and after a change the server refused, everything the page shows is asked for again.
 * The cache follows the live channel, not the other way round: the host starts the channel on
 * home's first visit, which must not download the cache (TanStack) with it.
 */
import { onRefusedChange } from '@h5/shared/api';
import { contract, type AccountEvent, type AccountEventKind, type CallSpec } from '@h5/shared/contract';
import { onAccountEvent } from '@h5/shared/live';
import { dataClient } from './client';

// Every money movement may start or end a holding (wallet/holds) as it moves a balance.
const balances = [contract.wallet.list, contract.wallet.holds, contract.wallet.detail, contract.wallet.legalLog, contract.wallet.legalDetail];
const spot = [contract.spot.orders, ...balances];
const positions = [contract.contracts.positions, contract.contracts.config, ...balances];
const trust = [contract.trust.orders, contract.trust.report, contract.trust.statement, ...balances];
const follows = [contract.copy.orders, contract.copy.order, contract.copy.report, contract.copy.leads, contract.copy.lead, ...balances];
const subscriptions = [contract.newCoin.orders, contract.newCoin.projects, contract.newCoin.detail, contract.newCoin.report, contract.newCoin.recommend, ...balances];

export const REFRESHED_BY: Readonly<Record<AccountEventKind, readonly CallSpec[]>> = {
  'spot.filled': spot,
  'spot.cancelled': spot,
  'position.opened': positions,
  'position.closed': positions,
  'position.cancelled': positions,
  'option.delivered': [contract.option.orders, ...balances],
  'deposit.reviewed': [contract.wallet.depositLog, contract.wallet.depositDetail, ...balances],
  'withdrawal.reviewed': [contract.wallet.withdrawLog, contract.wallet.withdrawDetail, contract.wallet.withdrawInfo, ...balances],
  'identity.reviewed': [contract.user.center, contract.user.center2],
  'transfer.done': [contract.wallet.transferHistory, ...balances],
  'trust.dividend': trust,
  'trust.matured': trust,
  'trust.redeemed': trust,
  'newCoin.allocated': subscriptions,
  'newCoin.released': subscriptions,
  'airdrop.claimed': [contract.airdrop.orders, contract.airdrop.campaigns, ...balances],
  'copy.opened': follows,
  'copy.closed': follows,
  'copy.skipped': follows,
  'copy.profitShared': follows,
  'copy.stopped': follows,
  'referral.issued': [contract.referral.info, contract.referral.rebates, contract.referral.invitees, ...balances],
  'referral.partner': [contract.referral.info, contract.referral.poster, contract.referral.share],
};

/** Loaded replies are keyed `[method, path, ...]` (`cacheKey`): those of the event's calls load again. */
export function refreshFor(event: AccountEvent): Promise<void> {
  // The notification list shows every event.
  const paths = new Set([...REFRESHED_BY[event.kind], contract.notification.list].map((spec) => spec.path));
  return dataClient.invalidateQueries({ predicate: (query) => paths.has(String(query.queryKey[1])) });
}

onAccountEvent((event) => void refreshFor(event));
// A refused change means the page's state had moved on (another tab, a job): what it shows loads again.
onRefusedChange(() => void dataClient.invalidateQueries({ type: 'active' }));
