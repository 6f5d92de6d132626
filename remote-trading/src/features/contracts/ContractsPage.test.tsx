import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContractsConfig, Position } from '@h5/shared/contract';
import { FIXTURE_TICKERS } from '../../../test/fixtures';
import { fakeServer, renderInApp, renderSettled, sentTo, settle, signIn, signOut, startI18n, type SentRequest } from '@h5/shared/testing';
import { resetMarket } from '../../../test/market';
import { choosePair } from '../../common/pair';
import { CONFIRM_STORAGE_KEY } from './confirmSetting';
import '../../start';
import ContractsPage from './ContractsPage';

// lightweight-charts draws on canvas, which jsdom lacks: the page's chart is a recording stand-in.
jest.mock('../../common/chart/chartView', () => require('../../../test/fakeChartView'));

const CONFIG: ContractsConfig = {
  symbol: 'BTC/USDT',
  multiples: [5, 10, 20, 50],
  contract_size: '0.01',
  fee_rate: '0.0005',
  maintenance_rate: '0.005',
  balance: '1000',
};

const HOLDING: Position = {
  id: 41,
  symbol: 'BTC/USDT',
  side: 'long',
  type: 'market',
  lots: 2,
  multiple: 10,
  price: '67000',
  margin: '134',
  fee: '0.67',
  take_profit: '70000',
  stop_loss: null,
  liquidation_price: '60636.18',
  status: 'holding',
  close_price: null,
  close_reason: null,
  profit: null,
  open_tick: { symbol: 'BTC/USDT', time: 1_700_000_000_000, price: '67000' },
  close_tick: null,
  created_at: '2026-11-22T10:00:00.000Z',
  closed_at: null,
};

const page = <T,>(list: T[]) => ({ data: { list, page: 1, limit: 50, total: list.length } });

function serve(positions: Position[] = []): SentRequest[] {
  return fakeServer({
    'POST lever/deal': { data: CONFIG },
    'POST lever/my_trade': (request) => page(positions.filter((p) => p.status === request.params.status)),
    'POST lever/submit': {
      data: {
        id: 42, symbol: 'BTC/USDT', side: 'long', status: 'holding', price: '67234.56', lots: 1, multiple: 10, margin: '67.23456',
        fee: '0.336173', liquidation_price: '60847.28', tick_time: 1_790_000_000_000,
      },
    },
    'POST lever/close': { data: null },
  });
}

const figure = (testId: string) => screen.getByTestId(testId).textContent;
const leverage = () => screen.getByRole('slider', { name: 'Leverage' });

