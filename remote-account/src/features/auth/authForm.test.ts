import { checkForget, checkLogin, checkRegister, type Checked, type CodeFormValues, type FieldErrors, type RegisterValues } from './authForm';
import { DEFAULT_AREA, type Credentials } from './authStore';

const phone: Credentials = { mode: 'mobile', area: DEFAULT_AREA, phone: '13800000000', email: '' };
const email: Credentials = { mode: 'email', area: DEFAULT_AREA, phone: '', email: 'ana@example.com' };
const codeForm: CodeFormValues = { ...phone, code: '123456', password: 'secret1', re_password: 'secret1' };
const register: RegisterValues = { ...codeForm, invite_code: '', agreed: true };

const errorsOf = (checked: Checked<unknown>): FieldErrors => (checked.ok ? {} : checked.errors);

describe('checkLogin', () => {
  it.each([
    ['an empty phone', { ...phone, phone: '' }, { account: 'validation.phoneRequired' }],
    ['a malformed phone', { ...phone, phone: '12ab' }, { account: 'validation.phoneInvalid' }],
    ['an empty email', { ...email, email: ' ' }, { account: 'validation.emailRequired' }],
    ['a malformed email', { ...email, email: 'ana@example' }, { account: 'validation.emailInvalid' }],
  ])('refuses %s', (_, credentials, errors) => {
    expect(errorsOf(checkLogin({ ...credentials, password: 'x' }))).toEqual(errors);
  });

  it('needs a password, of any length', () => {
    expect(errorsOf(checkLogin({ ...phone, password: '' }))).toEqual({ password: 'validation.passwordRequired' });
    expect(checkLogin({ ...phone, password: 'x' }).ok).toBe(true);
  });

  it('sends the area code with a phone only', () => {
    expect(checkLogin({ ...phone, password: 'pw' })).toEqual({
      ok: true,
      request: { type: 'mobile', area_code: '86', account: '13800000000', password: 'pw' },
    });
    expect(checkLogin({ ...email, email: ' ana@example.com ', password: 'pw' })).toEqual({
      ok: true,
      request: { type: 'email', account: 'ana@example.com', password: 'pw' },
    });
  });
});

describe('checkRegister', () => {
  it.each([
    ['no code', { code: '' }, { code: 'validation.codeRequired' }],
    ['no password', { password: '', re_password: '' }, { password: 'validation.passwordRequired', re_password: 'validation.confirmRequired' }],
    ['a short password', { password: '12345', re_password: '12345' }, { password: 'validation.passwordMin' }],
    ['no confirmation', { re_password: '' }, { re_password: 'validation.confirmRequired' }],
    ['a different confirmation', { re_password: 'secret2' }, { re_password: 'validation.passwordMismatch' }],
    ['the agreements unticked', { agreed: false }, { agreements: 'validation.agreementRequired' }],
    ['no phone', { phone: '' }, { account: 'validation.phoneRequired' }],
  ])('refuses %s', (_, change, errors) => {
    expect(errorsOf(checkRegister({ ...register, ...change }))).toEqual(errors);
  });

  it('reports every field at fault at once', () => {
    const blank: RegisterValues = { ...register, phone: '', code: '', password: '', re_password: '', agreed: false };
    expect(Object.keys(errorsOf(checkRegister(blank))).sort()).toEqual(['account', 'agreements', 'code', 'password', 're_password']);
  });

  it('leaves the invitation code out unless given, and sends the one box ticked as one flag', () => {
    expect(checkRegister(register)).toEqual({
      ok: true,
      request: { type: 'mobile', area_code: '86', account: '13800000000', code: '123456', password: 'secret1', re_password: 'secret1', agree: '1' },
    });
    const withInvite = checkRegister({ ...register, ...email, invite_code: ' AB12 ' });
    expect(withInvite.ok && withInvite.request).toEqual({
      type: 'email',
      account: 'ana@example.com',
      code: '123456',
      password: 'secret1',
      re_password: 'secret1',
      invite_code: 'AB12',
      agree: '1',
    });
  });
});

describe('checkForget', () => {
  it('checks like sign-up, without agreements or invitation', () => {
    expect(errorsOf(checkForget({ ...codeForm, re_password: 'other' }))).toEqual({ re_password: 'validation.passwordMismatch' });
    expect(checkForget(codeForm)).toEqual({
      ok: true,
      request: { type: 'mobile', area_code: '86', account: '13800000000', code: '123456', password: 'secret1', re_password: 'secret1' },
    });
  });
});
