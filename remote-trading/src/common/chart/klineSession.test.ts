import type { Candle } from '@h5/shared/contract';
import { subscribe as kernelSubscribe, subscriptionCounts } from '@h5/shared/market';
import { FakeChartView } from '../../../test/fakeChartView';
import { deferred, flush, type Deferred } from '@h5/shared/testing';
import { candle, minutes } from '../../../test/klineFixtures';
import { CANDLES_PER_PAGE } from './historyPager';
import { KlineSession, type CandleRequest, type ChartStatus, type SubscribeFn } from './klineSession';
import { createLegendStore } from './legendStore';
import { readKlineTheme } from './klineTheme';

const T0 = 1_795_200_000;

/** Requests the session makes, each answered when the test says. */
function scriptedLoad() {
  const requests: Array<CandleRequest & { answer: Deferred<Candle[] | null> }> = [];
  const load = (request: CandleRequest) => {
    const answer = deferred<Candle[] | null>();
    requests.push({ ...request, answer });
    return answer.promise;
  };
  return { requests, load };
}

function setUp(period: 'timeshare' | '1min' | '1day' = '1min') {
  const view = new FakeChartView(readKlineTheme(document.body), 'en');
  const { requests, load } = scriptedLoad();
  const statuses: ChartStatus[] = [];
  const legend = createLegendStore();
  // The kernel's own subscription bookkeeping, with the handler kept so the test can tick.
  const handlers = new Map<string, (data: unknown) => void>();
  const subscribe: SubscribeFn = (channel, handler) => {
    handlers.set(channel, handler as (data: unknown) => void);
    return kernelSubscribe(channel, handler);
  };
  const session = new KlineSession(view, 'BTC/USDT', period, { up: 'up', down: 'down' }, {
    load,
    subscribe,
    onStatus: (status) => statuses.push(status),
    legend,
    shift: 0,
  });
  // As useKlineChart wires them.
  view.onVisibleRangeChange(() => session.onRangeChange());
  view.onCrosshair((index) => session.showIndex(index));
  const tick = (data: Candle) => handlers.get(`kline:BTC/USDT:${period}`)?.(data);
  return { view, requests, statuses, legend, session, tick };
}

