import { setNumberLanguage } from '@h5/shared/format';
import { amountScale, drawn, drawnPoints } from './values';

afterEach(() => setNumberLanguage('en'));

describe('amounts on a chart', () => {
  it('draws a decimal string as a number, and anything else as nothing', () => {
    expect(drawn('15000.25')).toBe(15000.25);
    expect(drawn('')).toBeNaN();
    expect(drawn(undefined)).toBeNaN();
    expect(drawn(12)).toBeNaN();
  });

  it('hands over points in time order, leaving out one the chart would refuse the whole line for', () => {
    expect(
      drawnPoints([
        { time: 100, value: '15000' },
        { time: 200, value: '14200.5' },
        { time: 200, value: '14300' },
        { time: 150, value: '1' },
        { time: 300, value: 'oops' },
        { time: Number.NaN, value: '2' },
        { time: 400, value: '20000' },
      ]),
    ).toEqual([
      { time: 100, value: 15000 },
      { time: 200, value: 14200.5 },
      { time: 400, value: 20000 },
    ]);
  });

  it("labels the scale as amounts at the currency's places, written the page language's way", () => {
    const scale = amountScale(2);
    expect(scale).toMatchObject({ type: 'custom', minMove: 0.01 });
    expect(scale.formatter(15000)).toBe('15,000.00');
    expect(scale.formatter(1234.5)).toBe('1,234.50');
    // Binary floating point leaves no trail in a label: 0.1 + 0.2 is 0.30000000000000004.
    expect(scale.formatter(0.1 + 0.2)).toBe('0.30');
    expect(amountScale(6).formatter(516)).toBe('516.000000');
    setNumberLanguage('esp');
    expect(scale.formatter(12345.5)).toBe('12.345,50');
  });
});
