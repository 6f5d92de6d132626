import { addDecimal, compareDecimal, decimalPlaces, integerDigits, isDecimal, mulDecimal, negateDecimal, subDecimal, sumDecimals } from './decimal';

describe('decimal arithmetic', () => {
  it('adds without binary drift', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(addDecimal('99999999999999999999.99999999', '0.00000001')).toBe('100000000000000000000');
    expect(addDecimal('-1.5', '1.5')).toBe('0');
  });

  it('subtracts', () => {
    expect(subDecimal('1', '0.00000001')).toBe('0.99999999');
    expect(subDecimal('2.5', '3')).toBe('-0.5');
  });

  it('multiplies exactly', () => {
    expect(mulDecimal('1.005', '100')).toBe('100.5');
    expect(mulDecimal('95123.45', '0.00012345')).toBe('11.7429899025');
    expect(mulDecimal('-2', '0.5')).toBe('-1');
  });

  it('compares and sums', () => {
    expect(compareDecimal('1.10', '1.1')).toBe(0);
    expect(compareDecimal('1.09', '1.1')).toBe(-1);
    expect(compareDecimal('10', '9.999')).toBe(1);
    expect(sumDecimals(['0.1', '0.2', '0.3'])).toBe('0.6');
    expect(sumDecimals([])).toBe('0');
  });

  it('negates, and counts places and digits as written', () => {
    expect(negateDecimal('12.5')).toBe('-12.5');
    expect(negateDecimal('-3')).toBe('3');
    expect(negateDecimal('0')).toBe('0');
    expect(addDecimal('0.000000000000000001', '0.000000000000000001')).toBe('0.000000000000000002');
    expect(decimalPlaces('1.50')).toBe(2);
    expect(decimalPlaces('7')).toBe(0);
    expect(integerDigits('-1234.5')).toBe(4);
  });

  it('refuses what is not a decimal', () => {
    expect(isDecimal('1e5')).toBe(false);
    expect(isDecimal('12.50')).toBe(true);
    expect(() => addDecimal('abc', '1')).toThrow(RangeError);
  });
});
