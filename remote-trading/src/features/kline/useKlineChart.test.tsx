import { useRef, useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ChartPeriod } from '@h5/shared/constants';
import type { Candle } from '@h5/shared/contract';
import { subscriptionCounts } from '@h5/shared/market';
import { views } from '../../../test/fakeChartView';
import { candle, minutes } from '../../../test/klineFixtures';
import { deferred, startI18n, type Deferred } from '@h5/shared/testing';
import { pushTick } from '../../../test/socket';
import type { CandleRequest } from '../../common/chart/klineSession';
import { KlineLegend } from './KlineLegend';
import { useKlineChart } from '../../common/chart/useKlineChart';
import '../../start';

// lightweight-charts draws on canvas, which jsdom lacks: the chart is a recording stand-in.
jest.mock('../../common/chart/chartView', () => require('../../../test/fakeChartView'));

const T0 = 1_795_300_000 - (1_795_300_000 % 3_600);
const requests: Array<CandleRequest & { answer: Deferred<Candle[] | null> }> = [];
const load = (request: CandleRequest) => {
  const answer = deferred<Candle[] | null>();
  requests.push({ ...request, answer });
  return answer.promise;
};
let renders = 0;

/** The hook as a page uses it, counting its own renders. */
function Chart({ symbol = 'ETH/USDT' }: { symbol?: string }) {
  renders += 1;
  const [period, setPeriod] = useState<ChartPeriod>('1min');
  const container = useRef<HTMLDivElement>(null);
  const chart = useKlineChart(container, { symbol, period, priceDecimals: 2, locale: 'en', load });
  return (
    <>
      <div ref={container} />
      <button type="button" onClick={() => setPeriod('60min')}>
        hour
      </button>
      <output>{chart.status.phase}</output>
      <KlineLegend store={chart.legend} intraday priceDecimals={2} amountDecimals={4} />
    </>
  );
}

const view = () => views[views.length - 1]!;
const legendOf = (label: string) => within(screen.getByRole('region', { name: 'Candle figures' })).getByText(label).nextElementSibling?.textContent;
const answer = async (index: number, candles: Candle[] | null) => {
  await act(async () => requests[index]?.answer.resolve(candles));
};

