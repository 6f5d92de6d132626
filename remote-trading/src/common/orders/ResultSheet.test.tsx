import { act, screen, waitFor } from '@testing-library/react';
import type { AccountEvent, SpotPlaced } from '@h5/shared/contract';
import { startAccountEvents } from '@h5/shared/live';
import { currentToast } from '@h5/shared/toast';
import { FIXTURE_TICKERS } from '../../../test/fixtures';
import { renderInApp, startI18n } from '@h5/shared/testing';
import { resetMarket } from '../../../test/market';
import { pushAccountEvent } from '../../../test/socket';
import '../../start';
import { useResultSheet } from './ResultSheet';

const placed = (id: number): SpotPlaced => ({
  id, symbol: 'BTC/USDT', side: 'buy', type: 'market', status: 'completed', price: '67000', quantity: '0.01',
  amount: '670', fee: '0.67', fee_currency: 'USDT', tick_time: 1_790_000_000_000,
});
const filled = (ref: number): AccountEvent => ({
  id: ref, kind: 'spot.filled', ref, read: false, created_at: '2026-11-24T10:00:00.000Z',
  data: { symbol: 'BTC/USDT', side: 'buy', type: 'market', price: '67000', quantity: '0.01', fee: '0.67', tick_time: 1_790_000_000_000 },
});

let show: (placed: SpotPlaced) => void = () => undefined;
function Page() {
  const result = useResultSheet(['spot.filled']);
  show = (p) => result.show({ kind: 'spot', placed: p });
  return <>{result.sheet}</>;
}

beforeAll(() => startI18n('en', 'trading'));
beforeEach(() => resetMarket(FIXTURE_TICKERS));

it('says an order once: the sheet for the one just submitted, a toast for one filled later', async () => {
  const host: string[] = [];
  const stop = startAccountEvents((event) => host.push(event.kind));
  renderInApp(<Page />);
  // The socket's event of a market order comes before the submit's answer.
  act(() => pushAccountEvent(filled(5)));
  act(() => show(placed(5)));
  expect((await screen.findByTestId('order-result')).textContent).toContain('Order filled');
  await new Promise((resolve) => setTimeout(resolve, 1_700));
  expect(currentToast()).toBe('');

  // A limit order filled while the page is open: a toast says so.
  act(() => pushAccountEvent(filled(6)));
  await waitFor(() => expect(currentToast()).toBe('Spot order filled'), { timeout: 3_000 });
  expect(host).toEqual([]);
  stop();
});
