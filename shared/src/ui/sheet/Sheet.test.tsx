import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { startI18n } from '@h5/shared/testing';
import { currentToast } from '@h5/shared/toast';
import { Sheet } from './Sheet';

// The popup's code, as a chunk that cannot be fetched while `mockOffline` holds.
let mockOffline = true;
jest.mock('./popup', () => {
  if (mockOffline) throw new Error('Loading chunk sheet failed');
  return jest.requireActual('./popup');
});

function Opener() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Sheet visible={open} onMaskClick={close} onClose={close} bodyClassName="x-sheet">
        <div role="dialog" aria-label="Choose">
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
      </Sheet>
    </>
  );
}

beforeAll(() => startI18n('en'));

// First: the module keeps the popup once loaded, for every sheet after.
it('says the sheet could not load, stays closed, and opens on the next tap once its code can come', async () => {
  render(<Opener />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  await waitFor(() => expect(currentToast()).toBe('Loading failed'));
  expect(screen.queryByRole('dialog')).toBeNull();

  mockOffline = false;
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('dialog', { name: 'Choose' })).toBeTruthy();
});

it('draws nothing until first opened, then slides its content up, and hides it again on close', async () => {
  render(<Opener />);
  expect(document.querySelector('.adm-popup')).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  const sheet = await screen.findByRole('dialog', { name: 'Choose' });
  expect(sheet.closest('.adm-popup-body')?.classList.contains('x-sheet')).toBe(true);

  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  // Kept mounted after its first open, so it animates closed; hidden once closed.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.querySelector('.adm-popup')).not.toBeNull();
});
