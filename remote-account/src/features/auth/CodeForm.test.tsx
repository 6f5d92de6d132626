import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderRoutes, startI18n } from '@h5/shared/testing';
import '../../start';
import ForgetPasswordPage from './ForgetPasswordPage';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import { resetAuthStore, useAuthStore } from './authStore';

const REGISTER = '/pages/user/login/register';
const FORGET = '/pages/user/login/forgetPassword';
const LOGIN = '/pages/user/login/login';
const sent = fakeServer();

beforeAll(() => startI18n('en', 'account'));
beforeEach(() => {
  sent.length = 0;
  resetAuthStore();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** Fills the rest of the sign-up form in, ticks the box and sends it. */
async function signUp(accountLabel: string, account: string) {
  type(accountLabel, account);
  type('Verification code', '123456');
  type('Password', 'secret1');
  type('Confirm password', 'secret1');
  fireEvent.click(screen.getByRole('checkbox'));
  submit('Sign up');
  await waitFor(() => expect(sent.map((r) => r.url)).toEqual(['user/register']));
}
const messageOf = (label: string) => {
  const id = screen.getByLabelText(label, { selector: 'input' }).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('sign-up page', () => {
  beforeEach(async () => {
    renderRoutes(REGISTER, { [REGISTER]: RegisterPage });
    await screen.findByRole('heading', { name: 'Create your account' });
  });

  it('shows each field its message and sends nothing', async () => {
    submit('Sign up');
    await screen.findByText('Please enter phone number');
    expect(messageOf('Phone number')).toBe('Please enter phone number');
    expect(messageOf('Verification code')).toBe('Please enter the verification code');
    expect(messageOf('Password')).toBe('Please enter password');
    expect(messageOf('Confirm password')).toBe('Please enter the password again');
    expect(screen.getByText('Please read and tick to agree')).toBeTruthy();
    expect(messageOf('Invitation code (optional)')).toBeUndefined();

    type('Phone number', '123');
    type('Password', '12345');
    type('Confirm password', '54321');
    submit('Sign up');
    expect(await screen.findByText('Please enter the correct phone number')).toBeTruthy();
    expect(messageOf('Password')).toBe('The password needs at least 6 characters');

    type('Password', '123456');
    submit('Sign up');
    expect(await screen.findByText('Password twice inconsistent')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('has one box for both documents, each readable from its name without ticking it', async () => {
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(1);
    const box = boxes[0] as HTMLInputElement;
    expect(box.closest('label')?.textContent).toBe('I have read and agree to the User Agreement and the Privacy Policy');
    submit('Sign up');
    expect(await screen.findByText('Please read and tick to agree')).toBeTruthy();

    // Reading a document neither ticks the box nor agrees to the other one.
    for (const name of ['User Agreement', 'Privacy Policy']) {
      fireEvent.click(screen.getByRole('button', { name }));
      const dialog = await screen.findByRole('dialog', { name });
      expect(within(dialog).getByText(name === 'User Agreement' ? /legal age/ : /never sell your data/)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
      expect(box.checked).toBe(false);
    }

    fireEvent.click(box);
    expect(box.checked).toBe(true);
    submit('Sign up');
    await screen.findByText('Please enter phone number');
    expect(screen.queryByText('Please read and tick to agree')).toBeNull();
  });

  it('sends the one box as one flag with the sign-up', async () => {
    fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
    await signUp('Email', 'ana@example.com');
    expect(Object.fromEntries(sent[0]!.body)).toEqual({
      type: 'email',
      account: 'ana@example.com',
      code: '123456',
      password: 'secret1',
      re_password: 'secret1',
      agree: '1',
    });
  });

  it('checks the phone, then the email, before sending a code', async () => {
    submit('Send code');
    expect(await screen.findByText('Please enter phone number')).toBeTruthy();
    expect(screen.queryByText('Please enter the verification code')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
    type('Email', 'not-an-email');
    submit('Send code');
    expect(await screen.findByText('Please enter your valid email')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('asks for a code for a well-formed phone, with its area code and scene', async () => {
    act(() => useAuthStore.setState({ area: { iso: 'JP', code: '81' } }));
    type('Phone number', '9012345678');
    submit('Send code');
    await screen.findByRole('button', { name: 'Send code' });
    expect(sent.map((r) => [r.url, Object.fromEntries(r.body)])).toEqual([
      ['sms_send', { area_code: '81', mobile: '9012345678', scene: 'register' }],
    ]);
  });
});

describe('sign-up from a friend\'s link', () => {
  it('fills the invitation code in, keeps it through a trip to login and back, and sends it', async () => {
    renderRoutes(`${REGISTER}?invite_code=ab12cd34`, { [REGISTER]: RegisterPage, [LOGIN]: LoginPage });
    expect(await screen.findByDisplayValue('AB12CD34')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await screen.findByRole('button', { name: 'Log in' });
    fireEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(((await screen.findByLabelText('Invitation code (optional)')) as HTMLInputElement).value).toBe('AB12CD34');

    await signUp('Phone number', '13800000000');
    expect(Object.fromEntries(sent[0]!.body)).toMatchObject({ invite_code: 'AB12CD34' });
  });
});

describe('password reset page', () => {
  it('has no invitation or agreements, and checks the same fields', async () => {
    renderRoutes(FORGET, { [FORGET]: ForgetPasswordPage });
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(screen.queryByLabelText('Invitation code (optional)')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
    type('Email', 'ana@example.com');
    type('Verification code', '123456');
    type('New password', 'secret1');
    type('Confirm password', 'secret2');
    submit('Reset password');
    expect(await screen.findByText('Password twice inconsistent')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
