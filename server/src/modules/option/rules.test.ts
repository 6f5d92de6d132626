import { checkStake } from './rules';

const usdt = { id: 3, code: 'USDT', decimals: 6 };

describe('option stake', () => {
  it('is refused below the term minimum with the range, past the decimals, or absurdly large', () => {
    expect(() => checkStake('9.999999', '10', usdt)).toThrow(expect.objectContaining({ key: 'trade.minPurchase', vars: { min: '10 USDT' } }));
    expect(() => checkStake('10.0000001', '10', usdt)).toThrow(expect.objectContaining({ key: 'validation.amountDecimals' }));
    expect(() => checkStake('1'.repeat(16), '10', usdt)).toThrow(expect.objectContaining({ key: 'validation.tooLarge', vars: { max: '999999999999999.999999 USDT' } }));
    expect(() => checkStake('10', '10', usdt)).not.toThrow();
  });
});
