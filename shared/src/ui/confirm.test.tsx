import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { startI18n } from '@h5/shared/testing';
import { currentToast } from '@h5/shared/toast';
import { useConfirm, usePrompt } from './confirm';

// The dialog's code, as a chunk that cannot be fetched while `mockOffline` holds (the first test).
let mockOffline = true;
jest.mock('./dialog', () => {
  if (mockOffline) throw new Error('Loading chunk dialog failed');
  return jest.requireActual('./dialog');
});

/** Hands the test the hooks' functions, as a page would hold them. */
function Asker({ onReady }: { onReady: (ask: { confirm: ReturnType<typeof useConfirm>; prompt: ReturnType<typeof usePrompt> }) => void }) {
  onReady({ confirm: useConfirm(), prompt: usePrompt() });
  return null;
}

let ask: Parameters<Parameters<typeof Asker>[0]['onReady']>[0];
beforeAll(() => startI18n('en'));
beforeEach(() => {
  render(<Asker onReady={(hooks) => (ask = hooks)} />);
});
const dialog = () => screen.queryByRole('dialog', { name: 'Sure?' });

describe('dialogs', () => {
  it('answer a question whose dialog cannot load as a cancel, and say why nothing opened', async () => {
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = ask.confirm({ content: 'Sure?' });
    });
    await expect(answer).resolves.toBe(false);
    expect(currentToast()).toBe('Loading failed');
    expect(dialog()).toBeNull();
    mockOffline = false;
  });

  it('answer true for the way forward, in the reader\'s words', async () => {
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = ask.confirm({ content: 'Sure?', confirmText: 'Go' });
    });
    await screen.findByRole('dialog', { name: 'Sure?' });
    expect(screen.getByText('Cancel')).toBeTruthy();
    fireEvent.click(screen.getByText('Go'));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('close when the user goes back, answered as a cancel', async () => {
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = ask.confirm({ content: 'Sure?' });
    });
    await screen.findByRole('dialog', { name: 'Sure?' });
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('a prompt answers what was typed, trimmed, or null when the user goes back', async () => {
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
    let typed: Promise<string | null> = Promise.resolve(null);
    act(() => {
      typed = ask.prompt({ content: 'Sure?', label: 'Code', confirmText: 'Delete' });
    });
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByText('Delete'));
    await expect(typed).resolves.toBe('123456');
    await waitFor(() => expect(screen.queryByLabelText('Code')).toBeNull());

    let left: Promise<string | null> = Promise.resolve('');
    act(() => {
      left = ask.prompt({ content: 'Sure?', label: 'Code' });
    });
    await screen.findByLabelText('Code');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(left).resolves.toBeNull();
    await waitFor(() => expect(screen.queryByLabelText('Code')).toBeNull());
  });
});
