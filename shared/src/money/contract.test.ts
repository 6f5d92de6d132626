import { feeOf, marginOf, misplacedStop, positionValue, profitAndLoss, returnRateOf } from './contract';

const USDT = 6;
const btc = (lots: number | string, multiple = 10) => ({ lots, contractSize: '0.01', multiple, feeRate: '0.0005' });

describe('contract figures', () => {
  it('margin is lots × contract size × price / multiple, rounded up to USDT places', () => {
    expect(positionValue(btc(2), '95000.55')).toBe('1900.011');
    expect(marginOf(btc(2), '95000.55', USDT)).toBe('190.0011');
    expect(marginOf(btc(3, 7), '95000', USDT)).toBe('407.142858');
    expect(marginOf({ lots: '1', contractSize: '1000', multiple: 100 }, '0.38001', USDT)).toBe('3.8001');
  });

  it('fee is the position value × the fee rate, rounded up', () => {
    expect(feeOf(btc(2), '95000.55', USDT)).toBe('0.950006');
    expect(feeOf(btc(1), '100000', USDT)).toBe('0.5');
  });

  it('profit follows the side: a long gains as the price rises, a short as it falls', () => {
    expect(profitAndLoss({ ...btc(2), side: 'long' }, '95000', '95100.5')).toBe('2.01');
    expect(profitAndLoss({ ...btc(2), side: 'short' }, '95000', '95100.5')).toBe('-2.01');
    expect(profitAndLoss({ ...btc(3), side: 'short' }, '95000', '94000')).toBe('30');
    expect(returnRateOf('2.01', '190')).toBe('1.05');
    expect(returnRateOf('-30', '190')).toBe('-15.78');
    expect(returnRateOf('1', '0')).toBeNull();
  });
});

describe('take-profit and stop-loss sides', () => {
  it('a long takes profit above and stops below its reference; a short the reverse', () => {
    expect(misplacedStop('long', '100', { take_profit: '101', stop_loss: '99' })).toBeNull();
    expect(misplacedStop('long', '100', { take_profit: '100', stop_loss: null })).toEqual({ field: 'take_profit', must: 'above' });
    expect(misplacedStop('long', '100', { take_profit: null, stop_loss: '100.0' })).toEqual({ field: 'stop_loss', must: 'below' });
    expect(misplacedStop('short', '100', { take_profit: '99', stop_loss: '101' })).toBeNull();
    expect(misplacedStop('short', '100', { take_profit: '101', stop_loss: '99' })).toEqual({ field: 'take_profit', must: 'below' });
    expect(misplacedStop('short', '100', { take_profit: null, stop_loss: '99' })).toEqual({ field: 'stop_loss', must: 'above' });
    expect(misplacedStop('short', '100', { take_profit: null, stop_loss: null })).toBeNull();
  });
});
