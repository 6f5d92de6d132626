import { screen, waitFor } from '@testing-library/react';
import { fakeServer, paths, renderRoutes, settle, signIn, startI18n } from '@h5/shared/testing';
import { messageOf, press, type } from '../../../test/form';
import '../../start';
import AntiPhishingPage from './AntiPhishingPage';
import SecurityPage from './SecurityPage';
import TwoFactorPage, { groupedKey } from './TwoFactorPage';

const sent = fakeServer();

beforeAll(() => startI18n('en', 'account'));
beforeEach(() => {
  sent.length = 0;
});

describe('the authenticator key', () => {
  it('reads in groups of four, as the apps print it', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('ABCDEF')).toBe('ABCD EF');
  });
});

describe('security centre', () => {
  const SECURITY = '/pages/settings/security/index';

  it('shows whether 2FA is on and the anti-phishing code, each opening its page', async () => {
    signIn({ two_factor: true, anti_phishing_code: 'Blue42' });
    renderRoutes(SECURITY, { [SECURITY]: SecurityPage });
    expect(await screen.findByRole('button', { name: 'Two-factor authentication On' })).toBeTruthy();
    press('Anti-phishing code Blue42');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/pages/settings/security/antiPhishing'));
  });

  it('says Off and Not set for an account without them', async () => {
    signIn();
    renderRoutes(SECURITY, { [SECURITY]: SecurityPage });
    expect(await screen.findByRole('button', { name: 'Two-factor authentication Off' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anti-phishing code Not set' })).toBeTruthy();
  });
});

describe('two-factor page', () => {
  const PAGE = '/pages/settings/security/twoFactor';

  it('with 2FA off, asks the server for a secret once per visit, and offers to try again when it cannot', async () => {
    signIn();
    renderRoutes(PAGE, { [PAGE]: TwoFactorPage });
    await settle();
    expect(paths(sent)).toEqual(['safe/two_factor/setup']);
    press('Retry');
    await settle();
    expect(paths(sent)).toEqual(['safe/two_factor/setup', 'safe/two_factor/setup']);
  });

  it('with 2FA on, turns it off only with a well-formed code', async () => {
    signIn({ two_factor: true });
    renderRoutes(PAGE, { [PAGE]: TwoFactorPage });
    await screen.findByText('To turn it off, enter a code from the app or one of your backup codes.');
    press('Turn off');
    await waitFor(() => expect(messageOf('Authenticator code')).toBe('Please enter the code from your authenticator app'));
    expect(sent).toEqual([]);
    type('Authenticator code', '123 456');
    press('Turn off');
    await waitFor(() => expect(paths(sent)).toEqual(['safe/two_factor/disable']));
    expect(sent[0]?.body.get('code')).toBe('123 456');
  });
});

describe('anti-phishing code page', () => {
  const PAGE = '/pages/settings/security/antiPhishing';

  it('shows the current code, and takes 4 to 20 letters or digits with the code sent to the user', async () => {
    signIn({ anti_phishing_code: 'Blue42' });
    renderRoutes(PAGE, { [PAGE]: AntiPhishingPage });
    expect(await screen.findByText('Current code: Blue42')).toBeTruthy();
    expect(screen.getByText('To save it, enter the code we send to your phone or email.')).toBeTruthy();
    // 2FA off: no app code asked.
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
    type('Anti-phishing code', 'ab');
    press('Submit');
    await waitFor(() => expect(messageOf('Anti-phishing code')).toBe('The anti-phishing code is 4 to 20 letters or digits'));
    expect(messageOf('Verification code')).toBe('Please enter the verification code');
    type('Anti-phishing code', 'a b c d');
    press('Submit');
    await waitFor(() => expect(messageOf('Anti-phishing code')).toBe('The anti-phishing code is 4 to 20 letters or digits'));
    expect(sent).toEqual([]);

    press('Send code');
    await waitFor(() => expect(paths(sent)).toEqual(['set/sms_other_mail']));
    expect(sent[0]?.body.get('scene')).toBe('security');
    type('Anti-phishing code', '海豚2026');
    type('Verification code', '123456');
    press('Submit');
    await waitFor(() => expect(paths(sent)).toEqual(['set/sms_other_mail', 'safe/anti_phishing']));
    expect(Object.fromEntries(sent[1]!.body)).toEqual({ code: '海豚2026', verify_code: '123456' });
  });

  it('with 2FA on, asks the app\'s code too, as an address change does', async () => {
    signIn({ two_factor: true });
    renderRoutes(PAGE, { [PAGE]: AntiPhishingPage });
    await screen.findByText('To save it, enter the code we send to your phone or email and a code from your authenticator app.');
    type('Anti-phishing code', 'Blue42');
    type('Verification code', '123456');
    press('Submit');
    await waitFor(() => expect(messageOf('Authenticator code')).toBe('Please enter the code from your authenticator app'));
    expect(sent).toEqual([]);
    type('Authenticator code', 'abcd-2345');
    press('Submit');
    await waitFor(() => expect(paths(sent)).toEqual(['safe/anti_phishing']));
    expect(Object.fromEntries(sent[0]!.body)).toEqual({ code: 'Blue42', verify_code: '123456', two_factor_code: 'abcd-2345' });
  });
});
