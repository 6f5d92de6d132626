import * as v from './index';

const message = (schema: { safeParse: (x: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : v.firstIssue(result.error!);
};

describe('validation rules (spec section 5)', () => {
  it('phone: required, then valid', () => {
    expect(message(v.phone, undefined)).toBe('validation.phoneRequired');
    expect(message(v.phone, '  ')).toBe('validation.phoneRequired');
    expect(message(v.phone, '12ab')).toBe('validation.phoneInvalid');
    expect(message(v.phone, '13800138000')).toBe('ok');
  });

  it('email: required, then valid', () => {
    expect(message(v.email, '')).toBe('validation.emailRequired');
    expect(message(v.email, 'a@b')).toBe('validation.emailInvalid');
    expect(message(v.email, 'user@example.com')).toBe('ok');
  });

  it('text: control characters (NUL, which no text column stores) are refused; tabs and line breaks are text', () => {
    const name = v.requiredText('validation.nameRequired');
    expect(message(name, 'Li\u0000Lei')).toBe('validation.textInvalid');
    expect(message(name, 'Li\u001bLei')).toBe('validation.textInvalid');
    expect(message(v.optionalText(20), 'a\u007f')).toBe('validation.textInvalid');
    expect(message(name, 'Li\tLei\nRoad')).toBe('ok');
    expect(message(v.optionalText(20), '\u202eLi')).toBe('ok');
  });

  it('password: required, at least 6', () => {
    expect(message(v.password, '')).toBe('validation.passwordRequired');
    expect(message(v.password, '12345')).toBe('validation.passwordMin');
    expect(message(v.password, '123456')).toBe('ok');
  });

  it('fund password: exactly 6 digits', () => {
    expect(message(v.fundPassword, '')).toBe('validation.fundPasswordRequired');
    expect(message(v.fundPassword, '12345a')).toBe('validation.fundPasswordInvalid');
    expect(message(v.fundPassword, '1234567')).toBe('validation.fundPasswordInvalid');
    expect(message(v.fundPassword, '123456')).toBe('ok');
  });

  it('verification code: 6 digits', () => {
    expect(message(v.verifyCode, '')).toBe('validation.codeRequired');
    expect(message(v.verifyCode, '12345')).toBe('validation.codeInvalid');
    expect(message(v.verifyCode, '654321')).toBe('ok');
  });

  it('amounts: plain positive decimals within limits', () => {
    const amount = v.amount(2);
    expect(message(amount, '')).toBe('validation.amountRequired');
    expect(message(amount, '-1')).toBe('validation.amountInvalid');
    expect(message(amount, 'NaN')).toBe('validation.amountInvalid');
    expect(message(amount, '1e5')).toBe('validation.amountInvalid');
    expect(message(amount, '0')).toBe('validation.amountPositive');
    expect(message(amount, '1.234')).toBe('validation.amountDecimals');
    expect(message(amount, '1'.repeat(40))).toBe('validation.amountInvalid');
    expect(message(amount, 12)).toBe('validation.amountRequired');
    expect(message(amount, '10.5')).toBe('ok');
  });

  it('lots: whole numbers from 1', () => {
    const lots = v.positiveInt('validation.lotsInvalid');
    for (const bad of ['0', '-1', '1.5', 'abc', '', null]) expect(message(lots, bad)).toBe('validation.lotsInvalid');
    expect(message(lots, '3')).toBe('ok');
    expect(message(lots, 3)).toBe('ok');
  });

  it('passwords must match and accounts follow their mode', () => {
    expect(v.passwordsMatch({ password: 'abcdef', re_password: 'abcdeg' })).toBe(false);
    expect(v.accountByMode({ type: 'mobile', account: 'x@y.com' }).success).toBe(false);
    expect(v.accountByMode({ type: 'email', account: 'x@y.com' }).success).toBe(true);
  });
});
