import { candle, minutes } from '../../../test/klineFixtures';
import { failed, mergeCandles, NEAR_START_BARS, nextBefore, pagerOver, received, requested } from './historyPager';

const T0 = 1_795_300_000;

describe('history pager', () => {
  const first = pagerOver(minutes(T0, 500));

  it('asks for the page before the oldest candle once the view nears the start', () => {
    expect(nextBefore(first, 200)).toBeNull();
    expect(nextBefore(first, NEAR_START_BARS)).toBeNull();
    expect(nextBefore(first, NEAR_START_BARS - 1)).toBe(T0);
    expect(nextBefore(first, -12)).toBe(T0);
    expect(nextBefore(first, null)).toBeNull();
  });

  it('asks one page at a time and never the same `before` twice', () => {
    const asking = requested(first, T0);
    expect(nextBefore(asking, 0)).toBeNull(); // in flight
    const failedOnce = failed(asking, T0);
    expect(failedOnce.loading).toBeNull();
    expect(nextBefore(failedOnce, 0)).toBeNull(); // asked already: not again
    const older = minutes(T0 - 500 * 60, 500);
    const after = received(asking, T0, older);
    expect(after.oldest).toBe(T0 - 500 * 60);
    expect(nextBefore(after, 0)).toBe(T0 - 500 * 60);
  });

  it('stops for good when the server answers with nothing', () => {
    const done = received(requested(first, T0), T0, []);
    expect(done.exhausted).toBe(true);
    expect(nextBefore(done, -100)).toBeNull();
    expect(pagerOver([]).exhausted).toBe(true);
  });

  it('does not move back on a page that is not older, so it cannot loop', () => {
    const same = received(requested(first, T0), T0, minutes(T0, 10));
    expect(same.oldest).toBe(T0);
    expect(nextBefore(same, 0)).toBeNull();
  });

  it('ignores an answer to a request it no longer waits for', () => {
    const asking = requested(first, T0);
    expect(received(asking, 42, []).loading).toBe(T0);
  });
});

describe('mergeCandles', () => {
  it('puts an older page in front', () => {
    const merged = mergeCandles(minutes(0, 3), minutes(180, 2));
    expect(merged.map((c) => c.time)).toEqual([0, 60, 120, 180, 240]);
  });

  it('keeps one candle per start time, the newer word winning', () => {
    const held = [candle(60, '2'), candle(120, '3')];
    const page = [candle(0, '1'), candle(60, 'stale')];
    expect(mergeCandles(page, held).map((c) => [c.time, c.close])).toEqual([
      [0, '1'],
      [60, '2'],
      [120, '3'],
    ]);
    // Live candles buffered while the first page loaded: the later tick of a minute wins.
    const live = [candle(120, '3.5'), candle(180, '4'), candle(180, '4.5')];
    expect(mergeCandles(held, live).map((c) => [c.time, c.close])).toEqual([
      [60, '2'],
      [120, '3.5'],
      [180, '4.5'],
    ]);
  });

  it('sorts lists that come out of order', () => {
    expect(mergeCandles([candle(120, 'a'), candle(0, 'b')], [candle(60, 'c')]).map((c) => c.time)).toEqual([0, 60, 120]);
  });
});
