import { floorDecimal, formatCountdown, formatLimit, secondsLeft, setNumberLanguage, formatAmount, formatCompact, formatDate, formatDateTime, formatPercent, formatSignedAmount, groupThousands, plainAmount, ratePercent, trendOf, typedAmount } from './index';

describe('floorDecimal', () => {
  it.each([
    ['1.239', 2, '1.23'],
    ['1.999999', 2, '1.99'],
    ['0.0000001', 4, '0.0000'],
    ['12', 3, '12.000'],
    ['00012.5', 1, '12.5'],
    ['123456789012345678901234.987654321', 8, '123456789012345678901234.98765432'],
    ['-1.239', 2, '-1.23'],
    ['-0.001', 2, '0.00'],
    ['5.5', 0, '5'],
  ])('floors %s to %i places as %s', (input, places, expected) => {
    expect(floorDecimal(input, places)).toBe(expected);
  });

  it('never rounds money up, even where a float would', () => {
    // 0.1 + 0.2 as a float is 0.30000000000000004; 1.005 * 100 is 100.49999999999999.
    expect(floorDecimal('0.29999999', 2)).toBe('0.29');
    expect(floorDecimal('1.005', 2)).toBe('1.00');
    expect(floorDecimal('2.675', 2)).toBe('2.67');
  });

  it('reads only decimal strings, through the money module: a JS number or exponent notation is no amount', () => {
    expect(floorDecimal(1e-7 as unknown as string, 8)).toBe('--');
    expect(floorDecimal('1.5e21', 0)).toBe('--');
    expect(floorDecimal(12.3456 as unknown as string, 3)).toBe('--');
  });

  it.each([null, undefined, '', 'abc', '1.2.3', 'NaN', '1,000'])('shows -- for %p', (bad) => {
    expect(floorDecimal(bad as string, 2)).toBe('--');
  });
});

