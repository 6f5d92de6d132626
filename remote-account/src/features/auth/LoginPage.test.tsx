import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderRoutes, startI18n } from '@h5/shared/testing';
import '../../start';
import LoginPage from './LoginPage';
import { resetAuthStore } from './authStore';

const LOGIN = '/pages/user/login/login';
const sent = fakeServer();

beforeAll(() => startI18n('en', 'account'));
beforeEach(() => {
  sent.length = 0;
  resetAuthStore();
});

const renderLogin = (query = '') => renderRoutes(`${LOGIN}${query}`, { [LOGIN]: LoginPage });
const logIn = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('login page', () => {
  it('asks for the phone number, then a correct one, then the password, sending nothing', async () => {
    renderLogin();
    await screen.findByRole('heading', { name: 'Welcome back' });
    logIn();
    expect(await screen.findByText('Please enter phone number')).toBeTruthy();
    expect(screen.getByText('Please enter password')).toBeTruthy();

    type('Phone number', '12');
    expect(screen.queryByText('Please enter phone number')).toBeNull();
    logIn();
    expect(await screen.findByText('Please enter the correct phone number')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('switches to email mode, with an email field and its own messages', async () => {
    renderLogin();
    const phoneInput = await screen.findByLabelText('Phone number');
    expect(phoneInput.getAttribute('type')).toBe('tel');
    logIn();
    await screen.findByText('Please enter phone number');

    fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
    const emailInput = await screen.findByLabelText('Email', { selector: 'input' });
    expect(emailInput.getAttribute('type')).toBe('email');
    expect(emailInput.getAttribute('autocomplete')).toBe('email');
    expect(screen.queryByRole('button', { name: /Country or region code/ })).toBeNull();
    // The phone mode's message does not linger.
    expect(screen.queryByText('Please enter phone number')).toBeNull();

    logIn();
    expect(await screen.findByText('Please enter email')).toBeTruthy();
    type('Email', 'ana@');
    logIn();
    expect(await screen.findByText('Please enter your valid email')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('keeps the login redirect on its links to sign-up and password reset', async () => {
    renderLogin('?backpage=%2Fpages%2Fassets%2Findex&backtype=2');
    const signUp = await screen.findByRole('link', { name: 'Sign up' });
    expect(signUp.getAttribute('href')).toBe('#/pages/user/login/register?backpage=%2Fpages%2Fassets%2Findex&backtype=2');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '#/pages/user/login/forgetPassword?backpage=%2Fpages%2Fassets%2Findex&backtype=2',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Language' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/pages/settings/language/language'));
  });
});
