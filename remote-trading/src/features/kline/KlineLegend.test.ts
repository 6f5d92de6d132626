import { formatCandleVolume } from './KlineLegend';

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
