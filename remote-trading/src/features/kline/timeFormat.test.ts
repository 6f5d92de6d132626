import { formatCandleVolume } from './KlineLegend';
import { formatCandleTime, formatTick } from './timeFormat';

// 2026-11-22 09:05 UTC: chart times are read back as UTC (they carry the phone's offset already).
const T = Date.UTC(2026, 10, 22, 9, 5) / 1000;

describe('chart times', () => {
  it('gives the minute for intraday candles and the date for the others', () => {
    expect(formatCandleTime(T, true)).toBe('2026-11-22 09:05');
    expect(formatCandleTime(T, false)).toBe('2026-11-22');
  });

  it('labels the axis by the weight of each tick, months and days in the page language', () => {
    expect(formatTick(T, 'year', 'en')).toBe('2026');
    expect(formatTick(T, 'month', 'en')).toBe('Nov');
    expect(formatTick(T, 'month', 'zh-CN')).toBe('11月');
    expect(formatTick(T, 'day', 'en')).toBe('11/22');
    expect(formatTick(T, 'day', 'es')).toBe('22/11');
    expect(formatTick(T, 'time', 'en')).toBe('09:05');
    expect(formatTick(T, 'month', 'not a locale!')).toBe('Nov');
  });
});

describe('legend volume', () => {
  it('floors to four decimals at most, and goes compact from ten thousand', () => {
    expect(formatCandleVolume('5.131954', 6)).toBe('5.1319');
    expect(formatCandleVolume('12', 0)).toBe('12');
    expect(formatCandleVolume('9999.99999', 6)).toBe('9,999.9999');
    expect(formatCandleVolume('13441.647720', 6)).toBe('13.44K');
    expect(formatCandleVolume('580752.617891', 6)).toBe('580.75K');
    expect(formatCandleVolume('4160000000', 0)).toBe('4.16B');
    expect(formatCandleVolume('', 2)).toBe('--');
  });
});
