import { copyConfig, copyLeadOf } from '../../../test/fixtures';
import { checkFollow, defaultRatio, previewLots, stopLevels, type FollowValues } from './followForm';

const lead = copyLeadOf();
const values = (overrides: Partial<FollowValues> = {}): FollowValues => ({ amount: '1000', ratio: '1', stop_loss: '', take_profit: '', ...overrides });
const faults = (overrides: Partial<FollowValues>, available?: string) => {
  const checked = checkFollow(lead, copyConfig, values(overrides), available);
  return checked.ok ? {} : checked.errors;
};

describe('follow form checks', () => {
  it("holds the amount to the lead's minimum and maximum, the currency's places and the contract balance", () => {
    expect(faults({ amount: '' }).amount).toBe('validation.amountRequired');
    expect(faults({ amount: '99.999999' }).amount).toEqual({ key: 'amount.belowMinimum', values: { min: '100 USDT' } });
    expect(faults({ amount: '50000.000001' }).amount).toEqual({ key: 'amount.aboveMaximum', values: { max: '50,000 USDT' } });
    expect(faults({ amount: '100.0000001' }).amount).toBe('validation.amountDecimals');
    expect(faults({ amount: '500.01' }, '500').amount).toBe('funds.insufficientBalance');
    expect(faults({ amount: '500' }, '500').amount).toBeUndefined();
  });

  it('takes only a ratio offered, and stops as whole percents within their bounds', () => {
    expect(faults({ ratio: '5' }).ratio).toBe('copy.ratioInvalid');
    expect(faults({ stop_loss: '91' }).stop_loss).toEqual({ key: 'copy.percentOutOfRange', values: { min: '1', max: '90' } });
    expect(faults({ take_profit: '1001' }).take_profit).toEqual({ key: 'copy.percentOutOfRange', values: { min: '1', max: '1000' } });
    expect(faults({ stop_loss: '0' }).stop_loss).toBe('copy.percentInvalid');
    expect(faults({ stop_loss: '90', take_profit: '1000' })).toEqual({});
  });

  it('sends the lead, the amount, the ratio and only the stops that were set', () => {
    expect(checkFollow(lead, copyConfig, values({ ratio: '2', stop_loss: '10' }), '5000')).toEqual({
      ok: true,
      request: { lead_id: 1, amount: '1000', ratio: '2', stop_loss: '10' },
    });
  });

  it('starts at ratio 1 when it is offered', () => {
    expect(defaultRatio(copyConfig)).toBe('1');
    expect(defaultRatio({ ratios: ['0.5', '2'] })).toBe('0.5');
  });

  it("shows where the stops end the follow, from the kernel's levels", () => {
    expect(stopLevels('1000', { stop_loss: '10', take_profit: '50' }, 6)).toEqual({ stopLoss: '900', takeProfit: '1500' });
    expect(stopLevels('1000', { stop_loss: '', take_profit: '' }, 6)).toEqual({ stopLoss: null, takeProfit: null });
    expect(stopLevels('', { stop_loss: '10', take_profit: '' }, 6)).toEqual({ stopLoss: null, takeProfit: null });
  });

  it("sizes a lead's position as the kernel's mirrorLots does: floor(lots x ratio x amount / lead equity)", () => {
    // 1 x 1 x 1000 / 20000 = 0.05: too small; 10 x 2 x 2000 / 20000 = 2.
    expect(previewLots(1, '1', '1000', lead)).toBe(0);
    expect(previewLots(10, '2', '2000', lead)).toBe(2);
    expect(previewLots(30, '3', '1000', lead)).toBe(4);
    expect(previewLots(1, '1', '', lead)).toBe(0);
  });
});
