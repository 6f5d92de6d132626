import { addDecimal, compareDecimal, sumDecimals } from './decimal';
import { allocationOf, allocationRatio, subscriptionReturn, type AllocationTerms } from './newCoin';

const terms = (totalCommitted: string): AllocationTerms => ({ supply: '1000000', price: '0.05', totalCommitted, coinDecimals: 4, currencyDecimals: 6 });

describe('new coin allocation', () => {
  it('fills every commit when undersubscribed', () => {
    expect(allocationOf('1000', terms('20000'))).toEqual({ allocated: '20000', paid: '1000', refunded: '0' });
    expect(allocationRatio(terms('20000'))).toBe('1');
  });

  it('shares the supply pro rata when oversubscribed: commit / total x supply, floored', () => {
    // 50000 raised against 150000 committed: a third of each commit is filled.
    expect(allocationOf('1000', terms('150000'))).toEqual({ allocated: '6666.6666', paid: '333.33333', refunded: '666.66667' });
    expect(allocationRatio(terms('150000'))).toBe('0.33333333');
  });

  it('never gives more than the supply, and each refund plus payment is the commit, to the last unit', () => {
    const commits = ['0.000001', '1', '333.333333', '12345.678901', '99999.999999', '7', '0.5', '48000', '1234.5'];
    const total = sumDecimals(commits);
    const t = terms(total);
    const shares = commits.map((commit) => allocationOf(commit, t));
    expect(compareDecimal(sumDecimals(shares.map((share) => share.allocated)), t.supply)).toBeLessThanOrEqual(0);
    shares.forEach((share, i) => expect(addDecimal(share.paid, share.refunded)).toBe(commits[i]));
    expect(addDecimal(sumDecimals(shares.map((share) => share.paid)), sumDecimals(shares.map((share) => share.refunded)))).toBe(total);
  });

  it('values the coins at the live price', () => {
    expect(subscriptionReturn('20000', '1000', '0.06', 6)).toEqual({ value: '1200', gain: '200', rate: '0.2' });
    expect(subscriptionReturn('0', '0', '0.06', 6).rate).toBe('0');
  });
});
