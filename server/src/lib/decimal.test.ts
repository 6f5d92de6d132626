import { addDecimals, compareDecimals, decimalPlaces, integerDigits, negate } from './decimal';

describe('decimal', () => {
  it('adds exactly where floats would not', () => {
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('10', '1')).toBe('11');
    expect(addDecimals('999999999999999.999999', '0.000001')).toBe('1000000000000000');
    expect(addDecimals('5', '-7.25')).toBe('-2.25');
    expect(addDecimals('0.000000000000000001', '0.000000000000000001')).toBe('0.000000000000000002');
    expect(addDecimals()).toBe('0');
  });

  it('negates and compares', () => {
    expect(negate('12.5')).toBe('-12.5');
    expect(negate('-3')).toBe('3');
    expect(negate('0')).toBe('0');
    expect(compareDecimals('10', '9.999999')).toBe(1);
    expect(compareDecimals('1.10', '1.1')).toBe(0);
    expect(compareDecimals('-1', '0')).toBe(-1);
  });

  it('counts places and digits as written', () => {
    expect(decimalPlaces('1.50')).toBe(2);
    expect(decimalPlaces('7')).toBe(0);
    expect(integerDigits('-1234.5')).toBe(4);
  });

  it('refuses what is not a plain decimal of at most 18 places', () => {
    for (const bad of ['', 'NaN', '1e5', '1.', '.5', '0.1234567890123456789']) expect(() => addDecimals(bad)).toThrow();
  });
});
