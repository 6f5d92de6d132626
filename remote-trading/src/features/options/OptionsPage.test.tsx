import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REQUIREMENT_CODES } from '@h5/shared/constants';
import type { OptionOrder, WalletList } from '@h5/shared/contract';
import { FIXTURE_TICKERS } from '../../../test/fixtures';
import { fakeServer, renderInApp, renderSettled, sentTo, settle, signIn, signOut, startI18n, type Reply } from '@h5/shared/testing';
import { resetMarket } from '../../../test/market';
import { startAccountEvents } from '@h5/shared/live';
import { pushAccountEvent } from '../../../test/socket';
import { choosePair } from '../../common/pair';
import { views } from '../../../test/fakeChartView';
import '../../start';
import OptionsPage from './OptionsPage';

// lightweight-charts draws on canvas, which jsdom lacks: the page's chart is a recording stand-in.
jest.mock('../../common/chart/chartView', () => require('../../../test/fakeChartView'));

const WALLET: WalletList = {
  accounts: [{ type: 'option', balances: [{ currency_id: 3, currency: 'USDT', available: '50', frozen: '0', total: '50' }] }],
};

const DELIVERED: OptionOrder = {
  id: 9,
  symbol: 'BTC/USDT',
  direction: 'call',
  seconds: 30,
  currency: 'USDT',
  amount: '20',
  payout_rate: '0.85',
  purchase_price: '67000',
  delivery_price: '67100.5',
  result: 'win',
  profit: '17',
  status: 'delivered',
  purchase_tick: { symbol: 'BTC/USDT', time: 1_700_000_000_000, price: '67000' },
  delivery_tick: { symbol: 'BTC/USDT', time: 1_700_000_030_000, price: '67100.5' },
  created_at: '2026-11-22T10:00:00.000Z',
  delivers_at: '2026-11-22T10:00:30.000Z',
};

const BOUGHT = {
  id: 10, symbol: 'BTC/USDT', direction: 'call', amount: '20', currency: 'USDT', purchase_price: '67234.56',
  tick_time: 1_790_000_000_000, delivers_at: '2026-09-21T14:13:50.000Z',
};

function serve(submit: Reply = { data: BOUGHT }) {
  return fakeServer({
    'GET microtrade/seconds': {
      data: [
        { seconds: 30, min_amount: '10', payout_rate: '0.85' },
        { seconds: 60, min_amount: '50', payout_rate: '0.9' },
      ],
    },
    'GET microtrade/payable_currencies': { data: [{ currency_id: 3, currency: 'USDT' }] },
    'POST wallet/list': { data: WALLET },
    'GET microtrade/lists': (request) => ({
      data: { list: request.params.status === 'delivered' ? [DELIVERED] : [], page: 1, limit: 20, total: request.params.status === 'delivered' ? 1 : 0 },
    }),
    'POST microtrade/submit': submit,
  });
}

