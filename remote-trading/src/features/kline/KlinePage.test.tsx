import { act, fireEvent, screen, within } from '@testing-library/react';
import { subscriptionCounts } from '@h5/shared/market';
import { FIXTURE_TICKERS } from '../../../test/fixtures';
import { views } from '../../../test/fakeChartView';
import { renderInApp, startI18n } from '@h5/shared/testing';
import { resetMarket } from '../../../test/market';
import { choosePair } from '../../common/pair';
import '../../start';
import KlinePage from './KlinePage';
import { PERIOD_STORAGE_KEY } from './periods';

// lightweight-charts draws on canvas, which jsdom lacks: the chart is a recording stand-in.
jest.mock('../../common/chart/chartView', () => require('../../../test/fakeChartView'));

const klineChannels = () => Object.keys(subscriptionCounts()).filter((channel) => channel.startsWith('kline:'));
const periodButtons = () => within(screen.getByRole('group', { name: 'Chart period' })).getAllByRole('button');
const pressed = () => periodButtons().find((button) => button.getAttribute('aria-pressed') === 'true')?.textContent;
const statOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const legendOf = (label: string) => within(screen.getByRole('region', { name: 'Candle figures' })).getByText(label).nextElementSibling?.textContent;
const view = () => views[views.length - 1]!;

describe('KlinePage', () => {
  beforeAll(() => startI18n('en', 'trading'));
  beforeEach(() => {
    resetMarket(FIXTURE_TICKERS);
    views.length = 0;
    window.location.hash = '#/pages/trade/kline';
  });

  it('shows the chosen pair, its 24 h high, low and volume, the periods and the chart', async () => {
    renderInApp(<KlinePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chart');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Switch pair, now BTC\/USDT/ })).toBeTruthy();
    expect(screen.getByTestId('pair-price').textContent).toBe('67,234.56');
    expect(statOf('24h high')).toBe('67,900.99');
    expect(statOf('24h low')).toBe('66,000.00');
    expect(statOf('24h vol (BTC)')).toBe('12,345.6789');
    expect(screen.queryByText(/turnover/)).toBeNull();
    expect(periodButtons().map((button) => button.textContent)).toEqual(['Line', '1m', '5m', '30m', '1h', '1D', '1W', '1M']);
    expect(pressed()).toBe('1m');
    expect(screen.getByRole('img', { name: 'Price chart of BTC/USDT' })).toBeTruthy();
    expect(legendOf('Open')).toBe('--');
    expect(screen.getByText('MA5 --')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Charts by TradingView' }).getAttribute('href')).toBe('https://www.tradingview.com/');
    // One chart, with the theme's colours and the pair's price decimals.
    expect(views).toHaveLength(1);
    expect(view().theme.up).toBe('#0ecb81');
    expect(view().decimals).toBe(2);
    await screen.findByRole('alert'); // the unit tests' HTTP client is offline
  });

  it('is the same chart as the trading pages', async () => {
    renderInApp(<KlinePage />);
    // The full chart: volume and averages (the small one beside a form is `compact`).
    expect(view().options).toEqual({ compact: false });
    await screen.findByRole('alert');
  });

  it('opens spot on the pair with Buy or Sell chosen', async () => {
    choosePair('ETH/USDT');
    renderInApp(<KlinePage />);
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(window.location.hash).toBe(`#/pages/trade/index?${new URLSearchParams({ symbol: 'ETH/USDT', side: 'buy' })}`);
    window.location.hash = '#/pages/trade/kline';
    fireEvent.click(await screen.findByRole('button', { name: 'Sell' }));
    expect(window.location.hash).toBe(`#/pages/trade/index?${new URLSearchParams({ symbol: 'ETH/USDT', side: 'sell' })}`);
  });

  it('follows the chosen pair and period, and re-subscribes on every switch', async () => {
    const { unmount } = renderInApp(<KlinePage />);
    expect(klineChannels()).toEqual(['kline:BTC/USDT:1min']);
    expect(subscriptionCounts()['kline:BTC/USDT:1min']).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: '5m' }));
    expect(pressed()).toBe('5m');
    expect(klineChannels()).toEqual(['kline:BTC/USDT:5min']);
    expect(view().mode).toEqual({ line: false, intraday: true });

    fireEvent.click(screen.getByRole('button', { name: 'Line' }));
    expect(klineChannels()).toEqual(['kline:BTC/USDT:timeshare']);
    expect(view().mode).toEqual({ line: true, intraday: true });

    fireEvent.click(screen.getByRole('button', { name: '1M' }));
    expect(klineChannels()).toEqual(['kline:BTC/USDT:1mon']);
    expect(view().mode).toEqual({ line: false, intraday: false });

    act(() => choosePair('DOGE/USDT'));
    expect(klineChannels()).toEqual(['kline:DOGE/USDT:1mon']);
    expect(screen.getByRole('img', { name: 'Price chart of DOGE/USDT' })).toBeTruthy();
    expect(view().decimals).toBe(5);

    // Still the one chart: switching changes what it shows, not the chart.
    expect(views).toHaveLength(1);
    await screen.findByRole('alert');
    unmount();
    expect(klineChannels()).toEqual([]);
    expect(view().removed).toBe(true);
  });

  it('remembers the period for the session', async () => {
    sessionStorage.setItem(PERIOD_STORAGE_KEY, '1day');
    renderInApp(<KlinePage />);
    expect(pressed()).toBe('1D');
    expect(klineChannels()).toEqual(['kline:BTC/USDT:1day']);
    fireEvent.click(screen.getByRole('button', { name: '1W' }));
    expect(sessionStorage.getItem(PERIOD_STORAGE_KEY)).toBe('1week');
    await screen.findByRole('alert');
  });

  it('says so when the chart cannot load, and tries again on Retry', async () => {
    // The unit tests' HTTP client is offline.
    renderInApp(<KlinePage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The chart could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(klineChannels()).toEqual(['kline:BTC/USDT:1min']);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('KlinePage in Chinese', () => {
  beforeAll(() => startI18n('zh', 'trading'));
  afterAll(() => startI18n('en', 'trading'));
  beforeEach(() => {
    resetMarket(FIXTURE_TICKERS);
    views.length = 0;
  });

  it('uses the exchange terms', async () => {
    renderInApp(<KlinePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('K线');
    const periods = within(screen.getByRole('group', { name: 'K线周期' })).getAllByRole('button');
    expect(periods.map((button) => button.textContent)).toEqual(['分时', '1分', '5分', '30分', '1小时', '日线', '周线', '月线']);
    const legend = within(screen.getByRole('region', { name: 'K线数据' }));
    expect(['开', '高', '低', '收', '量'].every((label) => legend.getByText(label))).toBe(true);
    expect(statOf('24h最高')).toBe('67,900.99');
    expect((await screen.findByRole('alert')).textContent).toContain('K线加载失败');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
