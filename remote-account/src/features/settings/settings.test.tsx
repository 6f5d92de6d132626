import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentLanguage } from '@h5/shared/i18n';
import { useSession } from '@h5/shared/session';
import { currentToast } from '@h5/shared/toast';
import { fakeServer, renderRoutes, signIn, signOut, startI18n } from '@h5/shared/testing';
import '../../start';
import LanguagePage from './LanguagePage';
import SettingsPage from './SettingsPage';

const SETTINGS = '/pages/settings/index';
const LANGUAGE = '/pages/settings/language/language';
const pages = { [SETTINGS]: SettingsPage, [LANGUAGE]: LanguagePage };
const sent = fakeServer();
const location = () => screen.getByTestId('location').textContent;

beforeEach(async () => {
  sent.length = 0;
  signOut();
  await startI18n('en', 'account');
});

describe('settings page', () => {
  it('lists account, security, language and the version, with Log in for a guest', async () => {
    renderRoutes(SETTINGS, pages);
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Security centre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language English' })).toBeTruthy();
    expect(screen.getByText('2.5.8')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/pages/user/login/login?backpage=%2Fpages%2Fsettings%2Findex&backtype=1'));
  });

  it('logs out even when the server cannot be reached, then goes home', async () => {
    signIn({ id: 1, account: 'ana' });
    renderRoutes(SETTINGS, pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/pages/index/index'));
    expect(sent.map((r) => r.url)).toEqual(['user/logout']);
    expect(useSession.getState().token).toBe('');
    expect(currentToast()).toBe('You have logged out');
  });
});

describe('language page', () => {
  it('ticks the current language and re-renders the app in the one chosen', async () => {
    renderRoutes(SETTINGS, pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Language English' }));

    expect(await screen.findByRole('heading', { name: 'Language' })).toBeTruthy();
    const rows = screen.getAllByRole('button').filter((b) => b.closest('.ac-menu'));
    expect(rows.map((b) => b.textContent)).toEqual(['简体中文', 'English', '繁體中文', '日本語', '한국어', 'Español', 'ไทย']);
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '한국어' }));
    // Back on settings, already in Korean.
    expect(await screen.findByRole('heading', { name: '설정' })).toBeTruthy();
    expect(location()).toBe(SETTINGS);
    expect(currentLanguage()).toBe('kr');
    expect(sent.map((r) => [r.url, r.body.get('lang')])).toEqual([['set/lang', 'kr']]);

    fireEvent.click(screen.getByRole('button', { name: '언어 한국어' }));
    expect(await screen.findByRole('heading', { name: '언어' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '한국어' }).getAttribute('aria-current')).toBe('true');
  });
});
