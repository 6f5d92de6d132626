import { formatChartTime, formatTick } from './timeFormat';

// 2026-11-22 09:05 UTC: chart times are read back as UTC (they carry the phone's offset already).
const T = Date.UTC(2026, 10, 22, 9, 5) / 1000;

describe('chart times', () => {
  it('gives the minute for intraday points and the date for the others', () => {
    expect(formatChartTime(T, true)).toBe('2026-11-22 09:05');
    expect(formatChartTime(T, false)).toBe('2026-11-22');
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
