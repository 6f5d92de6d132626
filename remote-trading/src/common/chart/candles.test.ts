import { candle } from '../../../test/klineFixtures';
import { isIntraday, timeShift, toBar, toVolume } from './candles';

describe('candle conversion', () => {
  it('turns the decimal strings into numbers for drawing, once', () => {
    const wire = candle(1_795_350_300, '94977.98', { open: '94982.53', high: '94986.56', low: '94971.90', volume: '5.131954' });
    expect(toBar(wire, 0)).toEqual({ time: 1_795_350_300, open: 94_982.53, high: 94_986.56, low: 94_971.9, close: 94_977.98 });
    // The wire candle is left as it came: figures on screen are taken from its strings.
    expect(wire.low).toBe('94971.90');
  });

  it('drops what is not a candle', () => {
    expect(toBar(candle(60, 'abc'), 0)).toBeNull();
    expect(toBar(candle(60, ''), 0)).toBeNull();
    expect(toBar({ ...candle(60, '1'), time: Number.NaN }, 0)).toBeNull();
    expect(toBar(null as never, 0)).toBeNull();
  });

  it('reads the volume for drawing, a missing one as nothing', () => {
    expect(toVolume(candle(60, '1', { volume: '2.5' }))).toBe(2.5);
    expect(toVolume(candle(60, '1', { volume: 'x' }))).toBe(0);
    expect(toVolume(candle(60, '1', { volume: '' }))).toBe(0);
  });

  it('shifts intraday times to the phone clock and leaves dates alone', () => {
    // getTimezoneOffset is minutes behind UTC: -480 in China (UTC+8), 300 in New York (UTC-5).
    expect(timeShift('1min', -480)).toBe(8 * 3600);
    expect(timeShift('timeshare', 300)).toBe(-5 * 3600);
    expect(timeShift('60min', -480)).toBe(8 * 3600);
    for (const period of ['1day', '1week', '1mon'] as const) expect(timeShift(period, -480)).toBe(0);
    expect(toBar(candle(1_000, '1'), 3_600)?.time).toBe(4_600);
  });

  it('knows which periods start at a time of day', () => {
    expect(['timeshare', '1min', '5min', '30min', '60min'].every((p) => isIntraday(p as never))).toBe(true);
    expect(['1day', '1week', '1mon'].some((p) => isIntraday(p as never))).toBe(false);
  });
});
