import { fireEvent, screen, waitFor } from '@testing-library/react';
import { contract } from '@h5/shared/contract';
import { cacheKey, dataClient } from '@h5/shared/data';
import { fakeServer, renderRoutes, startI18n } from '@h5/shared/testing';
import '../../start';
import ChooseAreaCodePage from './ChooseAreaCodePage';
import LoginPage from './LoginPage';
import { resetAuthStore } from './authStore';

const LOGIN = '/pages/user/login/login';
const CHOOSE = '/pages/user/login/choose';
const sent = fakeServer();

beforeEach(() => {
  sent.length = 0;
  resetAuthStore();
});

const pages = { [LOGIN]: LoginPage, [CHOOSE]: ChooseAreaCodePage };
const AREA_CODES = cacheKey(contract.user.areaCode, {});
// Kept for the visit, as the page keeps the list it loaded.
dataClient.setQueryDefaults(AREA_CODES, { gcTime: Infinity, staleTime: Infinity });
const seedCodes = () =>
  dataClient.setQueryData(AREA_CODES, [
    { iso: 'CN', code: '86' },
    { iso: 'JP', code: '81' },
    { iso: 'US', code: '1' },
  ]);

describe('area code', () => {
  beforeAll(() => startI18n('en', 'account'));

  it('is chosen from the searchable list and comes back to the form, typed number kept', async () => {
    seedCodes();
    renderRoutes(LOGIN, pages);
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '9012345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Country or region code, now +86' }));

    const search = await screen.findByPlaceholderText('Search country, region or code');
    expect(screen.getByRole('button', { name: /China/ }).getAttribute('aria-current')).toBe('true');
    fireEvent.change(search, { target: { value: 'jap' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: /China/ })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Japan +81' }));

    expect(await screen.findByRole('button', { name: 'Country or region code, now +81' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(LOGIN);
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('9012345678');
    expect(sent).toEqual([]);
  });

  it('says so when nothing matches', async () => {
    seedCodes();
    renderRoutes(CHOOSE, pages);
    fireEvent.change(await screen.findByPlaceholderText('Search country, region or code'), { target: { value: 'atlantis' } });
    expect(await screen.findByText('No matching country or region')).toBeTruthy();
  });

  it("names the regions in the reader's language", async () => {
    await startI18n('jp', 'account');
    seedCodes();
    renderRoutes(CHOOSE, pages);
    expect(await screen.findByRole('button', { name: '日本 +81' })).toBeTruthy();
  });

  it('offers a retry when the list cannot be fetched', async () => {
    await startI18n('en', 'account');
    renderRoutes(CHOOSE, pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sent.map((r) => r.url)).toEqual(['area_code', 'area_code']));
  });
});
