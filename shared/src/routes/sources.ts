/**
 * Where a money movement is shown: a ledger entry's source (the history's detail page links to
 * it) and an account event (the notification centre opens it) lead to the same page, on the tab
 * that lists the record: an order by its status, a position under positions while open and
 * under history after, a withdrawal's own page.
 */
import type { AccountEvent, LedgerSource } from '@h5/shared/contract';
import { pathOf } from './table';

export function sourcePath(source: Pick<LedgerSource, 'kind' | 'id' | 'symbol' | 'status'>): string {
  const symbol: Record<string, string> = source.symbol ? { symbol: source.symbol } : {};
  switch (source.kind) {
    case 'spot':
      return pathOf('spot', { ...symbol, tab: source.status ?? 'completed' });
    case 'contract':
      return pathOf('contracts', { ...symbol, tab: source.status === 'holding' || source.status === 'waiting' ? 'positions' : 'history' });
    case 'option':
      return pathOf('options', { ...symbol, tab: source.status ?? 'delivered' });
    case 'deposit':
      return pathOf('records', { tab: 'deposit' });
    case 'withdrawal':
      return pathOf('withdrawDetail', { id: source.id });
    case 'transfer':
      return pathOf('transferRecord');
    case 'trust':
      return pathOf('trustOrders', { id: source.id });
    case 'new_coin':
      return pathOf('newCoins', { tab: 'mine' });
    case 'airdrop':
      return pathOf('airdrop');
    case 'copy':
      return pathOf('copyOrders', { id: source.id });
    case 'referral':
      return pathOf('referral', { tab: 'rebates' });
  }
}

/** The source an event reports on, as a ledger entry would name it. */
function sourceOf(event: Exclude<AccountEvent, { kind: 'identity.reviewed' }>): Pick<LedgerSource, 'kind' | 'id' | 'symbol' | 'status'> {
  const at = (kind: LedgerSource['kind'], status: string | null = null, symbol: string | null = null) => ({ kind, id: event.ref, symbol, status });
  switch (event.kind) {
    case 'spot.filled':
      return at('spot', 'completed', event.data.symbol);
    case 'spot.cancelled':
      return at('spot', 'cancelled', event.data.symbol);
    case 'position.opened':
      return at('contract', 'holding', event.data.symbol);
    case 'position.closed':
      return at('contract', 'closed', event.data.symbol);
    case 'position.cancelled':
      return at('contract', 'cancelled', event.data.symbol);
    case 'option.delivered':
      return at('option', 'delivered', event.data.symbol);
    case 'deposit.reviewed':
      return at('deposit');
    case 'withdrawal.reviewed':
      return at('withdrawal');
    case 'transfer.done':
      return at('transfer');
    case 'trust.dividend':
    case 'trust.matured':
    case 'trust.redeemed':
      return at('trust');
    case 'newCoin.allocated':
    case 'newCoin.released':
      return at('new_coin');
    case 'airdrop.claimed':
      return at('airdrop');
    case 'copy.opened':
    case 'copy.closed':
    case 'copy.skipped':
    case 'copy.profitShared':
    case 'copy.stopped':
      return at('copy');
    case 'referral.issued':
    case 'referral.partner':
      return at('referral');
  }
}

/** Where an event leads: the page of what it concerns (an identity review, the verification page). */
export const eventPath = (event: AccountEvent): string => (event.kind === 'identity.reviewed' ? pathOf('verification') : sourcePath(sourceOf(event)));
