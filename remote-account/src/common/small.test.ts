import { accountTypeOf } from './accounts';
import { shortAddress } from './text';

describe('accountTypeOf', () => {
  it('takes the four accounts and falls back to spot', () => {
    expect(['coin', 'option', 'contract', 'trust'].map(accountTypeOf)).toEqual(['coin', 'option', 'contract', 'trust']);
    expect(accountTypeOf('savings')).toBe('coin');
    expect(accountTypeOf(null)).toBe('coin');
  });
});

describe('shortAddress', () => {
  it('keeps the ends of a long address', () => {
    expect(shortAddress('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe('TJRabP…jpRTv8');
    expect(shortAddress('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', 8)).toBe('TJRabPrw…8kjpRTv8');
    expect(shortAddress('short')).toBe('short');
  });
});
