import { act, fireEvent, screen, within } from '@testing-library/react';
import { useTickerStore } from '@h5/shared/market';
import { BTC, FIXTURE_TICKERS } from '../../../test/fixtures';
import { renderInApp, resetMarket, startI18n } from '../../../test/render';
import SpotPage from './SpotPage';

const statOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('SpotPage', () => {
  beforeAll(() => startI18n('en'));
  beforeEach(() => {
    resetMarket(FIXTURE_TICKERS);
    window.location.hash = '#/pages/trade/index';
  });

  it('shows the chosen pair live with its change and 24 h figures', () => {
    renderInApp(<SpotPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Spot trading');
    expect(screen.getByRole('button', { name: /BTC\/USDT/ })).toBeTruthy();
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
  });

  it('updates and flashes the price on every tick', () => {
    renderInApp(<SpotPage />);
    act(() => useTickerStore.getState().put([{ ...BTC, price: '67240.01' }]));
    expect(screen.getByTestId('pair-price').textContent).toBe('67,240.01');
    expect(screen.getByTestId('pair-price').className).toContain('tr-flash--up');

    act(() => useTickerStore.getState().put([{ ...BTC, price: '67100' }]));
    expect(screen.getByTestId('pair-price').className).toContain('tr-flash--down');
    expect(screen.getByTestId('pair-change').textContent).toBe('+695.55');
  });

  it('lists the other pairs and switches to the one tapped', () => {
    renderInApp(<SpotPage />);
    const others = screen.getByRole('region', { name: 'Other pairs' });
    const rows = within(others).getAllByRole('button');
    expect(rows.map((row) => row.querySelector('.tr-ticker__symbol')?.textContent)).toEqual(['ETH/USDT', 'DOGE/USDT']);

    fireEvent.click(rows[0] as HTMLElement);
    expect(screen.getByTestId('pair-price').textContent).toBe('3,120.40');
    expect(screen.getByTestId('pair-price').className).toContain('tr-trend--down');
    expect(screen.getByTestId('pair-price').className).not.toContain('tr-flash');
    expect(screen.getByTestId('pair-change').textContent).toBe(`-79.60`);
    expect(statOf('24h vol (ETH)')).toBe('98,765.4321');
    const after = within(screen.getByRole('region', { name: 'Other pairs' })).getAllByRole('button');
    expect(after.map((row) => row.querySelector('.tr-ticker__symbol')?.textContent)).toEqual(['BTC/USDT', 'DOGE/USDT']);
  });

  it('opens the chart page', () => {
    renderInApp(<SpotPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Chart' }));
    expect(window.location.hash).toBe('#/pages/trade/kline');
  });
});

describe('SpotPage in Chinese', () => {
  beforeAll(() => startI18n('zh'));
  afterAll(() => startI18n('en'));
  beforeEach(() => resetMarket(FIXTURE_TICKERS));

  it('uses the exchange terms', () => {
    renderInApp(<SpotPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('现货交易');
    expect(statOf('24h最高')).toBe('67,900.99');
    expect(statOf('24h最低')).toBe('66,000.00');
    expect(statOf('24h成交量(BTC)')).toBe('12,345.6789');
    expect(statOf('24h成交额(USDT)')).toBe('812.34M');
    expect(screen.getByRole('button', { name: 'K线' })).toBeTruthy();
  });
});
