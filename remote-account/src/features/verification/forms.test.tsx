import { fireEvent, screen, within } from '@testing-library/react';
import { fakeServer, renderRoutes, startI18n } from '@h5/shared/testing';
import { messageOf, press, type } from '../../../test/form';
import '../../start';
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
  const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
  const labels = () => Array.from(document.querySelectorAll('.h5-upload__label')).map((label) => label.textContent);

  it('asks for the document first: no upload before one is chosen', async () => {
    renderRoutes(ADVANCED, { [ADVANCED]: AdvancedForm });
    await screen.findByRole('group', { name: 'Type of ID' });
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Identity card', 'Passport', 'Driving licence']);
    expect(screen.getByText('Choose the document you will photograph.')).toBeTruthy();
    expect(labels()).toEqual([]);
    press('Submit');
    expect(await screen.findByText('Please choose the type of your ID')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('names each photo for the document, each with a sample of a good one, and requires all three', async () => {
    renderRoutes(ADVANCED, { [ADVANCED]: AdvancedForm });
    await screen.findByRole('group', { name: 'Type of ID' });
    choose('Identity card');
    expect(labels()).toEqual(['Front of your identity card', 'Back of your identity card', 'You holding your identity card']);
    choose('Passport');
    // A passport has no back: its photo page, its cover, and held open at the photo page.
    expect(labels()).toEqual(['Photo page of your passport', 'Cover of your passport', 'You holding your passport open at the photo page']);
    expect(screen.getByTestId('sample-passportCover').textContent).toContain('The closed passport, cover up');
    choose('Driving licence');
    expect(labels()).toEqual(['Front of your driving licence', 'Back of your driving licence', 'You holding your driving licence']);
    const samples = screen.getAllByRole('figure');
    expect(samples).toHaveLength(3);
    for (const sample of samples) {
      expect(within(sample).getByText('A good photo')).toBeTruthy();
      // Drawn, not a picture: no image is fetched.
      expect(sample.querySelector('img')).toBeNull();
      expect(sample.querySelector('svg')).toBeTruthy();
    }

    press('Submit');
    expect(await screen.findAllByText('Please upload this photo')).toHaveLength(3);
    expect(screen.queryByText('Please choose the type of your ID')).toBeNull();
    expect(sent).toEqual([]);
  });
});
