import { ceilDecimal, divDecimal, floorTo, formatMoney, formatSigned, percentOf, ratePercent, signOf } from './money';

describe('money maths on decimal strings', () => {
  it('divides exactly, cut toward zero at the places asked', () => {
    expect(divDecimal('95000.12', '10', 8)).toBe('9500.012');
    expect(divDecimal('1', '3', 6)).toBe('0.333333');
    expect(divDecimal('2', '3', 2)).toBe('0.66');
    expect(divDecimal('-2', '3', 2)).toBe('-0.66');
    expect(divDecimal('0.0003', '0.7', 0)).toBe('0');
    expect(divDecimal('1234.5', '0.005', 3)).toBe('246900');
    expect(divDecimal('1', '0', 2)).toBeNull();
    expect(divDecimal('2', '3', 2, 'up')).toBe('0.67');
    expect(divDecimal('-2', '3', 2, 'up')).toBe('-0.67');
    expect(divDecimal('2850', '7', 6, 'up')).toBe('407.142858');
    expect(divDecimal('1.5', '0.5', 2, 'up')).toBe('3');
  });

  it('rounds what is paid up and what is received down, to the places', () => {
    expect(ceilDecimal('6723.4567812', 6)).toBe('6723.456782');
    expect(ceilDecimal('6723.456781', 6)).toBe('6723.456781');
    expect(ceilDecimal('0.0000001', 6)).toBe('0.000001');
    expect(ceilDecimal('5', 0)).toBe('5');
    expect(ceilDecimal('5.01', 0)).toBe('6');
    expect(floorTo('6723.4567819', 6)).toBe('6723.456781');
  });

  it('takes a share of a balance exactly', () => {
    expect(percentOf('80', 25)).toBe('20');
    expect(percentOf('0.3', 75)).toBe('0.225');
    expect(percentOf('1000.000001', 100)).toBe('1000.000001');
  });

  it('shows money floored, trailing zeros kept down to two places', () => {
    expect(formatMoney('95.0012', 6)).toBe('95.0012');
    expect(formatMoney('1234.5', 6)).toBe('1,234.50');
    expect(formatMoney('0.1234567899', 8)).toBe('0.12345678');
    expect(formatMoney('7', 0)).toBe('7');
    expect(formatMoney(undefined, 2)).toBe('--');
    expect(formatSigned('12.5', 6)).toBe('+12.50');
    expect(formatSigned('-3', 6)).toBe('-3.00');
    expect(formatSigned('0.0000001', 6)).toBe('0.00');
    expect(signOf('-0.01')).toBe('down');
    expect(signOf('0')).toBe('flat');
  });

  it('writes rates as percentages exactly', () => {
    expect(ratePercent('0.001')).toBe('0.1');
    expect(ratePercent('0.85')).toBe('85');
    expect(ratePercent('0.0005')).toBe('0.05');
  });
});
