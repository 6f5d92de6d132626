import { LiveAverage, MA_LENGTHS, movingAverage } from './movingAverage';

const nan = Number.NaN;

describe('movingAverage', () => {
  it('averages each window of closes, with nothing before the first full window', () => {
    expect([...movingAverage([1, 2, 3, 4, 5, 6], 3)]).toEqual([nan, nan, 2, 3, 4, 5]);
    expect([...movingAverage([10, 20], 1)]).toEqual([10, 20]);
    expect([...movingAverage([1, 2], 5)]).toEqual([nan, nan]);
    expect([...movingAverage([], 5)]).toEqual([]);
  });

  it('computes MA5, MA10 and MA30 of real-looking prices to display accuracy', () => {
    const closes = Array.from({ length: 40 }, (_, i) => 95_000 + ((i * 37) % 101) + 0.01 * i);
    for (const length of MA_LENGTHS) {
      const averages = movingAverage(closes, length);
      const end = 39;
      const expected = closes.slice(end - length + 1).reduce((a, b) => a + b, 0) / length;
      expect(averages[end]).toBeCloseTo(expected, 8);
    }
  });

  it('does not drift over 10 000 bars: the last window is summed on its own', () => {
    // Values whose binary sums round: a running sum carried over 10 000 bars would drift.
    const closes = Array.from({ length: 10_000 }, (_, i) => 0.1 + (i % 7) * 0.30000000000000004 + 12_345.67);
    const averages = movingAverage(closes, 30);
    const last = closes.slice(-30).reduce((a, b) => a + b, 0) / 30;
    expect(averages[9_999]).toBe(last);
  });

  it('refuses a length that is not a positive whole number', () => {
    expect(() => movingAverage([1], 0)).toThrow(RangeError);
    expect(() => movingAverage([1], 2.5)).toThrow(RangeError);
  });
});

describe('LiveAverage', () => {
  it('gives the newest average exactly as the full computation does, tick after tick', () => {
    const closes = Array.from({ length: 50 }, (_, i) => 3_000 + Math.sin(i) * 40);
    const live = new LiveAverage(10);
    for (const tick of [3_010.5, 2_990.25, 3_041.125]) {
      closes[49] = tick;
      expect(live.at(closes, 49)).toBe(movingAverage(closes, 10)[49]);
    }
    // A new candle begins: the memo moves on.
    closes.push(3_000);
    expect(live.at(closes, 50)).toBe(movingAverage(closes, 10)[50]);
  });

  it('sums the older closes once per candle, not once per tick', () => {
    const values = [1, 2, 3, 4, 5];
    let reads = 0;
    const counted = new Proxy(values, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const live = new LiveAverage(5);
    expect(live.at(counted, 4)).toBe(3);
    const first = reads;
    values[4] = 10;
    expect(live.at(counted, 4)).toBe(4);
    expect(reads - first).toBe(1); // only the newest close
  });

  it('is null until enough bars lead up to the newest, and forgets on reset', () => {
    const live = new LiveAverage(3);
    expect(live.at([1, 2], 1)).toBeNull();
    expect(live.at([1, 2, 3], 2)).toBe(2);
    const changed = [4, 5, 3];
    live.reset();
    expect(live.at(changed, 2)).toBe(4);
  });
});
