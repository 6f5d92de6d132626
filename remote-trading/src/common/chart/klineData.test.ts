import { candle, minutes } from '../../../test/klineFixtures';
import { KlineData } from './klineData';
import { movingAverage } from './movingAverage';

const colors = { up: 'up', down: 'down' };
const T0 = 1_795_300_020 - (1_795_300_020 % 60);

describe('KlineData', () => {
  it('converts a page once, and hands the chart bars, volumes and MA5/10/30 aligned by time', () => {
    const data = new KlineData(3_600, colors);
    data.replace(minutes(T0, 40));
    expect(data.length).toBe(40);
    expect(data.chartTime(0)).toBe(T0 + 3_600);
    const series = data.series();
    expect(series.bars[0]).toEqual({ time: T0 + 3_600, open: 100, high: 100, low: 100, close: 100 });
    expect(series.line).toEqual([]);
    expect(series.volumes[0]).toEqual({ time: T0 + 3_600, value: 1, color: 'up' });
    // From the fifth bar on (MA5's first), NaN where a longer average has too few bars yet.
    expect(series.averages).toHaveLength(36);
    expect(series.averages[0]).toEqual({ time: T0 + 4 * 60 + 3_600, ma5: 102, ma10: Number.NaN, ma30: Number.NaN });
    // At the newest bar: MA5 of the closes 135..139, MA10 of 130..139, MA30 of 110..139.
    expect(series.averages[35]).toEqual({ time: T0 + 39 * 60 + 3_600, ma5: 137, ma10: 134.5, ma30: 124.5 });
    expect(data.maAt(39)).toEqual([137, 134.5, 124.5]);
    expect(data.maAt(3)).toEqual([null, null, null]);
    expect(data.maAt(4)).toEqual([102, null, null]);
    expect(data.maAt(40)).toEqual([null, null, null]);
  });

  it('hands a time-share chart its line of closes instead of candlesticks', () => {
    const data = new KlineData(0, colors, true);
    data.replace(minutes(T0, 3));
    const series = data.series();
    expect(series.bars).toEqual([]);
    expect(series.line).toEqual([
      { time: T0, value: 100 },
      { time: T0 + 60, value: 101 },
      { time: T0 + 120, value: 102 },
    ]);
  });

  it('colours each volume column by its candle, a flat one as up', () => {
    const data = new KlineData(0, colors);
    data.replace([candle(60, '11', { open: '10' }), candle(120, '9', { open: '10' }), candle(180, '10', { open: '10' })]);
    expect(data.series().volumes.map((v) => v.color)).toEqual(['up', 'down', 'up']);
  });

  it('drops malformed candles and repeated start times', () => {
    const data = new KlineData(0, colors);
    data.replace([candle(60, '1'), candle(120, 'x'), candle(120, '2'), candle(120, '3'), candle(60, '0')]);
    expect(data.candles.map((c) => [c.time, c.close])).toEqual([
      [60, '1'],
      [120, '2'],
    ]);
  });

  it('moves the newest candle on a tick with the same start, and begins a new one on a later start', () => {
    const data = new KlineData(0, colors);
    data.replace(minutes(T0, 30));
    const tick = data.apply(candle(T0 + 29 * 60, '150', { open: '129', high: '150', low: '129', volume: '7' }));
    expect(tick?.kind).toBe('update');
    expect(tick?.index).toBe(29);
    expect(data.length).toBe(30);
    expect(tick?.bar).toEqual({ time: T0 + 29 * 60, open: 129, high: 150, low: 129, close: 150 });
    expect(tick?.volume).toEqual({ time: T0 + 29 * 60, value: 7, color: 'up' });
    expect(tick?.line).toEqual({ time: T0 + 29 * 60, value: 150 });
    const closes = data.series().bars.map((b) => b.close);
    expect(tick?.averages).toEqual({
      time: T0 + 29 * 60,
      ma5: (125 + 126 + 127 + 128 + 150) / 5,
      ma10: (120 + 121 + 122 + 123 + 124 + 125 + 126 + 127 + 128 + 150) / 10,
      ma30: movingAverage(closes, 30)[29],
    });

    const next = data.apply(candle(T0 + 30 * 60, '149'));
    expect(next?.kind).toBe('append');
    expect(next?.index).toBe(30);
    expect(data.length).toBe(31);
    expect(data.candles[30]?.close).toBe('149');
    expect(data.maAt(30)[0]).toBe((126 + 127 + 128 + 150 + 149) / 5);
  });

  it('keeps every average equal to a full recomputation through ticks and new candles', () => {
    const data = new KlineData(0, colors);
    data.replace(minutes(T0, 35));
    const prices = ['133.1', '140.25', '120.5', '134', '135.75'];
    for (let minute = 34; minute < 38; minute++) {
      for (const price of prices) {
        data.apply(candle(T0 + minute * 60, price));
        const series = data.series();
        const closes = series.bars.map((b) => b.close);
        for (const length of [5, 10, 30] as const) {
          const full = [...movingAverage(closes, length)].slice(4);
          expect(series.averages.map((p) => p[`ma${length}`])).toEqual(full);
        }
      }
    }
  });

  it('drops a late tick for an older candle and a malformed one', () => {
    const data = new KlineData(0, colors);
    data.replace(minutes(T0, 5));
    expect(data.apply(candle(T0 + 60, '1'))).toBeNull();
    expect(data.apply(candle(T0 + 4 * 60, 'NaN'))).toBeNull();
    expect(data.candles[1]?.close).toBe('101');
  });

  it('starts from a first tick when history is empty', () => {
    const data = new KlineData(0, colors);
    data.replace([]);
    const first = data.apply(candle(T0, '5'));
    expect(first?.kind).toBe('append');
    expect(first?.averages).toBeNull(); // too few bars for any average
    expect(data.length).toBe(1);
    expect(data.maAt(0)).toEqual([null, null, null]);
  });

  it('merges an older page in front and says how many bars it added', () => {
    const data = new KlineData(0, colors);
    data.replace(minutes(T0, 10, 110));
    expect(data.prepend(minutes(T0 - 600, 10, 100))).toBe(10);
    expect(data.length).toBe(20);
    expect(data.candles[0]?.time).toBe(T0 - 600);
    // The averages now reach across the seam.
    expect(data.maAt(12)[1]).toBe((103 + 104 + 105 + 106 + 107 + 108 + 109 + 110 + 111 + 112) / 10);
    expect(data.prepend([])).toBe(0);
    // Overlapping candles are not counted twice.
    expect(data.prepend(minutes(T0 - 660, 3, 99))).toBe(1);
  });
});
