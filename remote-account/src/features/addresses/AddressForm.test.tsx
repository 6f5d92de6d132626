import { screen } from '@testing-library/react';
import { fakeServer, paths, renderRoutes, settle, startI18n } from '@h5/shared/testing';
import { ETH, USDT, messageOf, press, type } from '../../../test/form';
import '../../start';
import { AddressForm } from './AddressForm';

const PAGE = '/pages/user/address/create';
const sent = fakeServer();

beforeAll(() => startI18n('en', 'account'));
beforeEach(() => {
  sent.length = 0;
});

const renderForm = (initial = USDT) => renderRoutes(PAGE, { [PAGE]: () => <AddressForm currencies={[USDT, ETH]} initial={initial} /> });

describe('new address form', () => {
  it('takes USDT on TRC20 without asking, and reports what is missing', async () => {
    renderForm();
    expect((await screen.findByLabelText('Network')).textContent).toContain('TRC20');
    press('Submit');
    expect(await screen.findByText('Please enter the address')).toBeTruthy();
    expect(messageOf('Fund password')).toBe('Please enter the fund password');
    expect(messageOf('Verification code')).toBe('Please enter the verification code');
    expect(sent).toEqual([]);
  });

  it('checks the TRC20 shape and the six-digit fund password before anything is sent', async () => {
    renderForm();
    await screen.findByLabelText('Address');
    type('Address', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv0');
    type('Fund password', '12345');
    type('Verification code', '123456');
    press('Submit');
    expect(await screen.findByText('This is not a valid TRC20 address')).toBeTruthy();
    expect(messageOf('Fund password')).toBe('The fund password is 6 digits');
    expect(sent).toEqual([]);
  });

  it("asks for a code to the user's own phone or email, scene address", async () => {
    renderForm();
    await screen.findByLabelText('Address');
    press('Send code');
    await settle();
    expect(paths(sent)).toEqual(['set/sms_other_mail']);
    expect(sent[0]!.body.get('scene')).toBe('address');
  });
});
