import { isZeroChange, ledgerReasonKey, signedAmount } from './ledger';
import { recordTabOf } from './tabs';

describe('ledger entries', () => {
  it('names every reason the server writes, and others as a balance change', () => {
    expect(['deposit', 'withdraw_freeze', 'withdraw_paid', 'withdraw_refund', 'transfer_in', 'transfer_out'].map(ledgerReasonKey)).toEqual([
      'ledger.deposit',
      'ledger.withdraw_freeze',
      'ledger.withdraw_paid',
      'ledger.withdraw_refund',
      'ledger.transfer_in',
      'ledger.transfer_out',
    ]);
    expect(ledgerReasonKey('airdrop')).toBe('ledger.other');
  });

  it('signs changes, floors them toward zero and groups them', () => {
    expect(signedAmount('500', 6)).toBe('+500');
    expect(signedAmount('-101', 6)).toBe('-101');
    expect(signedAmount('1234.5670009', 6)).toBe('+1,234.567');
    expect(signedAmount('-0.0000001', 6)).toBe('0');
    expect(signedAmount('junk', 6)).toBe('--');
  });

  it('tells a change that is nothing', () => {
    expect(['0', '-0', '0.000', '-0.0'].every(isZeroChange)).toBe(true);
    expect(isZeroChange('0.01')).toBe(false);
  });
});

describe('record tabs', () => {
  it('opens the tab the query names, deposits otherwise', () => {
    expect(['deposit', 'withdraw', 'ledger'].map(recordTabOf)).toEqual(['deposit', 'withdraw', 'ledger']);
    expect(recordTabOf(null)).toBe('deposit');
    expect(recordTabOf('other')).toBe('deposit');
  });
});
