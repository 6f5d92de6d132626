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
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Sheet visible={open} onClose={() => setOpen(false)}>
        <div role="dialog" aria-label="Choose" />
      </Sheet>
    </>
  );
}

beforeAll(() => startI18n('en'));

it('says the sheet could not load, stays closed, and opens on the next tap once its code can come', async () => {
  render(<Opener />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  await waitFor(() => expect(currentToast()).toBe('Loading failed'));
  expect(screen.queryByRole('dialog')).toBeNull();

  mockOffline = false;
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('dialog', { name: 'Choose' })).toBeTruthy();
});
