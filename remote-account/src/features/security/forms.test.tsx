import { screen } from '@testing-library/react';
import { fakeServer, paths, renderRoutes, settle, startI18n } from '@h5/shared/testing';
import { messageOf, press, type } from '../../../test/form';
import '../../start';
import ChangeEmailPage from './ChangeEmailPage';
import ChangePasswordPage from './ChangePasswordPage';
import { FundPasswordForm } from './ChangePayPasswordPage';

const PAGE = '/pages/settings/security/x';
const sent = fakeServer();

beforeAll(() => startI18n('en', 'account'));
beforeEach(() => {
  sent.length = 0;
});

describe('change login password', () => {
  it('requires all three, then the new two alike', async () => {
    renderRoutes(PAGE, { [PAGE]: ChangePasswordPage });
    await screen.findByLabelText('Original password');
    press('Submit');
    expect(await screen.findByText('Please enter the original password')).toBeTruthy();
    expect(messageOf('New password')).toBe('Please enter password');
    expect(messageOf('Confirm password')).toBe('Please enter the password again');

    type('Original password', 'old-secret');
    type('New password', 'secret1');
    type('Confirm password', 'secret2');
    press('Submit');
    expect(await screen.findByText('Password twice inconsistent')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('fund password', () => {
  it('sets a first one: six digits, twice alike', async () => {
    renderRoutes(PAGE, { [PAGE]: () => <FundPasswordForm mode="set" /> });
    await screen.findByLabelText('New fund password');
    expect(screen.queryByLabelText('Current fund password')).toBeNull();
    type('New fund password', '12345');
    press('Submit');
    expect(await screen.findByText('The fund password is 6 digits')).toBeTruthy();
    expect(messageOf('Repeat the fund password')).toBe('Please enter the password again');
    type('New fund password', '123456');
    type('Repeat the fund password', '123457');
    press('Submit');
    expect(await screen.findByText('Password twice inconsistent')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('asks for the current one to change it', async () => {
    renderRoutes(PAGE, { [PAGE]: () => <FundPasswordForm mode="change" /> });
    await screen.findByLabelText('Current fund password');
    type('New fund password', '123456');
    type('Repeat the fund password', '123456');
    press('Submit');
    expect(await screen.findByText('Please enter the fund password')).toBeTruthy();
    expect(messageOf('Current fund password')).toBe('Please enter the fund password');
    expect(sent).toEqual([]);
  });
});

describe('change email', () => {
  it('checks the new email before sending it a code, then wants the code', async () => {
    renderRoutes(PAGE, { [PAGE]: ChangeEmailPage });
    await screen.findByLabelText('New email');
    press('Send code');
    expect(await screen.findByText('Please enter email')).toBeTruthy();
    type('New email', 'ana@example');
    press('Send code');
    expect(await screen.findByText('Please enter your valid email')).toBeTruthy();
    expect(sent).toEqual([]);

    type('New email', 'ana@example.com');
    press('Submit');
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    expect(sent).toEqual([]);

    press('Send code');
    await settle();
    expect(paths(sent)).toEqual(['sms_mail']);
    expect(Object.fromEntries(sent[0]!.body)).toEqual({ email: 'ana@example.com', scene: 'email' });
  });
});
