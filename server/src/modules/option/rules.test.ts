import { optionOutcome, checkStake } from './rules';

const usdt = { id: 3, code: 'USDT', decimals: 6 };
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

describe('option stake', () => {
  it('is refused below the term minimum with the range, past the decimals, or absurdly large', () => {
    expect(() => checkStake('9.999999', '10', usdt)).toThrow(expect.objectContaining({ key: 'trade.minPurchase', vars: { range: '10 USDT' } }));
    expect(() => checkStake('10.0000001', '10', usdt)).toThrow(expect.objectContaining({ key: 'validation.amountDecimals' }));
    expect(() => checkStake('1'.repeat(16), '10', usdt)).toThrow(expect.objectContaining({ key: 'validation.amountInvalid' }));
    expect(() => checkStake('10', '10', usdt)).not.toThrow();
  });
});