describe('KlineSession', () => {
  it('loads the newest page, draws it and follows the period channel', async () => {
    const { view, requests, statuses, legend, session } = setUp();
    session.start();
    expect(view.mode).toEqual({ line: false, intraday: true });
    expect(subscriptionCounts()['kline:BTC/USDT:1min']).toBe(1);
    expect(requests.map(({ answer, ...r }) => r)).toEqual([{ symbol: 'BTC/USDT', period: '1min', limit: CANDLES_PER_PAGE }]);
    expect(statuses.at(-1)).toEqual({ phase: 'loading', older: false });

    requests[0]?.answer.resolve(minutes(T0, 300));
    await flush();
    expect(view.shownBars).toBe(300);
    expect(view.freshSets).toBe(1);
    expect(statuses.at(-1)).toEqual({ phase: 'ready', older: false });
    expect(legend.get()?.candle.close).toBe('399');
    expect(legend.get()?.latest).toBe(true);

    session.stop();
    expect(subscriptionCounts()['kline:BTC/USDT:1min']).toBeUndefined();
  });

  it('shows the time-share line for `timeshare` and dates for days', () => {
    const line = setUp('timeshare');
    line.session.start();
    expect(line.view.mode).toEqual({ line: true, intraday: true });
    line.session.stop();
    const days = setUp('1day');
    days.session.start();
    expect(days.view.mode).toEqual({ line: false, intraday: false });
    days.session.stop();
  });

  it('sends each tick straight to the chart: the newest candle moves, a new start begins a candle', async () => {
    const { view, requests, legend, session, tick } = setUp();
    session.start();
    requests[0]?.answer.resolve(minutes(T0, 40));
    await flush();

    tick(candle(T0 + 39 * 60, '150', { open: '139' }));
    tick(candle(T0 + 40 * 60, '151'));
    expect(view.updates.map((u) => [u.kind, u.bar.close])).toEqual([
      ['update', 150],
      ['append', 151],
    ]);
    expect(view.updates[1]?.averages?.ma5).toBe((136 + 137 + 138 + 150 + 151) / 5);
    expect(legend.get()?.candle.close).toBe('151');
    session.stop();
  });

  it('keeps ticks that arrive before the first page and lays them over it', async () => {
    const { view, requests, session, tick } = setUp();
    session.start();
    tick(candle(T0 + 9 * 60, '500'));
    tick(candle(T0 + 10 * 60, '501'));
    expect(view.updates).toEqual([]);
    requests[0]?.answer.resolve(minutes(T0, 10));
    await flush();
    expect(view.shownBars).toBe(11);
    expect(view.data?.candles.slice(-2).map((c) => c.close)).toEqual(['500', '501']);
    session.stop();
  });

  it('pages older history in as the view nears the start, once per `before`, until the server has none', async () => {
    const { view, requests, statuses, session } = setUp();
    session.start();
    requests[0]?.answer.resolve(minutes(T0, CANDLES_PER_PAGE));
    await flush();
    expect(requests).toHaveLength(1);

    view.scrollTo(100);
    expect(requests).toHaveLength(1);
    view.scrollTo(10);
    view.scrollTo(5);
    view.scrollTo(0);
    expect(requests.map((r) => r.before)).toEqual([undefined, T0]);
    expect(requests[1]?.limit).toBe(CANDLES_PER_PAGE);
    expect(statuses.at(-1)).toEqual({ phase: 'ready', older: true });

    view.firstVisible = 0 + CANDLES_PER_PAGE; // the library keeps the view on the same bars
    requests[1]?.answer.resolve(minutes(T0 - CANDLES_PER_PAGE * 60, CANDLES_PER_PAGE, 0));
    await flush();
    expect(view.shownBars).toBe(2 * CANDLES_PER_PAGE);
    expect(view.freshSets).toBe(1); // the page did not reset the view
    expect(statuses.at(-1)).toEqual({ phase: 'ready', older: false });

    view.scrollTo(3);
    expect(requests.map((r) => r.before)).toEqual([undefined, T0, T0 - CANDLES_PER_PAGE * 60]);
    requests[2]?.answer.resolve([]);
    await flush();
    view.scrollTo(0);
    view.scrollTo(-20);
    expect(requests).toHaveLength(3);
    session.stop();
  });

  it('keeps asking while a short history still shows its start', async () => {
    const { view, requests, session } = setUp();
    view.firstVisible = -30; // 20 bars on a screen that holds 50
    session.start();
    requests[0]?.answer.resolve(minutes(T0, 20));
    await flush();
    expect(requests.map((r) => r.before)).toEqual([undefined, T0]);
    requests[1]?.answer.resolve(minutes(T0 - 20 * 60, 20));
    await flush();
    expect(requests.map((r) => r.before)).toEqual([undefined, T0, T0 - 20 * 60]);
    session.stop();
  });

  it('does not ask again for a page that failed', async () => {
    const { view, requests, statuses, session } = setUp();
    session.start();
    requests[0]?.answer.resolve(minutes(T0, 100));
    await flush();
    view.scrollTo(0);
    requests[1]?.answer.resolve(null);
    await flush();
    expect(statuses.at(-1)).toEqual({ phase: 'ready', older: false });
    view.scrollTo(0);
    expect(requests).toHaveLength(2);
    session.stop();
  });

  it('does not merge a page asked for before the data was replaced', async () => {
    const { view, requests, session } = setUp();
    session.start();
    requests[0]?.answer.resolve(minutes(T0, 100));
    await flush();
    view.scrollTo(0);
    expect(requests).toHaveLength(2);
    view.firstVisible = 500;
    session.replaceAll(minutes(T0 + 6_000, 50));
    requests[1]?.answer.resolve(minutes(T0 - 6_000, 100));
    await flush();
    expect(view.shownBars).toBe(50);
    expect(view.data?.candles[0]?.time).toBe(T0 + 6_000);
    session.stop();
  });

  it('reports a failed first page and an empty history', async () => {
    const failing = setUp();
    failing.session.start();
    failing.requests[0]?.answer.resolve(null);
    await flush();
    expect(failing.statuses.at(-1)).toEqual({ phase: 'error', older: false });
    failing.session.stop();

    const empty = setUp();
    empty.session.start();
    empty.requests[0]?.answer.resolve([]);
    await flush();
    expect(empty.statuses.at(-1)).toEqual({ phase: 'empty', older: false });
    empty.tick(candle(T0, '1'));
    expect(empty.statuses.at(-1)).toEqual({ phase: 'ready', older: false });
    empty.session.stop();
  });

  it('ignores answers and ticks that come after it stopped', async () => {
    const { view, requests, statuses, session, tick } = setUp();
    session.start();
    session.stop();
    requests[0]?.answer.resolve(minutes(T0, 10));
    tick(candle(T0, '1'));
    await flush();
    expect(view.shownBars).toBe(0);
    expect(view.updates).toEqual([]);
    expect(statuses).toEqual([{ phase: 'loading', older: false }]);
  });

  it('shows the candle under the crosshair in the legend, and the newest again when it leaves', async () => {
    const { view, requests, legend, session, tick } = setUp();
    session.start();
    requests[0]?.answer.resolve(minutes(T0, 40));
    await flush();
    view.hover(10);
    expect(legend.get()).toMatchObject({ candle: { close: '110' }, latest: false, ma: [108, 105.5, null] });
    tick(candle(T0 + 39 * 60, '200'));
    expect(legend.get()?.candle.close).toBe('110'); // ticks do not move a held crosshair
    view.hover(null);
    expect(legend.get()).toMatchObject({ candle: { close: '200' }, latest: true });
    view.hover(400); // past the newest bar: the newest
    expect(legend.get()?.latest).toBe(true);
    session.stop();
  });
});
