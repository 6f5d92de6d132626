import { maskAccount } from './mask';

describe('an account masked for others', () => {
  it('keeps the start of an email\'s name and its domain', () => {
    expect(maskAccount('alice@example.com')).toBe('al***@example.com');
    expect(maskAccount('ab@example.com')).toBe('a***@example.com');
    expect(maskAccount('a@example.com')).toBe('a***@example.com');
  });

  it('keeps a phone number\'s first three and last four digits', () => {
    expect(maskAccount('13812345678')).toBe('138****5678');
    expect(maskAccount('5551234')).toBe('555****1234');
    expect(maskAccount('12345')).toBe('1****2345');
    expect(maskAccount('1234')).toBe('****');
  });
});
