import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { call } from '@h5/shared/api';
import { ACCOUNT_EVENT_KINDS, contract, type AccountEvent } from '@h5/shared/contract';
import { fakeServer, flush } from '@h5/shared/testing';
import { eventPath } from '@h5/shared/routes';
import { dataClient } from './client';
import { REFRESHED_BY, refreshFor } from './refresh';
import { cacheKey } from './useLoad';

const event = (kind: AccountEvent['kind'], ref = 5): AccountEvent => ({ id: 1, kind, ref, data: {}, created_at: '', read: false }) as unknown as AccountEvent;

afterEach(() => dataClient.clear());

it('asks again for what an event changed, and for nothing else', async () => {
  const deposits = cacheKey(contract.wallet.depositLog);
  const balance = cacheKey(contract.wallet.detail, { account: 'coin', currency_id: 3 });
  const notifications = cacheKey(contract.notification.list);
  const positions = cacheKey(contract.contracts.positions, { status: 'closed' });
  for (const key of [deposits, balance, notifications, positions]) dataClient.setQueryData(key, { list: [] });

  await refreshFor(event('deposit.reviewed'));
  const invalidated = (key: readonly unknown[]) => dataClient.getQueryState(key)?.isInvalidated;
  expect([deposits, balance, notifications].map(invalidated)).toEqual([true, true, true]);
  expect(invalidated(positions)).toBe(false);
});

it('names something to refresh for every kind, and a page for each', () => {
  for (const kind of ACCOUNT_EVENT_KINDS) {
    expect(REFRESHED_BY[kind].length).toBeGreaterThan(0);
    expect(eventPath(event(kind))).toMatch(/^\/pages\//);
  }
  expect(eventPath(event('withdrawal.reviewed', 42))).toBe('/pages/assets/withdraw/detail?id=42');
  expect(eventPath(event('deposit.reviewed'))).toBe('/pages/assets/record?tab=deposit');
});

it('after a change the server refused, asks again for everything the page shows (and not after a read)', async () => {
  fakeServer({ 'POST lh/deposit/order/cancel': { refuse: 'This order has already ended' }, 'GET lh/deposit/report': { data: {} } });
  let loads = 0;
  const observer = new QueryObserver(dataClient, { queryKey: cacheKey(contract.trust.orders), queryFn: async () => ({ list: [], load: ++loads }) });
  const stop = observer.subscribe(() => undefined);
  await waitFor(() => expect(loads).toBe(1));

  await call(contract.trust.report, {}, { silent: true });
  await flush();
  expect(loads).toBe(1);
  expect((await call(contract.trust.redeem, { id: 1 }, { silent: true })).ok).toBe(false);
  await waitFor(() => expect(loads).toBe(2));
  stop();
});