describe('display helpers', () => {
  it('groups thousands', () => {
    expect(groupThousands('1234567.891')).toBe('1,234,567.891');
    expect(groupThousands('-1234')).toBe('-1,234');
    expect(formatAmount('98765.4321', 2)).toBe('98,765.43');
  });

  it('signs percentages and keeps two decimals', () => {
    expect(formatPercent('1.256')).toBe('+1.25%');
    expect(formatPercent('-0.4')).toBe('-0.40%');
    expect(formatPercent('0')).toBe('0.00%');
  });

  it('tells the trend of a change', () => {
    expect(trendOf('1.2')).toBe('up');
    expect(trendOf('-0.01')).toBe('down');
    expect(trendOf('0.00')).toBe('flat');
    expect(trendOf('x')).toBe('flat');
  });

  it('compacts large volumes, flooring', () => {
    expect(formatCompact('1234')).toBe('1.23K');
    expect(formatCompact('9876543.21')).toBe('9.87M');
    expect(formatCompact('12345678901')).toBe('12.34B');
    expect(formatCompact('999.999')).toBe('999.99');
  });

  it('formats dates', () => {
    // The date's hyphens do not break (U+2011); the space before the time may.
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026\u201101\u201102 03:04:05');
    expect(formatDateTime('garbage')).toBe('--');
    expect(formatDate(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026\u201101\u201102');
    expect(formatDate('garbage')).toBe('--');
  });
});

describe('typedAmount', () => {
  it.each([
    ['12.345678', 6, '12.345678'],
    ['12.3456789', 6, '12.345678'],
    ['007', 2, '7'],
    ['0.50', 2, '0.50'],
    ['.5', 2, '0.5'],
    ['1.2.3', 4, '1.23'],
    ['1,5', 2, '1.5'],
    ['1e5', 2, '15'],
    ['-3', 2, '3'],
    ['-3a', 2, '3'],
    ['12.9', 0, '12'],
    ['2.5', 0, '2'],
    ['0.123456789', 4, '0.1234'],
    ['abc', 2, ''],
    ['5.', 2, '5.'],
  ])('keeps %s with %i places as %s', (text, decimals, kept) => {
    expect(typedAmount(text, decimals)).toBe(kept);
  });
});

describe('plainAmount', () => {
  it('floors a figure to the places, without trailing zeros', () => {
    expect(plainAmount('99.1234567', 6)).toBe('99.123456');
    expect(plainAmount('100.500000', 6)).toBe('100.5');
    expect(plainAmount('12.340000', 6)).toBe('12.34');
    expect(plainAmount('100', 6)).toBe('100');
    expect(plainAmount('0.0000001', 6)).toBe('0');
    expect(plainAmount('', 6)).toBe('');
    expect(plainAmount(null, 6)).toBe('');
  });
});

describe('money and rates for display', () => {
  it('signs an amount at the currency\'s places', () => {
    expect(formatSignedAmount('12.5', 6)).toBe('+12.500000');
    expect(formatSignedAmount('-3', 2)).toBe('-3.00');
    expect(formatSignedAmount('0.0000001', 6)).toBe('0.000000');
    expect(formatSignedAmount('1904.42641', 4)).toBe('+1,904.4264');
  });

  it('writes rates as percentages at every place they have, without trailing zeros', () => {
    expect(ratePercent('0.001')).toBe('0.1');
    expect(ratePercent('0.85')).toBe('85');
    expect(ratePercent('0.0005')).toBe('0.05');
    expect(ratePercent('0.004')).toBe('0.4');
    expect(ratePercent('0.004599')).toBe('0.4599');
    expect(ratePercent('0.00456789')).toBe('0.456789');
    expect(ratePercent('0.00400000')).toBe('0.4');
    expect(ratePercent('')).toBe('--');
  });
});

describe('countdowns', () => {
  const at = Date.parse('2026-11-22T10:01:00.000Z');
  const order = { delivers_at: '2026-11-22T10:01:00.000Z' };

  it('counts whole seconds left, rounded up, never below zero', () => {
    expect(secondsLeft(order.delivers_at, at - 60_000)).toBe(60);
    expect(secondsLeft(order.delivers_at, at - 29_001)).toBe(30);
    expect(secondsLeft(order.delivers_at, at - 1)).toBe(1);
    expect(secondsLeft(order.delivers_at, at)).toBe(0);
    expect(secondsLeft(order.delivers_at, at + 5000)).toBe(0);
    expect(secondsLeft('not a time', at)).toBe(0);
  });

  it('writes minutes and seconds, hours when there are', () => {
    expect(formatCountdown(45)).toBe('0:45');
    expect(formatCountdown(125)).toBe('2:05');
    expect(formatCountdown(3600)).toBe('1:00:00');
  });
});

describe('numbers the reader\'s way', () => {
  afterEach(() => setNumberLanguage('zh'));

  it('writes Spanish with a decimal comma, grouping by dots from five digits', () => {
    setNumberLanguage('esp');
    expect(groupThousands('1234567.5')).toBe('1.234.567,5');
    expect(groupThousands('1234.5')).toBe('1234,5');
    expect(formatAmount('98765.4321', 2)).toBe('98.765,43');
    expect(formatLimit('10000', 6)).toBe('10.000');
    expect(formatPercent('-0.4')).toBe('-0,40%');
    expect(ratePercent('0.004599')).toBe('0,4599');
    expect(formatCompact('9876543.21')).toBe('9,87M');
  });

  it('writes the other six languages with a decimal point and commas from four digits', () => {
    for (const lang of ['zh', 'en', 'hk', 'jp', 'kr', 'th'] as const) {
      setNumberLanguage(lang);
      expect([lang, formatAmount('1234.5', 2)]).toEqual([lang, '1,234.50']);
    }
  });

  it('keeps a term short and an amount at its places', () => {
    expect(formatLimit('100000.000000000000000000', 6)).toBe('100,000');
    expect(formatLimit('0.05', 4)).toBe('0.05');
    expect(formatLimit('', 4)).toBe('--');
    expect(formatAmount('516', 6)).toBe('516.000000');
  });
});
