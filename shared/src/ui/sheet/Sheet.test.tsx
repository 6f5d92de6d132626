import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { startI18n } from '@h5/shared/testing';
import { Sheet } from './Sheet';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Sheet visible={open} onMaskClick={() => setOpen(false)} bodyClassName="x-sheet">
        <div role="dialog" aria-label="Choose">
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      </Sheet>
    </>
  );
}

beforeAll(() => startI18n('en'));

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