describe('OptionsPage', () => {
  beforeAll(() => startI18n('en', 'trading'));
  beforeEach(() => {
    resetMarket(FIXTURE_TICKERS);
    signOut();
  });

  it('shows the remembered pair live with its change', async () => {
    fakeServer();
    choosePair('DOGE/USDT');
    await renderSettled(<OptionsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Timed options');
    expect(screen.getByTestId('pair-price').textContent).toBe('0.10000');
    expect(screen.getByText('-66.66%')).toBeTruthy();
  });

  it('opens the form only once a time is chosen, then checks the minimum and the balance before sending', async () => {
    const sent = serve();
    signIn();
    renderInApp(<OptionsPage />);
    const call = screen.getByRole('button', { name: 'Bullish (call)' }) as HTMLButtonElement;
    expect(call.disabled).toBe(true);
    expect((screen.getByLabelText('Amount') as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(await screen.findByRole('radio', { name: /30.*Payout 85%.*Min 10/ }));
    expect(call.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.click(call);
    expect((await screen.findByRole('alert')).textContent).toBe('Minimum Purchase is 10 USDT');

    await waitFor(() => expect(screen.getByTestId('option-available').textContent).toBe('50.00000000 USDT'));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '60' } });
    fireEvent.click(call);
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient balance');
    expect(sentTo(sent, 'POST', 'microtrade/submit')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '20' } });
    expect(screen.getByTestId('option-expected').textContent).toBe('17.00000000 USDT');
    fireEvent.click(call);
    await waitFor(() => expect(sentTo(sent, 'POST', 'microtrade/submit')).toHaveLength(1));
    expect(sentTo(sent, 'POST', 'microtrade/submit')[0]?.params).toEqual({
      symbol: 'BTC/USDT',
      seconds: '30',
      currency_id: '3',
      direction: 'call',
      amount: '20',
    });
    const result = await screen.findByTestId('order-result');
    expect(within(result).getByRole('heading').textContent).toBe('Option bought');
    expect(result.textContent).toContain('Stake20.00000000 USDT');
    await settle();
  });

  it('asks an unverified user to go to verification when the server says so', async () => {
    serve({ refuse: 'Your account has not been verified, go to verification?', code: REQUIREMENT_CODES.notVerified });
    signIn();
    window.location.hash = '#/pages/option/detail';
    renderInApp(<OptionsPage />);
    fireEvent.click(await screen.findByRole('radio', { name: /30/ }));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bearish (put)' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Go to verification' })));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/verification/index'));
  });

  it('draws the purchase price of an option awaiting delivery on the chart, with the countdown', async () => {
    const delivers = new Date(Date.now() + 45_000).toISOString();
    const waiting: OptionOrder = { ...DELIVERED, id: 11, direction: 'put', delivery_price: null, result: null, profit: null, status: 'waiting', delivery_tick: null, delivers_at: delivers };
    const sent = fakeServer({
      'GET microtrade/seconds': { data: [] },
      'GET microtrade/payable_currencies': { data: [] },
      'POST wallet/list': { data: WALLET },
      'GET microtrade/lists': (request) => ({ data: { list: request.params.status === 'waiting' ? [waiting] : [], page: 1, limit: 20, total: 1 } }),
    });
    signIn();
    views.length = 0;
    await renderSettled(<OptionsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Show chart' }));
    await settle();
    const chart = views[views.length - 1]!;
    expect(chart.options).toEqual({ compact: true });
    expect(chart.mode.line).toBe(true);
    await waitFor(() => expect(screen.getByTestId('option-chart-countdown').textContent).toMatch(/^Delivery in 0:4[45]$/));
    expect(chart.priceLines).toEqual([{ price: 67000, title: expect.stringMatching(/^Put 0:4[45]$/), color: '#f95f75' }]);
    // The list below it asked once: the chart reads the same query.
    expect(sentTo(sent, 'GET', 'microtrade/lists').filter((request) => request.params.status === 'waiting')).toHaveLength(1);
  });

  it('shows a delivered option with both prices, the delivery tick and the result', async () => {
    serve();
    signIn();
    renderInApp(<OptionsPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    const row = await screen.findByRole('article', { name: 'Order 9' });
    expect(within(row).getByTestId('option-result').textContent).toBe('Win');
    // At the currency's places (the kernel's fallback of 8 here: the test serves no currency list).
    expect(within(row).getByTestId('option-profit').textContent).toBe('+17.00000000');
    expect(within(row).getByText('Delivery price').nextElementSibling?.textContent).toBe('67,100.50');
    expect(within(row).getByTestId('order-tick').textContent).toContain('67,100.50');
  });

  it('announces a delivery pushed on the account channel, with both prices and the tick, and keeps the host quiet', async () => {
    serve();
    signIn();
    const host: string[] = [];
    const stop = startAccountEvents((event) => host.push(event.kind));
    renderInApp(<OptionsPage />);
    act(() =>
      pushAccountEvent({
        id: 3,
        kind: 'option.delivered',
        ref: 9,
        read: false,
        created_at: '2026-11-22T10:00:30.000Z',
        data: {
          symbol: 'BTC/USDT', direction: 'call', outcome: 'win', currency: 'USDT', amount: '20', payout: '37',
          purchase_price: '67000', price: '67100.5', tick_time: 1_700_000_030_000,
        },
      }),
    );
    const result = await screen.findByTestId('order-result');
    expect(within(result).getByRole('heading').textContent).toBe('You won');
    expect(result.textContent).toContain('Delivery price67,100.50');
    expect(result.textContent).toContain('Profit+17.00000000 USDT');
    expect(host).toEqual([]);
    stop();
  });
});
