import { AppError } from '../../plugins/envelope';
import { cancelChanges, checkStops, closeChanges, feeChanges, freezeChanges, openChanges, triggerAt } from './rules';
import { addDecimal, compareDecimal, feeOf, type PositionSide, liquidationPrice, marginOf, mulDecimal, payoutOf, type PositionTerms, profitAndLoss, subDecimal } from '@h5/shared/money';

const USDT = 6;
const terms = (overrides: Partial<PositionTerms> = {}): PositionTerms => ({
  side: 'long',
  lots: 1,
  contractSize: '0.01',
  multiple: 10,
  feeRate: '0.0005',
  maintenanceRate: '0.005',
  ...overrides,
});

const refusedWith = (run: () => void): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
  return 'accepted';
};

describe('margin and fee', () => {
  it('margin is lots x contract size x price / multiple, rounded up to USDT decimals', () => {
    expect(marginOf(terms({ lots: 2 }), '95000.55', USDT)).toBe('190.0011');
    expect(marginOf(terms({ lots: 3, multiple: 7 }), '95000', USDT)).toBe('407.142858');
    expect(marginOf(terms({ contractSize: '1000', multiple: 100 }), '0.38001', USDT)).toBe('3.8001');
  });

  it('fee is the value x the fee rate, rounded up', () => {
    expect(feeOf(terms({ lots: 2 }), '95000.55', USDT)).toBe('0.950006');
    expect(feeOf(terms({ feeRate: '0' }), '95000', USDT)).toBe('0');
  });
});

describe('profit and payout', () => {
  it('P/L is the move in the position\'s favour x lots x contract size', () => {
    expect(profitAndLoss(terms({ lots: 2 }), '95000', '96000.5')).toBe('20.01');
    expect(profitAndLoss(terms({ side: 'short', lots: 2 }), '95000', '96000.5')).toBe('-20.01');
    expect(profitAndLoss(terms({ side: 'short' }), '95000', '90000')).toBe('50');
  });

  it('pays margin + P/L rounded down, and never less than zero however far the price gaps', () => {
    expect(payoutOf('95', '12.3456789', USDT)).toBe('107.345678');
    expect(payoutOf('95', '-94.9999999', USDT)).toBe('0');
    expect(payoutOf('95', '-95', USDT)).toBe('0');
    expect(payoutOf('95', '-4000', USDT)).toBe('0');
    const margin = '95';
    for (const exit of ['1', '0.01', '50000', '85000']) {
      const payout = payoutOf(margin, profitAndLoss(terms(), '95000', exit), USDT);
      expect(compareDecimal(payout, '0')).toBeGreaterThanOrEqual(0);
      expect(compareDecimal(payout, margin)).toBeLessThanOrEqual(0);
    }
  });
});

describe('liquidation price', () => {
  it('is where equity meets the maintenance margin, on the pair\'s price grid', () => {
    // long: (950 - 95) / (0.01 x 0.995) = 85929.648..., rounded down
    expect(liquidationPrice(terms(), '95000', '95', 2)).toBe('85929.64');
    // short: (950 + 95) / (0.01 x 1.005) = 103980.099..., rounded up
    expect(liquidationPrice(terms({ side: 'short' }), '95000', '95', 2)).toBe('103980.1');
  });

  it('is none for a long whose margin covers its whole value', () => {
    expect(liquidationPrice(terms({ multiple: 1 }), '95000', '950', 2)).toBeNull();
  });

  /** Every grid price near the liquidation price: reaching it is exactly equity <= maintenance. */
  it.each<[PositionSide, number, string, string, number]>([
    ['long', 10, '95000', '0.01', 2],
    ['short', 10, '95000', '0.01', 2],
    ['long', 100, '0.38001', '1000', 5],
    ['short', 100, '0.38001', '1000', 5],
    ['long', 5, '180.123', '1', 3],
    ['short', 50, '2.3456', '100', 4],
  ])('%s x%d at %s: the trigger agrees with equity against maintenance', (side, multiple, open, contractSize, decimals) => {
    const position = terms({ side, multiple, contractSize, lots: 3 });
    const margin = marginOf(position, open, USDT);
    const level = liquidationPrice(position, open, margin, decimals) as string;
    const step = `0.${'0'.repeat(decimals - 1)}1`;
    const quantity = mulDecimal('3', contractSize);
    for (let offset = -20; offset <= 20; offset++) {
      const price = addDecimal(level, mulDecimal(String(offset), step));
      const equity = addDecimal(margin, profitAndLoss(position, open, price));
      const maintenance = mulDecimal(mulDecimal(quantity, price), position.maintenanceRate);
      const underwater = compareDecimal(equity, maintenance) <= 0;
      const reached = triggerAt({ side, take_profit: null, stop_loss: null, liquidation_price: level }, price) === 'liquidation';
      expect([price, reached]).toEqual([price, underwater]);
    }
  });
});

