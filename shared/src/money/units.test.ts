import { formatUnits, percentChange, sumOfProducts, toUnits } from './units';

describe('price units', () => {
  it('turns decimals into whole ticks and back without floats', () => {
    expect(toUnits('95000.5', 2)).toBe(9_500_050);
    expect(toUnits('0.38', 5)).toBe(38_000);
    expect(formatUnits(9_500_050, 2)).toBe('95000.50');
    expect(formatUnits(5, 5)).toBe('0.00005');
    expect(formatUnits(123_456_789n, 6, 2)).toBe('123.45');
    expect(() => toUnits('1.234', 2)).toThrow();
    expect(() => toUnits('1e5', 2)).toThrow();
  });

  it('rounds percent changes half away from zero', () => {
    expect(percentChange(10_000, 10_125)).toBe('1.25');
    expect(percentChange(10_000, 9_875)).toBe('-1.25');
    expect(percentChange(30_000, 30_001)).toBe('0.00');
    expect(percentChange(200, 201)).toBe('0.50');
  });
});

describe('sums of products', () => {
  it('adds a x b exactly past the safe integers', () => {
    expect(sumOfProducts([])).toBe(0n);
    expect(sumOfProducts([[9_500_050, 1_700_000_000], [9_500_051, 1_700_000_000]])).toBe(32_300_171_700_000_000n);
  });
});
