import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SpotOrder, WalletList } from '@h5/shared/contract';
import { useTickerStore } from '@h5/shared/market';
import { BTC, FIXTURE_TICKERS } from '../../../test/fixtures';
import { fakeServer, renderSettled, sentTo, settle, signIn, signOut, startI18n } from '@h5/shared/testing';
import { resetMarket } from '../../../test/market';
import '../../start';
import SpotPage from './SpotPage';

// lightweight-charts draws on canvas, which jsdom lacks: the page's chart is a recording stand-in.
jest.mock('../../common/chart/chartView', () => require('../../../test/fakeChartView'));

const statOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('SpotPage', () => {
  beforeAll(() => startI18n('en', 'trading'));
  beforeEach(() => {
    fakeServer();
    signOut();
    resetMarket(FIXTURE_TICKERS);
    window.location.hash = '#/pages/trade/index';
  });

  it('shows the chosen pair live with its change and 24 h figures', async () => {
    await renderSettled(<SpotPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Spot trading');
    expect(screen.getByRole('button', { name: /Switch pair, now BTC\/USDT/ })).toBeTruthy();
    const price = screen.getByTestId('pair-price');
    expect(price.textContent).toBe('67,234.56');
    expect(price.className).toContain('tr-trend--up');
    expect(screen.getByText('+1.25%')).toBeTruthy();
    expect(screen.getByTestId('pair-change').textContent).toBe('+830.11');
    expect(screen.getByTestId('pair-change').className).toBe('tr-trend--up');
    expect(statOf('24h high')).toBe('67,900.99');
    expect(statOf('24h low')).toBe('66,000.00');
    expect(statOf('24h vol (BTC)')).toBe('12,345.6789');
    expect(statOf('24h turnover (USDT)')).toBe('812.34M');
    // The jsdom socket never connects (see test/jsdomSetup.ts).
    expect(screen.getByRole('status').textContent).toBe('Connecting…');
    // Nor does its HTTP client answer: the book and the deals say they could not load.
    expect(screen.getByText('The order book could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Recent trades could not be loaded.')).toBeTruthy();
  });

  it('updates and flashes the price on every tick', async () => {
    await renderSettled(<SpotPage />);
    act(() => useTickerStore.getState().put([{ ...BTC, price: '67240.01' }]));
    expect(screen.getByTestId('pair-price').textContent).toBe('67,240.01');
    expect(screen.getByTestId('pair-price').className).toContain('tr-flash--up');

    act(() => useTickerStore.getState().put([{ ...BTC, price: '67100' }]));
    expect(screen.getByTestId('pair-price').className).toContain('tr-flash--down');
    expect(screen.getByTestId('pair-change').textContent).toBe('+695.55');
  });

  it("says when the pair's market data is delayed, and stops saying it once prices are live again", async () => {
    await renderSettled(<SpotPage />);
    expect(screen.queryByTestId('pair-delayed')).toBeNull();
    act(() => useTickerStore.getState().put([{ ...BTC, delayed: true }]));
    expect(screen.getByTestId('pair-delayed').textContent).toBe(
      'Market data for this pair is delayed, so orders at the market price are paused; please try again when prices resume',
    );
    act(() => useTickerStore.getState().put([{ ...BTC, delayed: false }]));
    expect(screen.queryByTestId('pair-delayed')).toBeNull();
  });

  it('lists the other pairs and switches to the one tapped', async () => {
    await renderSettled(<SpotPage />);
    const others = screen.getByRole('region', { name: 'Other pairs' });
    const rows = within(others).getAllByRole('button');
    expect(rows.map((row) => row.querySelector('.tr-ticker__symbol')?.textContent)).toEqual(['ETH/USDT', 'DOGE/USDT']);

    fireEvent.click(rows[0] as HTMLElement);
    await settle();
    expect(screen.getByTestId('pair-price').textContent).toBe('3,120.40');
    expect(screen.getByTestId('pair-price').className).toContain('tr-trend--down');
    expect(screen.getByTestId('pair-price').className).not.toContain('tr-flash');
    expect(screen.getByTestId('pair-change').textContent).toBe(`-79.60`);
    expect(statOf('24h vol (ETH)')).toBe('98,765.4321');
    const after = within(screen.getByRole('region', { name: 'Other pairs' })).getAllByRole('button');
    expect(after.map((row) => row.querySelector('.tr-ticker__symbol')?.textContent)).toEqual(['BTC/USDT', 'DOGE/USDT']);
  });

  it('opens the chart page', async () => {
    await renderSettled(<SpotPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Chart' }));
    expect(window.location.hash).toBe('#/pages/trade/kline');
  });
});

const WALLET: WalletList = {
  accounts: [
    {
      type: 'coin',
      balances: [
        { currency_id: 3, currency: 'USDT', available: '1000', frozen: '0', total: '1000' },
        { currency_id: 1, currency: 'BTC', available: '0.5', frozen: '0', total: '0.5' },
      ],
    },
  ],
};

const WAITING: SpotOrder = {
  id: 77,
  symbol: 'BTC/USDT',
  side: 'buy',
  type: 'limit',
  price: '60000',
  quantity: '0.01',
  fee: '0.6',
  fee_currency: 'USDT',
  status: 'waiting',
  tick: null,
  created_at: '2026-11-22T10:00:00.000Z',
  finished_at: null,
};

const FILLED: SpotOrder = {
  ...WAITING,
  id: 78,
  type: 'market',
  price: '67234.56',
  fee: '0.672346',
  status: 'completed',
  tick: { symbol: 'BTC/USDT', time: 1_700_000_000_000, price: '67234.56' },
  finished_at: '2026-11-22T10:00:00.000Z',
};

describe('SpotPage orders', () => {
  beforeAll(() => startI18n('en', 'trading'));
  beforeEach(() => {
    resetMarket(FIXTURE_TICKERS);
    signIn();
  });

  const serve = () =>
    fakeServer({
      'POST wallet/list': { data: WALLET },
      'GET coin/list': (request) => {
        const list = [WAITING, FILLED].filter((order) => order.status === request.params.status);
        return { data: { list, page: 1, limit: 20, total: list.length } };
      },
      'POST coin/trade': {
        data: {
          id: 79, symbol: 'BTC/USDT', side: 'buy', type: 'limit', status: 'waiting', price: '67234.56', quantity: '0.01',
          amount: '672.3456', fee: '0.672346', fee_currency: 'USDT', tick_time: null,
        },
      },
      'PUT coin/trade': { data: null },
    });
  const form = () => within(screen.getByRole('form', { name: 'Spot order' }));

  it('shows the amount and fee before a limit buy and sends it at the live price by default', async () => {
    const sent = serve();
    await renderSettled(<SpotPage />);
    await waitFor(() => expect(screen.getByTestId('spot-available').textContent).toBe('1,000.000000 USDT'));
    expect((form().getByLabelText('Price') as HTMLInputElement).value).toBe('67234.56');

    fireEvent.click(form().getByRole('button', { name: 'Buy BTC' }));
    expect(form().getByRole('alert').textContent).toBe('Please enter the buy quantity');

    fireEvent.change(form().getByLabelText('Quantity'), { target: { value: '0.01' } });
    expect(screen.getByTestId('spot-amount').textContent).toBe('672.345600 USDT');
    // 0.1 % of 672.3456, rounded up to USDT's six places.
    expect(screen.getByTestId('spot-fee').textContent).toBe('0.672346 USDT');
    fireEvent.click(form().getByRole('button', { name: 'Buy BTC' }));
    await waitFor(() => expect(sentTo(sent, 'POST', 'coin/trade')).toHaveLength(1));
    expect(sentTo(sent, 'POST', 'coin/trade')[0]?.params).toEqual({ symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '67234.56', quantity: '0.01' });
    // Accepted: the sheet says it waits at its price, with what it holds; balances and orders load again.
    const result = await screen.findByTestId('order-result');
    expect(within(result).getByRole('heading').textContent).toBe('Order placed');
    expect(result.textContent).toContain('Waiting to fill at 67,234.56 USDT');
    expect(result.textContent).toContain('Fee0.67234600 USDT');
    fireEvent.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('order-result')).toBeNull());
    await settle();
  });

  it('refuses in the form what the balances cannot cover, before anything is sent', async () => {
    const sent = serve();
    await renderSettled(<SpotPage />);
    await waitFor(() => expect(screen.getByTestId('spot-available').textContent).toBe('1,000.000000 USDT'));
    fireEvent.change(form().getByLabelText('Quantity'), { target: { value: '0.015' } });
    fireEvent.click(form().getByRole('button', { name: 'Buy BTC' }));
    expect(form().getByRole('alert').textContent).toBe('Insufficient balance');

    fireEvent.click(form().getByRole('radio', { name: 'Sell' }));
    fireEvent.click(form().getByRole('radio', { name: 'Market' }));
    expect(screen.getByTestId('spot-available').textContent).toBe('0.500000 BTC');
    fireEvent.change(form().getByLabelText('Quantity'), { target: { value: '0.6' } });
    fireEvent.click(form().getByRole('button', { name: 'Sell BTC' }));
    expect(form().getByRole('alert').textContent).toBe('Insufficient sellable balance');
    expect(sentTo(sent, 'POST', 'coin/trade')).toHaveLength(0);

    fireEvent.click(form().getByRole('button', { name: '50%' }));
    expect((form().getByLabelText('Quantity') as HTMLInputElement).value).toBe('0.25');
  });

  it('buys at market by a USDT total: shows what arrives, the fee and the spend, and sends the total', async () => {
    const sent = serve();
    await renderSettled(<SpotPage />);
    await waitFor(() => expect(screen.getByTestId('spot-available').textContent).toBe('1,000.000000 USDT'));
    // The switch is for a market buy only.
    expect(form().queryByRole('radiogroup', { name: 'Buy by' })).toBeNull();
    fireEvent.click(form().getByRole('radio', { name: 'Market' }));
    fireEvent.change(form().getByLabelText('Quantity'), { target: { value: '0.01' } });
    expect(screen.getByTestId('spot-receive').textContent).toBe('0.0100 BTC');
    fireEvent.click(form().getByRole('radio', { name: 'Total' }));
    expect(form().queryByLabelText('Quantity')).toBeNull();
    fireEvent.click(form().getByRole('button', { name: 'Buy BTC' }));
    expect(form().getByRole('alert').textContent).toBe('Please enter the total to spend');

    fireEvent.change(form().getByLabelText('Total'), { target: { value: '500' } });
    // At 67,234.5678 with the 0.1 % fee, on the pair's 4 amount places: 0.0074 BTC for 497.535802 + 0.497536 = 498.033338 USDT (0.0075 would pass 500).
    expect(screen.getByTestId('spot-receive').textContent).toBe('0.0074 BTC');
    expect(screen.getByTestId('spot-fee').textContent).toBe('0.497536 USDT');
    expect(screen.getByTestId('spot-amount').textContent).toBe('498.033338 USDT');
    fireEvent.click(form().getByRole('button', { name: 'Buy BTC' }));
    await waitFor(() => expect(sentTo(sent, 'POST', 'coin/trade')).toHaveLength(1));
    expect(sentTo(sent, 'POST', 'coin/trade')[0]?.params).toEqual({ symbol: 'BTC/USDT', side: 'buy', type: 'market', total: '500' });
    await settle();

    fireEvent.click(form().getByRole('button', { name: '50%' }));
    expect((form().getByLabelText('Total') as HTMLInputElement).value).toBe('500');
    fireEvent.change(form().getByLabelText('Total'), { target: { value: '1200' } });
    fireEvent.click(form().getByRole('button', { name: 'Buy BTC' }));
    expect(form().getByRole('alert').textContent).toBe('Insufficient balance');
    expect(sentTo(sent, 'POST', 'coin/trade')).toHaveLength(1);
  });

  it('takes the side from a link (the k-line page Sell button)', async () => {
    serve();
    window.location.hash = '#/pages/trade/index?symbol=ETH/USDT&side=sell';
    await renderSettled(<SpotPage />);
    expect(form().getByRole('radio', { name: 'Sell' }).getAttribute('aria-checked')).toBe('true');
    expect(form().getByRole('button', { name: 'Sell ETH' })).toBeTruthy();
    window.location.hash = '#/pages/trade/index';
  });

  it('cancels a waiting order after asking, and shows the tick a filled order used', async () => {
    const sent = serve();
    await renderSettled(<SpotPage />);
    const waiting = await screen.findByRole('article', { name: 'Order 77' });
    fireEvent.click(within(waiting).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Cancel this order?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })));
    await waitFor(() => expect(sentTo(sent, 'PUT', 'coin/trade')).toHaveLength(1));
    expect(sentTo(sent, 'PUT', 'coin/trade')[0]?.params).toEqual({ id: '77' });

    fireEvent.click(screen.getByRole('tab', { name: 'Filled' }));
    const filled = await screen.findByRole('article', { name: 'Order 78' });
    expect(within(filled).getByTestId('order-tick').textContent).toContain('BTC/USDT');
    expect(within(filled).getByTestId('order-tick').textContent).toContain('67,234.56');
    await settle();
  });
});

describe('SpotPage in Chinese', () => {
  beforeAll(() => startI18n('zh', 'trading'));
  afterAll(() => startI18n('en', 'trading'));
  beforeEach(() => {
    fakeServer();
    signOut();
    resetMarket(FIXTURE_TICKERS);
  });

  it('uses the exchange terms', async () => {
    await renderSettled(<SpotPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('现货交易');
    expect(statOf('24h最高')).toBe('67,900.99');
    expect(statOf('24h最低')).toBe('66,000.00');
    expect(statOf('24h成交量(BTC)')).toBe('12,345.6789');
    expect(statOf('24h成交额(USDT)')).toBe('812.34M');
    expect(screen.getByRole('button', { name: 'K线' })).toBeTruthy();
  });
});
