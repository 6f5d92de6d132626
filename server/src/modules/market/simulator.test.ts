import { CHART_PERIODS } from '@h5/shared/constants';
import type { Clock } from '../../lib/clock';
import { createSimulatedFeed } from './simulator';

const NOW = Date.UTC(2026, 10, 22, 10, 30, 15);
const frozen = (time = NOW): Clock & { set(ms: number): void } => {
  let now = time;
  return { now: () => now, set: (ms) => (now = ms) };
};

describe('market simulator', () => {
  const feed = createSimulatedFeed({ clock: frozen(), seed: 1, tickMs: 1000 });

  it('is the same market for the same seed and time', () => {
    const again = createSimulatedFeed({ clock: frozen(), seed: 1, tickMs: 1000 });
    const other = createSimulatedFeed({ clock: frozen(), seed: 2, tickMs: 1000 });
    const page = { limit: 50 };
    expect(again.candles('ETH/USDT', '60min', page)).toEqual(feed.candles('ETH/USDT', '60min', page));
    expect(other.candles('ETH/USDT', '60min', page)).not.toEqual(feed.candles('ETH/USDT', '60min', page));
  });

  it('starts every pair at its start price', () => {
    expect(feed.ticker('BTC/USDT')?.price).toBe('95000.00');
    expect(feed.ticker('DOGE/USDT')?.price).toBe('0.38000');
    expect(feed.tickers().length).toBeGreaterThanOrEqual(10);
  });

  it.each(CHART_PERIODS)('has deep %s history that ends at the ticker price', (period) => {
    const candles = feed.candles('BTC/USDT', period, { limit: 1000 }) ?? [];
    expect(candles.length).toBeGreaterThanOrEqual(period === '1mon' ? 100 : 500);
    expect(candles[candles.length - 1]?.close).toBe(feed.ticker('BTC/USDT')?.price);
    const malformed = candles.filter(
      (candle, index) =>
        Number(candle.high) < Math.max(Number(candle.open), Number(candle.close)) ||
        Number(candle.low) > Math.min(Number(candle.open), Number(candle.close)) ||
        (index > 0 && candle.time <= (candles[index - 1] as { time: number }).time),
    );
    expect(malformed).toEqual([]);
  });

  it('gives a coin first traded here no candles before its listing, and its issue price at listing', () => {
    const listing = (hoursAgo: number) => ({
      base: `NEW${hoursAgo}`,
      quote: 'USDT',
      start: '0.0500',
      priceDecimals: 4,
      amountDecimals: 2,
      dailyVolatility: 0.08,
      dailyVolume: 20_000,
      growthPerYear: 0,
      listedAt: NOW - hoursAgo * 3_600_000,
      historyFromListing: true,
    });
    // Listed as a launch lists a new coin: beside the seeded pairs, its history from its listing on.
    const listed = createSimulatedFeed({ clock: frozen(), seed: 1, tickMs: 1000 });
    expect([listed.addPair(listing(0)), listed.addPair(listing(30))]).toEqual([true, true]);
    for (const hoursAgo of [0, 30]) {
      const symbol = `NEW${hoursAgo}/USDT`;
      expect(listed.ticker(symbol)?.price).toBe('0.0500');
      for (const period of CHART_PERIODS) {
        const candles = listed.candles(symbol, period, { limit: 10_000 }) ?? [];
        expect([period, hoursAgo, candles.length > 0]).toEqual([period, hoursAgo, true]);
        // Only a period's first candle may open before the listing (the listing falls inside it).
        const listedAt = (NOW - hoursAgo * 3_600_000) / 1000;
        expect([period, candles.slice(1).filter((candle) => candle.time < listedAt)]).toEqual([period, []]);
        expect(candles[candles.length - 1]?.close).toBe('0.0500');
      }
    }
    // Thirty hours of minutes at most, not two days of them.
    expect(listed.candles('NEW30/USDT', '1min', { limit: 10_000 })?.length).toBeLessThanOrEqual(30 * 60 + 1);
  });

  it('starts a coin listed in the first second of a minute at that minute, not the one before', () => {
    const listedAt = Date.UTC(2026, 10, 22, 10, 31, 0) + 400;
    const listed = createSimulatedFeed({ clock: frozen(listedAt), seed: 1, tickMs: 1000 });
    const pair = { base: 'NEW', quote: 'USDT', start: '0.0500', priceDecimals: 4, amountDecimals: 2, dailyVolatility: 0.08 };
    expect(listed.addPair({ ...pair, dailyVolume: 20_000, growthPerYear: 0, listedAt, historyFromListing: true })).toBe(true);
    expect(listed.candles('NEW/USDT', '1min', { limit: 10 })?.map((candle) => candle.time)).toEqual([Date.UTC(2026, 10, 22, 10, 31) / 1000]);
  });

  it('keeps history candles joined: each opens where the one before closed', () => {
    const candles = feed.candles('SOL/USDT', '1day', { limit: 300 }) ?? [];
    expect(candles.filter((candle, index) => index > 0 && candle.open !== candles[index - 1]?.close)).toEqual([]);
  });

  it('ticks every tickMs, extending the same candles the charts and the 24 h figures use', () => {
    jest.useFakeTimers();
    try {
      const clock = frozen();
      const live = createSimulatedFeed({ clock, seed: 3, tickMs: 1000 });
      const minutesBefore = live.candles('BTC/USDT', '1min', { limit: 10_000 })?.length ?? 0;
      let ticks = 0;
      live.onTick(() => (ticks += 1));
      live.start();
      for (let second = 1; second <= 90; second++) {
        clock.set(NOW + second * 1000);
        jest.advanceTimersByTime(1000);
      }
      live.stop();
      expect(ticks).toBe(90);
      const ticker = live.ticker('BTC/USDT');
      expect(ticker?.time).toBe(NOW + 90_000);
      expect(live.candles('BTC/USDT', '1min', { limit: 10_000 })).toHaveLength(minutesBefore + 1);
      for (const period of CHART_PERIODS) expect(live.latestCandle('BTC/USDT', period)?.close).toBe(ticker?.price);
      const day = live.candles('BTC/USDT', '1min', { limit: 1440 }) ?? [];
      expect(ticker?.open24h).toBe(day[0]?.open);
      expect(ticker?.high24h).toBe(day.map((candle) => candle.high).sort((a, b) => Number(b) - Number(a))[0]);
    } finally {
      jest.useRealTimers();
    }
  });
});
