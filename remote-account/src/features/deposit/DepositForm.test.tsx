import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, paths, renderRoutes, startI18n } from '@h5/shared/testing';
import { USDT, messageOf, press, type } from '../../../test/form';
import '../../start';
import { DepositForm } from './DepositForm';

const PAGE = '/pages/assets/deposit/charge';
const sent = fakeServer();

beforeAll(() => startI18n('en', 'account'));
beforeEach(() => {
  sent.length = 0;
  renderRoutes(PAGE, { [PAGE]: () => <DepositForm kind="chain" currency={USDT} /> });
});

describe('deposit form', () => {
  it('wants the amount and the proof, and sends nothing without them', async () => {
    await screen.findByRole('button', { name: 'Submit' });
    press('Submit');
    expect(await screen.findByText('Please enter the amount')).toBeTruthy();
    expect(messageOf('Amount sent')).toBe('Please enter the amount');
    expect(screen.getByText('Please upload the proof image')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("holds the coin's minimum and its decimals", async () => {
    await screen.findByLabelText('Amount sent');
    type('Amount sent', '9.5');
    press('Submit');
    expect(await screen.findByText('The minimum is 10 USDT')).toBeTruthy();
    // Typing stops at the coin's six places.
    type('Amount sent', '12.12345678');
    expect((screen.getByLabelText('Amount sent') as HTMLInputElement).value).toBe('12.123456');
    expect(sent).toEqual([]);
  });

  it('refuses a proof image over 5 MB on the phone', async () => {
    const input = await screen.findByLabelText('Proof of transfer');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'proof.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('Out of allowable file size')).toBeTruthy();
    await waitFor(() => expect(paths(sent)).toEqual([]));
  });

  it('refuses a file that is not an image', async () => {
    const input = await screen.findByLabelText('Proof of transfer');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Only PNG, JPEG or WebP images can be uploaded')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
