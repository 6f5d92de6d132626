import { addDecimal, compareDecimal } from './decimal';
import { largestBuy, spotAmounts, spotBuyByTotal } from './spot';
import { formatUnits } from './units';

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

describe('market buy by total', () => {
  it('buys the most the total pays for and charges amount + fee, within the total', () => {
    expect(spotBuyByTotal('1000', '95000.01', '0.001', 6, 6)).toEqual({
      quantity: '0.010515',
      amount: '998.925106',
      fee: '0.998926',
      quoteTotal: '999.924032',
    });
  });

  it('takes nothing when the total buys less than one unit of the pair', () => {
    expect(spotBuyByTotal('0.01', '95000', '0.001', 6, 6)).toEqual({ quantity: '0', amount: '0', fee: '0', quoteTotal: '0' });
  });

  it('never charges more than the total, and one unit more would (a sweep over grids, prices and totals)', () => {
    let checked = 0;
    for (const [priceDecimals, amountDecimals, quoteDecimals] of [[2, 6, 6], [4, 2, 6], [0, 8, 2], [3, 3, 8]] as const) {
      for (const priceUnits of [1, 7, 380_001, 9_500_001, 123_456_789]) {
        for (const totalUnits of [1, 99, 10_000, 1_234_567, 987_654_321]) {
          const price = formatUnits(priceUnits, priceDecimals);
          const total = formatUnits(totalUnits, quoteDecimals);
          for (const feeRate of ['0', '0.001', '0.002']) {
            const bought = spotBuyByTotal(total, price, feeRate, amountDecimals, quoteDecimals);
            expect(bought).toEqual({ quantity: bought.quantity, ...spotAmounts('buy', price, bought.quantity, feeRate, quoteDecimals) });
            expect(compareDecimal(bought.quoteTotal, total)).toBeLessThanOrEqual(0);
            const more = addDecimal(bought.quantity, formatUnits(1, amountDecimals));
            expect(compareDecimal(spotAmounts('buy', price, more, feeRate, quoteDecimals).quoteTotal, total)).toBe(1);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(300);
  });
});
