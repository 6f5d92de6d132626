import { fireEvent, screen, within } from '@testing-library/react';
import { fakeServer, renderRoutes, startI18n } from '@h5/shared/testing';
import { messageOf, press, type } from '../../../test/form';
import '../../pages';
import { AdvancedForm } from './VerificationAdvancedPage';
import { BasicForm } from './VerificationBasicPage';

const BASIC = '/pages/verification/basic';
const ADVANCED = '/pages/verification/advanced';
const sent = fakeServer();

beforeAll(() => startI18n('en', 'account'));
beforeEach(() => {
  sent.length = 0;
});

describe('basic verification form', () => {
  it('requires country, name, ID number and address', async () => {
    renderRoutes(BASIC, { [BASIC]: BasicForm });
    await screen.findByLabelText('Country or region');
    press('Submit');
    expect(await screen.findByText('Please enter your country')).toBeTruthy();
    expect(messageOf('Name')).toBe('Please enter your name');
    expect(messageOf('ID number')).toBe('Please enter your ID number');
    expect(messageOf('Contact address')).toBe('Please enter your contact address');
    expect(sent).toEqual([]);
  });

  it("picks the country from a searchable list named in the reader's language", async () => {
    renderRoutes(BASIC, { [BASIC]: BasicForm });
    fireEvent.click(await screen.findByLabelText('Country or region'));
    const sheet = await screen.findByRole('dialog', { name: 'Country or region' });
    fireEvent.change(within(sheet).getByPlaceholderText('Search country or region'), { target: { value: 'japa' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Japan' }));
    expect(document.getElementById('ac-kyc-country')?.textContent).toContain('Japan');
    type('Name', 'Ana');
    press('Submit');
    expect(await screen.findByText('Please enter your ID number')).toBeTruthy();
    expect(document.getElementById('ac-kyc-country')?.getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('advanced verification form', () => {
  it('requires the three photos', async () => {
    renderRoutes(ADVANCED, { [ADVANCED]: AdvancedForm });
    await screen.findByLabelText('Front of your ID');
    press('Submit');
    expect(await screen.findByText('Please upload the front of your ID')).toBeTruthy();
    expect(screen.getByText('Please upload the back of your ID')).toBeTruthy();
    expect(screen.getByText('Please upload a photo holding your ID')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
