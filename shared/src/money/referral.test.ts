import { addDecimal, compareDecimal } from '@h5/shared/money/decimal';
import { feeShares, feeSplitter, inviteesToPartner, ratiosFit } from './referral';

const base = { rebate: '0.2', reward: '0.1' };

describe('referral shares of a fee', () => {
  it('pays ratio x fee to each side, floored to the currency\'s places', () => {
    // A spot buy of 0.01 BTC at 95 000: 950 USDT, fee 0.95 (0.1 %).
    expect(feeShares('0.95', base, 6)).toEqual({ rebate: '0.19', reward: '0.095' });
    expect(feeShares('0.0000049', base, 6)).toEqual({ rebate: '0', reward: '0' });
    expect(feeShares('1.2345678', { rebate: '0.3', reward: '0.1' }, 6)).toEqual({ rebate: '0.37037', reward: '0.123456' });
  });

  it('never pays more than the fee, whatever the rounding', () => {
    for (const fee of ['0.000001', '0.000003', '0.999999', '7.777777', '123456.654321']) {
      const shares = feeShares(fee, { rebate: '0.7', reward: '0.3' }, 6)!;
      expect(compareDecimal(addDecimal(shares.rebate, shares.reward), fee)).toBeLessThanOrEqual(0);
    }
  });

  it('refuses ratios that would pay out more than the fee, and malformed input', () => {
    expect(ratiosFit({ rebate: '0.7', reward: '0.31' })).toBe(false);
    expect(ratiosFit({ rebate: '-0.1', reward: '0.1' })).toBe(false);
    expect(feeShares('1', { rebate: '0.9', reward: '0.2' }, 6)).toBeNull();
    expect(feeShares('-1', base, 6)).toBeNull();
    expect(feeShares('abc', base, 6)).toBeNull();
  });

  it('splits many fees at ratios checked once, exactly as one by one', () => {
    expect(feeSplitter({ rebate: '0.9', reward: '0.2' })).toBeNull();
    const split = feeSplitter(base)!;
    for (const fee of ['0.95', '0.0000049', '1.2345678', '0']) expect(split(fee, 6)).toEqual(feeShares(fee, base, 6));
    expect(split('-1', 6)).toBeNull();
    expect(split('1e3', 6)).toBeNull();
  });

  it('counts the qualified invitees still missing for partner status', () => {
    expect(inviteesToPartner(1, 3)).toBe(2);
    expect(inviteesToPartner(5, 3)).toBe(0);
  });
});
