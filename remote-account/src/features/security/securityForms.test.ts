import { checkAntiPhishing, checkEmail, checkFundPassword, checkLoginPassword, emailIssue } from './securityForms';

const errorsOf = <T extends { ok: boolean }>(checked: T) => ('errors' in checked ? checked.errors : {});

describe('checkLoginPassword', () => {
  const good = { old_password: 'old-secret', password: 'secret1', re_password: 'secret1' };

  it('requires all three', () => {
    expect(errorsOf(checkLoginPassword({ old_password: '', password: '', re_password: '' }))).toEqual({
      old_password: 'validation.oldPasswordRequired',
      password: 'validation.passwordRequired',
      re_password: 'validation.confirmRequired',
    });
  });

  it('wants 6 characters and the new two alike', () => {
    expect(errorsOf(checkLoginPassword({ ...good, password: '12345', re_password: '12345' }))).toEqual({ password: 'validation.passwordMin' });
    expect(errorsOf(checkLoginPassword({ ...good, re_password: 'secret2' }))).toEqual({ re_password: 'validation.passwordMismatch' });
    expect(checkLoginPassword(good)).toEqual({ ok: true, request: good });
  });
});

describe('checkFundPassword', () => {
  it('sets a first one without the current one', () => {
    expect(checkFundPassword({ old_password: '', password: '123456', re_password: '123456' }, 'set')).toEqual({
      ok: true,
      request: { password: '123456', re_password: '123456' },
    });
  });

  it('wants exactly six digits, typed twice alike', () => {
    expect(errorsOf(checkFundPassword({ old_password: '', password: '', re_password: '' }, 'set'))).toEqual({
      password: 'validation.fundPasswordRequired',
      re_password: 'validation.confirmRequired',
    });
    expect(errorsOf(checkFundPassword({ old_password: '', password: '12345a', re_password: '12345a' }, 'set'))).toEqual({
      password: 'validation.fundPasswordInvalid',
    });
    expect(errorsOf(checkFundPassword({ old_password: '', password: '123456', re_password: '654321' }, 'set'))).toEqual({
      re_password: 'validation.passwordMismatch',
    });
  });

  it('asks for the current one to change it', () => {
    expect(errorsOf(checkFundPassword({ old_password: '', password: '123456', re_password: '123456' }, 'change'))).toEqual({
      old_password: 'validation.fundPasswordRequired',
    });
    expect(errorsOf(checkFundPassword({ old_password: '12', password: '123456', re_password: '123456' }, 'change'))).toEqual({
      old_password: 'validation.fundPasswordInvalid',
    });
    expect(checkFundPassword({ old_password: '111111', password: '123456', re_password: '123456' }, 'change')).toEqual({
      ok: true,
      request: { old_password: '111111', password: '123456', re_password: '123456' },
    });
  });
});

describe('checkEmail', () => {
  it('checks the address before a code is sent, then address and code', () => {
    expect(emailIssue('')).toBe('validation.emailRequired');
    expect(emailIssue('ana@example')).toBe('validation.emailInvalid');
    expect(emailIssue(' ana@example.com ')).toBeUndefined();
    expect(errorsOf(checkEmail({ email: 'ana@example.com', code: '' }))).toEqual({ code: 'validation.codeRequired' });
    expect(checkEmail({ email: ' ana@example.com', code: '123456 ' })).toEqual({ ok: true, request: { email: 'ana@example.com', code: '123456' } });
  });
});

describe('checkAntiPhishing', () => {
  const good = { code: ' Blue42 ', verify_code: ' 123456 ', two_factor_code: '' };

  it('wants the new code and the code sent to the user; the app\'s code only with 2FA on', () => {
    expect(errorsOf(checkAntiPhishing({ code: '', verify_code: '', two_factor_code: '' }, false))).toEqual({
      code: 'validation.antiPhishingRequired',
      verify_code: 'validation.codeRequired',
    });
    expect(checkAntiPhishing(good, false)).toEqual({ ok: true, request: { code: 'Blue42', verify_code: '123456' } });
    expect(errorsOf(checkAntiPhishing(good, true))).toEqual({ two_factor_code: 'validation.twoFactorCodeRequired' });
    expect(checkAntiPhishing({ ...good, two_factor_code: ' 654321 ' }, true)).toEqual({
      ok: true,
      request: { code: 'Blue42', verify_code: '123456', two_factor_code: '654321' },
    });
  });
});
