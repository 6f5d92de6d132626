import { hueOf, initialsOf } from './avatar';

describe('trader avatar', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('Alpha Quant')).toBe('AQ');
    expect(initialsOf('  luna   chen fund ')).toBe('LC');
    expect(initialsOf('Satoshi')).toBe('S');
    expect(initialsOf('王小明')).toBe('王');
    expect(initialsOf('')).toBe('');
  });

  it('gives each name a stable hue', () => {
    expect(hueOf('Alpha Quant')).toBe(hueOf('Alpha Quant'));
    expect(hueOf('Alpha Quant')).not.toBe(hueOf('Luna Chen'));
    for (const name of ['Alpha Quant', 'Luna Chen', 'Kenji Ito', '']) {
      expect(hueOf(name) % 30).toBe(0);
      expect(hueOf(name)).toBeLessThan(360);
    }
  });
});
