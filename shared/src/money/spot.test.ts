import { compareDecimal } from './decimal';
import { largestBuy, spotAmounts } from './spot';

describe('spot amounts', () => {
  it('takes the fee from the exact value: a sell of 1.000001 BTC at 95000.01 pays 95.000106', () => {
    // value 95000.10500001: the amount received is floored, the fee (95.00010500001) rounded up.
    expect(spotAmounts('sell', '95000.01', '1.000001', '0.001', 6)).toEqual({ amount: '95000.105', fee: '95.000106', quoteTotal: '94905.104894' });
  });

  it('rounds what a buy pays up: amount, fee and total', () => {
    expect(spotAmounts('buy', '95000.01', '1.000001', '0.001', 6)).toEqual({ amount: '95000.105001', fee: '95.000106', quoteTotal: '95095.105107' });
    expect(spotAmounts('buy', '0.38001', '3', '0', 6)).toEqual({ amount: '1.14003', fee: '0', quoteTotal: '1.14003' });
  });
});

describe('largest buy', () => {
  it('is the most whose total, fee included, stays within what is spent', () => {
    const quantity = largestBuy('1000', '95000.01', '0.001', 6, 6);
    expect(quantity).toBe('0.010515');
    expect(compareDecimal(spotAmounts('buy', '95000.01', quantity, '0.001', 6).quoteTotal, '1000')).toBe(-1);
    expect(compareDecimal(spotAmounts('buy', '95000.01', '0.010516', '0.001', 6).quoteTotal, '1000')).toBe(1);
  });

  it('is zero when nothing can be bought', () => {
    expect(largestBuy('0.000001', '95000', '0.001', 6, 6)).toBe('0');
  });
});
