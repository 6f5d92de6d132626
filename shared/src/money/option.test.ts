import { expectedReturn, optionOutcome } from './option';

const order = (direction: 'call' | 'put', amount = '100') => ({ direction, amount, payoutRate: '0.85', purchasePrice: '50000.5' });

describe('option outcome', () => {
  it('a call wins above the purchase price and a put below: stake x rate plus the stake', () => {
    expect(optionOutcome(order('call'), '50000.51', 6)).toEqual({ result: 'win', payout: '185', profit: '85' });
    expect(optionOutcome(order('put'), '49999', 6)).toEqual({ result: 'win', payout: '185', profit: '85' });
  });

  it('the other way loses the whole stake', () => {
    expect(optionOutcome(order('call'), '50000.49', 6)).toEqual({ result: 'loss', payout: '0', profit: '-100' });
    expect(optionOutcome(order('put'), '50001', 6)).toEqual({ result: 'loss', payout: '0', profit: '-100' });
  });

  it('an equal price refunds the stake, whatever the direction or trailing zeros', () => {
    expect(optionOutcome(order('call'), '50000.50', 6)).toEqual({ result: 'flat', payout: '100', profit: '0' });
    expect(optionOutcome(order('put'), '50000.5', 6)).toEqual({ result: 'flat', payout: '100', profit: '0' });
  });

  it('winnings are cut down to the currency decimals, never rounded up', () => {
    // 10.000001 x 0.85 = 8.50000085, paid as 8.5
    expect(optionOutcome(order('call', '10.000001'), '60000', 6)).toEqual({ result: 'win', payout: '18.500001', profit: '8.5' });
  });
});

describe('expected return', () => {
  it('is what a win pays above the stake, digit for digit', () => {
    expect(expectedReturn('10.000001', '0.85', 6)).toBe('8.5');
    expect(expectedReturn('100', '0.85', 6)).toBe(optionOutcome(order('call'), '60000', 6).profit);
    expect(expectedReturn('33.333333', '0.7', 2)).toBe('23.33');
  });
});
