import { bookEquity, followEquity, followStopAt, followStopLevels, followTermsFaults, mirrorLots, profitShareOf, unrealisedOf } from './copy';
import { addDecimal, compareDecimal, mulDecimal } from './decimal';

describe('copy trading', () => {
  it('sizes a mirror as the same share of equity as the lead, times the ratio, in whole lots down', () => {
    // The lead put 42 lots on 20 000; a follow of 4 000 at ratio 2 takes 42 x 2 x 4000 / 20000 = 16.8 -> 16.
    expect(mirrorLots(42, '2', '4000', '20000')).toBe(16);
    expect(mirrorLots(42, '0.5', '100', '20000')).toBe(0);
    expect(mirrorLots(42, '1', '0', '20000')).toBe(0);
    expect(mirrorLots(42, '1', '100', '0')).toBe(0);
    expect(bookEquity('1200.5', [{ margin: '300' }, { margin: '99.5' }])).toBe('1600');
  });

  it('never sizes a mirror past the lead\'s share of equity times the ratio (random cases)', () => {
    for (let i = 0; i < 500; i++) {
      const leadLots = 1 + Math.floor(Math.random() * 500);
      const lead = String(1000 + Math.floor(Math.random() * 100000));
      const follow = (Math.random() * 50000).toFixed(2);
      const ratio = ['0.5', '1', '2', '3'][i % 4] as string;
      const lots = mirrorLots(leadLots, ratio, follow, lead);
      const exact = mulDecimal(mulDecimal(String(leadLots), ratio), follow);
      // lots x lead <= leadLots x ratio x follow < (lots + 1) x lead
      expect(compareDecimal(mulDecimal(String(lots), lead), exact)).toBeLessThanOrEqual(0);
      expect(compareDecimal(mulDecimal(String(lots + 1), lead), exact)).toBeGreaterThan(0);
    }
  });

  it('values a follow at its cash plus what each open position would pay back, never below zero each', () => {
    const open = [
      { symbol: 'BTC/USDT', side: 'long' as const, lots: 2, contractSize: '0.01', price: '50000', margin: '200' },
      { symbol: 'ETH/USDT', side: 'short' as const, lots: 1, contractSize: '0.1', price: '3000', margin: '30' },
    ];
    const prices: Record<string, string> = { 'BTC/USDT': '51000', 'ETH/USDT': '3600' };
    // BTC: +1000 x 0.02 = +20 -> 220; ETH short: -600 x 0.1 = -60 -> 30 - 60 < 0 -> 0.
    expect(followEquity('100', open, (symbol) => prices[symbol], 6)).toBe('320');
    expect(unrealisedOf(open, (symbol) => prices[symbol])).toBe('-40');
  });

  it('charges profit share on realised profit above the high-water mark only, rounded down', () => {
    expect(profitShareOf({ realised: '-50', high_water_mark: '0', profit_share_rate: '0.1' }, 6)).toEqual({ amount: '0', highWaterMark: '0' });
    expect(profitShareOf({ realised: '123.4567891', high_water_mark: '0', profit_share_rate: '0.1' }, 6)).toEqual({ amount: '12.345678', highWaterMark: '123.4567891' });
    // A loss after a charge is not charged again until it is made good: the mark stays.
    expect(profitShareOf({ realised: '100', high_water_mark: '123.4567891', profit_share_rate: '0.1' }, 6)).toEqual({ amount: '0', highWaterMark: '123.4567891' });
    expect(profitShareOf({ realised: '150', high_water_mark: '123.4567891', profit_share_rate: '0.1' }, 6).amount).toBe('2.654321');
  });

  it('ends a follow at its own stops, its stop-loss first, at the levels it shows', () => {
    const follow = { invested: '1000', stop_loss: 20, take_profit: 50 };
    expect(followStopAt(follow, '800.01')).toBeNull();
    expect(followStopAt(follow, '800')).toBe('stop_loss');
    expect(followStopAt(follow, '1500')).toBe('take_profit');
    expect(followStopAt({ ...follow, stop_loss: null, take_profit: null }, '0')).toBeNull();
    expect(followStopLevels('1000', 20, 50, 2)).toEqual({ stopLoss: '800', takeProfit: '1500' });
    // A level between two cents: the stop fires at the shown (rounded-down) level, not above it.
    const odd = followStopLevels('333.33', 10, 10, 2);
    expect(odd).toEqual({ stopLoss: '299.99', takeProfit: '366.67' });
    expect(followStopAt({ invested: '333.33', stop_loss: 10, take_profit: null }, '300')).toBeNull();
    expect(followStopAt({ invested: '333.33', stop_loss: 10, take_profit: null }, odd.stopLoss as string)).toBe('stop_loss');
  });

  it('checks a follow\'s ratio and stops against the config, the form and the server alike', () => {
    const rule = { ratios: ['0.5', '1', '2'], stop_loss: { min: 1, max: 90 }, take_profit: { min: 1, max: 1000 } };
    expect(followTermsFaults(rule, { ratio: '1.0', stop_loss: '', take_profit: '1000' })).toEqual({});
    expect(followTermsFaults(rule, { ratio: '3', stop_loss: '91', take_profit: '2.5' })).toEqual({
      ratio: 'copy.ratioInvalid',
      stop_loss: { key: 'copy.percentOutOfRange', values: { min: '1', max: '90' } },
      take_profit: 'copy.percentInvalid',
    });
  });

  it('charges, over any run of results, the rate of the peak of realised profit at most, and nothing while below the mark (random cases)', () => {
    for (let run = 0; run < 200; run++) {
      let follow = { realised: '0', high_water_mark: '0', profit_share_rate: '0.15' };
      let charged = '0';
      let peak = '0';
      for (let step = 0; step < 20; step++) {
        follow = { ...follow, realised: addDecimal(follow.realised, (Math.random() * 200 - 100).toFixed(6)) };
        if (compareDecimal(follow.realised, peak) > 0) peak = follow.realised;
        const { amount, highWaterMark } = profitShareOf(follow, 6);
        if (compareDecimal(follow.realised, follow.high_water_mark) <= 0) expect(amount).toBe('0');
        charged = addDecimal(charged, amount);
        follow = { ...follow, high_water_mark: highWaterMark };
      }
      // Each charge is rounded down on a gain above the mark, so all of them are at most the rate of the peak.
      expect(compareDecimal(charged, mulDecimal(peak, '0.15'))).toBeLessThanOrEqual(0);
      expect(compareDecimal(follow.high_water_mark, peak)).toBe(0);
    }
  });
});