describe('ContractsPage', () => {
  beforeAll(() => startI18n('en', 'trading'));
  beforeEach(() => {
    resetMarket(FIXTURE_TICKERS);
    signOut();
    localStorage.removeItem(CONFIRM_STORAGE_KEY);
  });

  it('shows the remembered pair live with its 24 h high and low, and its chart', async () => {
    fakeServer();
    choosePair('ETH/USDT');
    await renderSettled(<ContractsPage />);
    // Folded at first, so the form fits the first screen; the bar opens it.
    expect(screen.queryByRole('img', { name: /ETH\/USDT/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show chart' }));
    await settle();
    expect(screen.getByRole('img', { name: /ETH\/USDT/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contracts');
    expect(screen.getByRole('button', { name: /Switch pair, now ETH\/USDT/ })).toBeTruthy();
    expect(screen.getByTestId('pair-price').textContent).toBe('3,120.40');
    expect(screen.getByText('24h high').nextElementSibling?.textContent).toBe('3,230.55');
    expect(screen.getByText('24h low').nextElementSibling?.textContent).toBe('3,101.10');
    expect(screen.queryByText(/24h vol/)).toBeNull();
  });

  it('asks a guest to log in where the order buttons are, and explains contracts behind (i)', async () => {
    const sent = fakeServer();
    await renderSettled(<ContractsPage />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open long' })).toBeNull();
    expect(sentTo(sent, 'POST', 'lever/deal')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'How contracts work' }));
    const explainer = await screen.findByRole('region', { name: 'How contracts work' });
    expect(explainer.textContent).toContain('Long or short');
    expect(explainer.textContent).toContain('at least 1 lot');
  });

  it('shows margin, fee and the contract balance before submit, and refuses what the balance cannot cover', async () => {
    const sent = serve();
    signIn();
    renderInApp(<ContractsPage />);
    await waitFor(() => expect(figure('contract-balance')).toBe('1,000.000000 USDT'));
    fireEvent.change(screen.getByLabelText('Lots'), { target: { value: '2' } });
    // 2 lots × 0.01 BTC × 67,234.5678 / 5 = 268.9382712, rounded up to USDT's 6 places.
    expect(figure('contract-margin')).toBe('268.938272 USDT');
    expect(figure('contract-fee')).toBe('0.672346 USDT');

    fireEvent.change(screen.getByLabelText('Lots'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient balance');
    expect(sentTo(sent, 'POST', 'lever/submit')).toHaveLength(0);
  });

  it('shows the position value and the liquidation estimate before submit, and warns above 20x', async () => {
    serve();
    signIn();
    renderInApp(<ContractsPage />);
    await waitFor(() => expect(figure('contract-balance')).toBe('1,000.000000 USDT'));
    fireEvent.change(screen.getByLabelText('Lots'), { target: { value: '2' } });
    expect(figure('contract-value')).toBe('1,344.691356 USDT');
    // (1,344.691356 − 268.938272) / (0.02 × 0.995), floored to the pair's places.
    expect(figure('contract-liquidation')).toBe('54,057.94 USDT');
    expect(screen.queryByTestId('contract-high-leverage')).toBeNull();
    fireEvent.change(leverage(), { target: { value: '3' } });
    expect(leverage().getAttribute('aria-valuetext')).toBe('50x');
    expect(screen.getByTestId('contract-high-leverage').textContent).toBe('Above 20x a small move against you can liquidate the position');
    fireEvent.click(screen.getByRole('button', { name: 'Lower leverage' }));
    expect(figure('contract-multiple')).toBe('20x');
    expect(screen.queryByTestId('contract-high-leverage')).toBeNull();
  });

  it('takes whole lots only and checks take profit against the side before sending', async () => {
    const sent = serve();
    signIn();
    renderInApp(<ContractsPage />);
    await waitFor(() => expect(figure('contract-balance')).toBe('1,000.000000 USDT'));
    const lots = screen.getByLabelText('Lots') as HTMLInputElement;
    fireEvent.change(lots, { target: { value: '1.5' } });
    expect(lots.value).toBe('1');
    fireEvent.change(lots, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Lots must be a whole number of at least 1');
    expect(sentTo(sent, 'POST', 'lever/submit')).toHaveLength(0);

    fireEvent.change(lots, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: /Take profit \/ stop loss/ }));
    fireEvent.change(screen.getByLabelText('Take profit'), { target: { value: '60000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Higher leverage' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Take profit must be above the price for a long');
    expect(sentTo(sent, 'POST', 'lever/submit')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Take profit'), { target: { value: '70000' } });
    fireEvent.change(screen.getByLabelText('Stop loss'), { target: { value: '65000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    await act(async () => fireEvent.click(await screen.findByTestId('confirm-send')));
    await waitFor(() => expect(sentTo(sent, 'POST', 'lever/submit')).toHaveLength(1));
    expect(sentTo(sent, 'POST', 'lever/submit')[0]?.params).toEqual({
      symbol: 'BTC/USDT',
      side: 'long',
      type: 'market',
      lots: '1',
      multiple: '10',
      take_profit: '70000',
      stop_loss: '65000',
    });
    const result = await screen.findByTestId('order-result');
    expect(within(result).getByRole('heading').textContent).toBe('Position opened');
    expect(result.textContent).toContain('Est. liquidation price60,847.28 USDT');
    expect(result.textContent).toContain('Margin67.23456000 USDT');
  });

  it('chooses the leverage among the pair leverages only, by steps or on the slider', async () => {
    serve();
    signIn();
    renderInApp(<ContractsPage />);
    await waitFor(() => expect(figure('contract-multiple')).toBe('5x'));
    const lower = screen.getByRole('button', { name: 'Lower leverage' }) as HTMLButtonElement;
    const higher = screen.getByRole('button', { name: 'Higher leverage' }) as HTMLButtonElement;
    expect(lower.disabled).toBe(true);
    expect(leverage().getAttribute('max')).toBe('3');
    for (const expected of ['10x', '20x', '50x']) {
      fireEvent.click(higher);
      expect(figure('contract-multiple')).toBe(expected);
    }
    expect(higher.disabled).toBe(true);
    fireEvent.change(leverage(), { target: { value: '1' } });
    expect(figure('contract-multiple')).toBe('10x');
    expect(leverage().getAttribute('aria-valuetext')).toBe('10x');
  });

  it('shows the order on a confirmation sheet before sending: liquidation estimate, margin, fee, value', async () => {
    const sent = serve();
    signIn();
    renderInApp(<ContractsPage />);
    await waitFor(() => expect(figure('contract-balance')).toBe('1,000.000000 USDT'));
    fireEvent.change(screen.getByLabelText('Lots'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Higher leverage' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    const sheet = await screen.findByRole('dialog', { name: 'Confirm long order' });
    const rows = Object.fromEntries(
      ['side', 'pair', 'price', 'lots', 'multiple', 'margin', 'fee', 'value', 'liquidation'].map((row) => [row, within(sheet).getByTestId(`confirm-${row}`).textContent]),
    );
    // 2 lots × 0.01 × 67,234.5678 = 1,344.691356; at 10x the margin is 134.4691356, rounded up.
    expect(rows).toEqual({
      side: 'Long',
      pair: 'BTC/USDT',
      price: 'Market',
      lots: '2 lots',
      multiple: '10x',
      margin: '134.469136 USDT',
      fee: '0.672346 USDT',
      value: '1,344.691356 USDT',
      liquidation: `${figure('contract-liquidation')}`,
    });
    expect(sentTo(sent, 'POST', 'lever/submit')).toHaveLength(0);
    await act(async () => fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' })));
    expect(sentTo(sent, 'POST', 'lever/submit')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    await act(async () => fireEvent.click(await screen.findByTestId('confirm-send')));
    await waitFor(() => expect(sentTo(sent, 'POST', 'lever/submit')).toHaveLength(1));
    expect(sentTo(sent, 'POST', 'lever/submit')[0]?.params).toMatchObject({ side: 'long', type: 'market', lots: '2', multiple: '10' });
  });

  it('skips the sheet once "Don\'t show again" is ticked, until the switch on the form turns it back on', async () => {
    const sent = serve();
    signIn();
    renderInApp(<ContractsPage />);
    await waitFor(() => expect(figure('contract-balance')).toBe('1,000.000000 USDT'));
    const confirmSwitch = screen.getByRole('switch', { name: 'Confirm each order before it is sent' }) as HTMLInputElement;
    expect(confirmSwitch.checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Lots'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    const sheet = await screen.findByRole('dialog', { name: 'Confirm long order' });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: "Don't show this again" }));
    await act(async () => fireEvent.click(within(sheet).getByTestId('confirm-send')));
    await waitFor(() => expect(sentTo(sent, 'POST', 'lever/submit')).toHaveLength(1));
    expect(localStorage.getItem(CONFIRM_STORAGE_KEY)).toBe('off');
    expect(confirmSwitch.checked).toBe(false);

    // Straight through now.
    fireEvent.change(screen.getByLabelText('Lots'), { target: { value: '1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open long' })));
    await waitFor(() => expect(sentTo(sent, 'POST', 'lever/submit')).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Confirm long order' })).toBeNull();

    fireEvent.click(confirmSwitch);
    expect(localStorage.getItem(CONFIRM_STORAGE_KEY)).toBe('on');
    fireEvent.change(screen.getByLabelText('Lots'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm long order' })).toBeTruthy();
    expect(sentTo(sent, 'POST', 'lever/submit')).toHaveLength(2);
  });

  it('lists an open position with live P/L and closes it only after "Confirm to close the position?"', async () => {
    const sent = serve([HOLDING]);
    signIn();
    renderInApp(<ContractsPage />);
    const row = await screen.findByRole('article', { name: 'Order 41' });
    // (67,234.5678 − 67,000) × 2 × 0.01 = 4.691356
    await waitFor(() => expect(within(row).getByTestId('position-profit').textContent).toBe('+4.691356 (+3.50%)'));
    expect(within(row).getByTestId('position-current').textContent).toBe('67,234.56');
    expect(within(row).getByTestId('position-value').textContent).toBe('1,344.691356');

    fireEvent.click(within(row).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Confirm to close the position?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(sentTo(sent, 'POST', 'lever/close')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(row).getByRole('button', { name: 'Close' }));
    const again = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Confirm' })));
    await waitFor(() => expect(sentTo(sent, 'POST', 'lever/close')).toHaveLength(1));
    expect(sentTo(sent, 'POST', 'lever/close')[0]?.params).toEqual({ id: '41' });
  });
});
