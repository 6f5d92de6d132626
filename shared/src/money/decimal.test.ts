import {
  addDecimal,
  compareDecimal,
  decimalPlaces,
  divideTo,
  isDecimal,
  isNegative,
  isPositive,
  percentOf,
  maxDecimal,
  minDecimal,
  mulDecimal,
  negateDecimal,
  plainDecimal,
  roundTo,
  subDecimal,
  sumDecimals,
  unitOf,
} from './decimal';

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
  });

  it('refuses what is not a decimal', () => {
    expect(isDecimal('1e5')).toBe(false);
    expect(isDecimal('12.50')).toBe(true);
    expect(() => addDecimal('abc', '1')).toThrow(RangeError);
  });

  it('refuses JS numbers and exponents, which are never money', () => {
    expect(() => addDecimal(1 as unknown as string, '1')).toThrow(RangeError);
    expect(() => mulDecimal('1e5', '1')).toThrow(RangeError);
    expect(isDecimal(' 12.5 ')).toBe(true);
    expect(addDecimal(' 1', '2 ')).toBe('3');
  });

  it('writes large and tiny results in plain digits, never exponents', () => {
    expect(mulDecimal('0.0000001', '0.0000001')).toBe('0.00000000000001');
    expect(mulDecimal('100000000000000000000', '100000000000000000000')).toBe('1' + '0'.repeat(40));
    expect(plainDecimal('48900.00')).toBe('48900');
    expect(plainDecimal('-0.000')).toBe('0');
  });
});

describe('division and rounding in a stated direction', () => {
  it('divides exactly at the places asked', () => {
    expect(divideTo('95000.12', '10', 8, 'floor')).toBe('9500.012');
    expect(divideTo('1', '3', 6, 'floor')).toBe('0.333333');
    expect(divideTo('2', '3', 2, 'floor')).toBe('0.66');
    expect(divideTo('0.0003', '0.7', 0, 'floor')).toBe('0');
    expect(divideTo('1234.5', '0.005', 3, 'floor')).toBe('246900');
    expect(divideTo('2', '3', 2, 'ceil')).toBe('0.67');
    expect(divideTo('2850', '7', 6, 'ceil')).toBe('407.142858');
    expect(divideTo('1.5', '0.5', 2, 'ceil')).toBe('3');
    expect(() => divideTo('1', '0', 2, 'floor')).toThrow(RangeError);
  });

  it('floor goes toward minus infinity, ceil toward plus infinity, down toward zero', () => {
    expect(divideTo('-2', '3', 2, 'floor')).toBe('-0.67');
    expect(divideTo('-2', '3', 2, 'ceil')).toBe('-0.66');
    expect(divideTo('-2', '3', 2, 'down')).toBe('-0.66');
    expect(divideTo('2', '-3', 2, 'floor')).toBe('-0.67');
    expect(divideTo('-2', '-3', 2, 'ceil')).toBe('0.67');
    expect(roundTo('-1.005', 2, 'floor')).toBe('-1.01');
    expect(roundTo('-1.005', 2, 'ceil')).toBe('-1');
    expect(roundTo('-1.005', 2, 'down')).toBe('-1');
    expect(roundTo('1.005', 2, 'down')).toBe('1');
  });

  it('rounds what is paid up and what is received down, to the places', () => {
    expect(roundTo('6723.4567812', 6, 'ceil')).toBe('6723.456782');
    expect(roundTo('6723.456781', 6, 'ceil')).toBe('6723.456781');
    expect(roundTo('0.0000001', 6, 'ceil')).toBe('0.000001');
    expect(roundTo('5', 0, 'ceil')).toBe('5');
    expect(roundTo('5.01', 0, 'ceil')).toBe('6');
    expect(roundTo('6723.4567819', 6, 'floor')).toBe('6723.456781');
    expect(roundTo('1.50', 4, 'floor')).toBe('1.5');
  });

  it('leaves the shared settings of the library as it found them', () => {
    divideTo('1', '3', 2, 'ceil');
    expect(divideTo('1', '3', 30, 'floor')).toBe('0.' + '3'.repeat(30));
  });

  it('takes a share of a balance exactly', () => {
    expect(percentOf('80', 25)).toBe('20');
    expect(percentOf('0.3', 75)).toBe('0.225');
    expect(percentOf('1000.000001', 100)).toBe('1000.000001');
  });

  it('answers signs, extremes and units', () => {
    expect(isPositive('0.0001')).toBe(true);
    expect(isPositive('0')).toBe(false);
    expect(isPositive('abc')).toBe(false);
    expect(isNegative('-0.1')).toBe(true);
    expect(maxDecimal('0', '-3')).toBe('0');
    expect(minDecimal('2.50', '3')).toBe('2.5');
    expect(unitOf(2)).toBe('0.01');
    expect(unitOf(0)).toBe('1');
  });
});