describe('useKlineChart', () => {
  beforeAll(() => startI18n('en', 'trading'));
  beforeEach(() => {
    requests.length = 0;
    views.length = 0;
    renders = 0;
  });

  it('draws the newest page and shows the newest candle in the legend', async () => {
    render(<Chart />);
    expect(requests.map((r) => [r.symbol, r.period, r.before, r.limit])).toEqual([['ETH/USDT', '1min', undefined, 500]]);
    expect(screen.getByRole('status').textContent).toBe('loading');
    await answer(0, minutes(T0, 60, 3_000));
    expect(view().shownBars).toBe(60);
    expect(screen.getByRole('status').textContent).toBe('ready');
    expect(legendOf('Close')).toBe('3,059.00');
    expect(screen.getByText('MA5 3,057.00')).toBeTruthy();
    expect(screen.getByText('MA30 3,044.50')).toBeTruthy();
  });

  it('makes a compact chart at mount and redraws its levels only when they change', async () => {
    const setLines = jest.fn();
    function Small({ price }: { price: number }) {
      const container = useRef<HTMLDivElement>(null);
      useKlineChart(container, { symbol: 'ETH/USDT', period: 'timeshare', priceDecimals: 2, locale: 'en', load, compact: true, priceLines: [{ price, title: 'Call 0:30', color: '#0ecb81' }] });
      return <div ref={container} />;
    }
    const { rerender } = render(<Small price={3000} />);
    const small = view();
    expect(small.options).toEqual({ compact: true });
    expect(small.mode.line).toBe(true);
    const original = small.setPriceLines.bind(small);
    small.setPriceLines = (lines) => {
      setLines(lines);
      original(lines);
    };
    rerender(<Small price={3000} />);
    expect(setLines).not.toHaveBeenCalled();
    rerender(<Small price={3001.5} />);
    expect(setLines).toHaveBeenCalledTimes(1);
    expect(small.priceLines).toEqual([{ price: 3001.5, title: 'Call 0:30', color: '#0ecb81' }]);
    await answer(0, []);
  });

  it('sends socket ticks straight to the chart: the legend follows, the page does not re-render', async () => {
    render(<Chart />);
    await answer(0, minutes(T0, 60, 3_000));
    const before = renders;

    act(() => pushTick('kline:ETH/USDT:1min', candle(T0 + 59 * 60, '3100.456', { open: '3059', high: '3100.456', low: '3059', volume: '2.123456' })));
    act(() => pushTick('kline:ETH/USDT:1min', candle(T0 + 60 * 60, '3101')));
    for (let i = 0; i < 20; i++) act(() => pushTick('kline:ETH/USDT:1min', candle(T0 + 60 * 60, String(3_101 + i))));

    expect(view().updates.map((u) => u.kind)).toEqual(['update', 'append', ...Array<string>(20).fill('update')]);
    expect(view().freshSets).toBe(1);
    expect(legendOf('Close')).toBe('3,120.00');
    expect(renders).toBe(before);

    // The crosshair over the minute before: its figures, floored at the pair's decimals.
    act(() => view().hover(59));
    expect(legendOf('High')).toBe('3,100.45');
    expect(legendOf('Vol')).toBe('2.1234');
    expect(renders).toBe(before);
  });

  it('pages older candles in as the chart scrolls back, keeping the view', async () => {
    render(<Chart />);
    await answer(0, minutes(T0, 500));
    act(() => view().scrollTo(3));
    expect(requests.map((r) => r.before)).toEqual([undefined, T0]);
    expect(screen.getByRole('status').textContent).toBe('ready');
    await answer(1, minutes(T0 - 500 * 60, 500));
    expect(view().shownBars).toBe(1_000);
    expect(view().freshSets).toBe(1);
    act(() => view().scrollTo(1));
    await answer(2, []);
    act(() => view().scrollTo(0));
    expect(requests).toHaveLength(3);
  });

  it('starts over on a new period or pair: the old channel is left and its late answers ignored', async () => {
    const { rerender, unmount } = render(<Chart />);
    expect(subscriptionCounts()['kline:ETH/USDT:1min']).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'hour' }));
    expect(subscriptionCounts()['kline:ETH/USDT:1min']).toBeUndefined();
    expect(subscriptionCounts()['kline:ETH/USDT:60min']).toBe(1);
    expect(requests.map((r) => r.period)).toEqual(['1min', '60min']);

    await answer(0, minutes(T0, 10)); // the 1-minute page, too late
    expect(view().shownBars).toBe(0);
    expect(screen.getByRole('status').textContent).toBe('loading');
    await answer(1, minutes(T0, 24));
    expect(view().shownBars).toBe(24);

    rerender(<Chart symbol="BTC/USDT" />);
    expect(Object.keys(subscriptionCounts()).filter((c) => c.startsWith('kline:'))).toEqual(['kline:BTC/USDT:60min']);
    expect(legendOf('Close')).toBe('--');
    expect(views).toHaveLength(1);
    unmount();
    expect(Object.keys(subscriptionCounts()).filter((c) => c.startsWith('kline:'))).toEqual([]);
    expect(view().removed).toBe(true);
  });

  it('carries no benchmark handle, even with the flag an old benchmark set (bench/kline/harness.ts mounts the engine itself)', async () => {
    localStorage.setItem('h5.bench', '1');
    try {
      const { unmount } = render(<Chart />);
      await answer(0, minutes(T0, 5));
      expect(view().shownBars).toBe(5);
      expect((window as { __h5KlineBench?: unknown }).__h5KlineBench).toBeUndefined();
      unmount();
    } finally {
      localStorage.removeItem('h5.bench');
    }
  });
});
