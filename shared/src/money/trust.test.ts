import { annualRate, earningsOf, trustDailyIncome, trustExitTable, trustQuote, trustRedemption, trustSchedule } from './trust';

const DAY = 86_400_000;
const fifteen = { daily_rate: '0.004', penalty_ratio: '0.004', cycle_days: 15, dividend_minute: 0 };

describe('trust products', () => {
  it('spec section 9: 0.4 % a day over 15 days on 10000 is 40 a day and 600 in total', () => {
    expect(earningsOf('10000', '0.004', 15)).toEqual({ daily: '40', total: '600' });
    const quote = trustQuote('10000', fifteen, 8, Date.UTC(2026, 0, 1, 9, 30));
    expect([quote.daily, quote.total]).toEqual(['40', '600']);
  });

  it('spec section 9: redeemed with 3 days left, 0.4 % x 3 x 1000 = 12 penalty, 988 back', () => {
    expect(trustRedemption('1000', fifteen, 3, 8)).toEqual({ penalty: '12', refund: '988' });
  });

  it('floors the penalty and the dividend to the coin, never charges past the principal, nothing at maturity', () => {
    expect(trustRedemption('333.33', { penalty_ratio: '0.0033' }, 7, 2)).toEqual({ penalty: '7.69', refund: '325.64' });
    expect(trustRedemption('100', { penalty_ratio: '0.05' }, 30, 8)).toEqual({ penalty: '100', refund: '0' });
    expect(trustRedemption('100', { penalty_ratio: '0.05' }, 0, 8)).toEqual({ penalty: '0', refund: '100' });
    expect(trustDailyIncome('123.45', { daily_rate: '0.003' }, 2)).toBe('0.37');
    expect(trustDailyIncome('0.01', { daily_rate: '0.003' }, 2)).toBe('0');
  });

  it('starts interest at the first dividend time after the purchase (UTC) and matures a cycle later', () => {
    const noon = Date.UTC(2026, 4, 10, 12, 0);
    const eight = trustSchedule(noon, { cycle_days: 7, dividend_minute: 8 * 60 });
    expect(new Date(eight.valueAt).toISOString()).toBe('2026-05-11T08:00:00.000Z');
    expect(new Date(eight.dueAt(1)).toISOString()).toBe('2026-05-12T08:00:00.000Z');
    expect(eight.maturesAt - eight.valueAt).toBe(7 * DAY);
    const evening = trustSchedule(noon, { cycle_days: 7, dividend_minute: 20 * 60 });
    expect(new Date(evening.valueAt).toISOString()).toBe('2026-05-10T20:00:00.000Z');
    // Bought on the dividend time itself: interest starts at the next one.
    expect(trustSchedule(Date.UTC(2026, 4, 10), { cycle_days: 1, dividend_minute: 0 }).valueAt).toBe(Date.UTC(2026, 4, 11));
  });

  it('tables the price of leaving after each day: penalty, principal back, income kept, in all', () => {
    const table = trustExitTable('1000', fifteen, 8);
    expect(table).toHaveLength(15);
    expect(table[11]).toEqual({ day: 12, penalty: '12', refund: '988', income: '48', total: '1036' });
    expect(table[14]).toEqual({ day: 15, penalty: '0', refund: '1000', income: '60', total: '1060' });
  });
});

describe('the annual rate', () => {
  it('is the daily rate x 365, simple: 0.4 % a day is 146 % a year, 0.03 % about 10.95 %', () => {
    expect(annualRate('0.004')).toBe('1.46');
    expect(annualRate('0.0003')).toBe('0.1095');
    expect(annualRate('0.00400000')).toBe('1.46');
  });
});
