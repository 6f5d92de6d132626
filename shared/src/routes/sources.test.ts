import type { AccountEvent, LedgerSource } from '@h5/shared/contract';
import { eventPath, sourcePath } from './sources';

describe('where a record came from', () => {
  const source = (kind: string, status: string | null, symbol: string | null = 'BTC/USDT') => sourcePath({ kind: kind as LedgerSource['kind'], id: 7, symbol, status });

  it('opens the order, position or option page on the tab that lists it', () => {
    expect(source('spot', 'cancelled')).toBe('/pages/trade/index?symbol=BTC%2FUSDT&tab=cancelled');
    expect(source('contract', 'holding')).toBe('/pages/lever/index?symbol=BTC%2FUSDT&tab=positions');
    expect(source('contract', 'closed')).toBe('/pages/lever/index?symbol=BTC%2FUSDT&tab=history');
    expect(source('option', 'delivered')).toBe('/pages/option/detail?symbol=BTC%2FUSDT&tab=delivered');
  });

  it('opens a withdrawal itself, and the deposit and transfer lists', () => {
    expect(source('withdrawal', 'approved', null)).toBe('/pages/assets/withdraw/detail?id=7');
    expect(source('deposit', 'approved', null)).toBe('/pages/assets/record?tab=deposit');
    expect(source('transfer', null, null)).toBe('/pages/assets/transfer/record');
  });
});

describe('where an event leads', () => {
  const event = (kind: AccountEvent['kind'], data: object = {}) => ({ id: 1, kind, ref: 9, data, created_at: '', read: false }) as AccountEvent;

  it('to the page its ledger entries lead to, on the same tab', () => {
    expect(eventPath(event('position.opened', { symbol: 'ETH/USDT' }))).toBe('/pages/lever/index?symbol=ETH%2FUSDT&tab=positions');
    expect(eventPath(event('position.closed', { symbol: 'ETH/USDT' }))).toBe('/pages/lever/index?symbol=ETH%2FUSDT&tab=history');
    expect(eventPath(event('spot.cancelled', { symbol: 'BTC/USDT' }))).toBe('/pages/trade/index?symbol=BTC%2FUSDT&tab=cancelled');
    expect(eventPath(event('position.cancelled', { symbol: 'ETH/USDT' }))).toBe('/pages/lever/index?symbol=ETH%2FUSDT&tab=history');
    expect(eventPath(event('trust.dividend'))).toBe(sourcePath({ kind: 'trust', id: 9, symbol: null, status: null }));
    expect(eventPath(event('trust.redeemed'))).toBe(eventPath(event('trust.dividend')));
  });

  it('an identity review to the verification page', () => {
    expect(eventPath(event('identity.reviewed'))).toBe('/pages/verification/index');
  });
});