describe('take-profit and stop-loss', () => {
  it('a long takes profit above and stops below its reference; a short the reverse', () => {
    expect(refusedWith(() => checkStops('long', '100', '110', '90'))).toBe('accepted');
    expect(refusedWith(() => checkStops('long', '100', '100', null))).toBe('trade.takeProfitAbove');
    expect(refusedWith(() => checkStops('long', '100', null, '100.5'))).toBe('trade.stopLossBelow');
    expect(refusedWith(() => checkStops('short', '100', '90', '110'))).toBe('accepted');
    expect(refusedWith(() => checkStops('short', '100', '110', null))).toBe('trade.takeProfitBelow');
    expect(refusedWith(() => checkStops('short', '100', null, '99'))).toBe('trade.stopLossAbove');
    expect(refusedWith(() => checkStops('short', '100', null, null))).toBe('accepted');
  });

  it('triggers on the tick that reaches a level, the user\'s stop before liquidation', () => {
    const long = { side: 'long' as const, take_profit: '110', stop_loss: '90', liquidation_price: '91' };
    expect(triggerAt(long, '100')).toBeNull();
    expect(triggerAt(long, '110')).toBe('take_profit');
    expect(triggerAt(long, '130')).toBe('take_profit');
    expect(triggerAt(long, '91')).toBe('liquidation');
    expect(triggerAt(long, '90')).toBe('stop_loss');
    const short = { side: 'short' as const, take_profit: '90', stop_loss: '110', liquidation_price: '109' };
    expect(triggerAt(short, '100')).toBeNull();
    expect(triggerAt(short, '89.99')).toBe('take_profit');
    expect(triggerAt(short, '109')).toBe('liquidation');
    expect(triggerAt(short, '200')).toBe('stop_loss');
    expect(triggerAt({ side: 'short', take_profit: null, stop_loss: null, liquidation_price: null }, '1')).toBeNull();
  });
});

describe('money moves', () => {
  const money = { id: 7, userId: 3, currencyId: 3, margin: '95', fee: '0.475' };
  type Change = { available: string; frozen: string };
  const net = (changes: readonly Change[]) =>
    changes.reduce((sum, change) => ({ available: addDecimal(sum.available, change.available), frozen: addDecimal(sum.frozen, change.frozen) }), {
      available: '0',
      frozen: '0',
    });

  it('a market position pays the fee and freezes the margin; closing releases the margin and pays margin + P/L', () => {
    const payout = payoutOf(money.margin, '-20.5', USDT);
    expect(net([...openChanges(money), ...closeChanges(money, payout, 'manual')])).toEqual({ available: subDecimal(payout, '95.475'), frozen: '0' });
  });

  it('a limit position holds margin and fee, pays the fee when it opens, or gets both back when cancelled', () => {
    expect(net([...freezeChanges(money), ...feeChanges(money)])).toEqual(net(openChanges(money)));
    expect(net([...freezeChanges(money), ...cancelChanges(money)])).toEqual({ available: '0', frozen: '0' });
    expect([...feeChanges(money), ...cancelChanges(money), ...closeChanges(money, '1', 'liquidation')].map((change) => change.reference)).toEqual(['contract:7', 'contract:7', 'contract:7']);
  });
});
