import { screen, waitFor } from '@testing-library/react';
import { fakeServer, paths, renderRoutes, startI18n } from '@h5/shared/testing';
import { messageOf, press, type } from '../../../test/form';
import '../../start';
import { TwoFactorLogin } from './TwoFactorLogin';

const sent = fakeServer();

beforeAll(() => startI18n('en', 'account'));
beforeEach(() => {
  sent.length = 0;
});

describe('the login\'s second step', () => {
  const LOGIN = '/pages/user/login/login';
  const renderStep = () => renderRoutes(LOGIN, { [LOGIN]: () => <TwoFactorLogin challenge="the-challenge" onSignedIn={() => undefined} onBack={() => undefined} /> });

  it('asks for the app\'s code or a backup code, and sends it with the challenge', async () => {
    renderStep();
    await screen.findByRole('heading', { name: 'Two-step verification' });
    press('Verify');
    expect(await screen.findByText('Please enter the code from your authenticator app')).toBeTruthy();
    type('Authenticator code', '12345');
    press('Verify');
    await waitFor(() => expect(messageOf('Authenticator code')).toBe('Enter the 6-digit code from your authenticator app, or a backup code'));
    expect(sent).toEqual([]);

    type('Authenticator code', ' abcd-2345 ');
    press('Verify');
    await waitFor(() => expect(paths(sent)).toEqual(['user/login_2fa']));
    expect(Object.fromEntries(sent[0]?.body ?? [])).toEqual({ challenge: 'the-challenge', code: 'abcd-2345' });
  });
});
