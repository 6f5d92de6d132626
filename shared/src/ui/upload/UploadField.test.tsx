import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from '@h5/shared/api';
import { startI18n } from '@h5/shared/testing';
import { UploadField } from './UploadField';

const MB = 1024 * 1024;

/** Uploads the field tried, stopped before leaving (the page sees a network failure). */
const sent: FormData[] = [];
http.interceptors.request.use((config) => {
  if (config.data instanceof FormData) sent.push(config.data);
  throw new Error('unit tests have no server');
});

beforeAll(() => startI18n('en'));
beforeEach(() => {
  sent.length = 0;
});

function Form() {
  const [value, setValue] = useState('');
  return (
    <>
      <UploadField id="proof" label="Proof image" purpose="deposit" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const choose = (file: File) => act(async () => {
  fireEvent.change(screen.getByLabelText('Proof image'), { target: { files: [file] } });
});
const file = (size: number, type: string, name = 'photo') => new File([new Uint8Array(size)], name, { type });

describe('upload field', () => {
  it('refuses a file over 5 MB on the phone, sending nothing', async () => {
    render(<Form />);
    await screen.findByText('Tap to add a photo');
    await choose(file(5 * MB + 1, 'image/jpeg'));
    expect(await screen.findByText('Out of allowable file size')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    render(<Form />);
    await choose(file(10, 'application/pdf', 'terms.pdf'));
    expect(await screen.findByText('Only PNG, JPEG or WebP images can be uploaded')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('uploads an image with its purpose, reports the failure and retries the same file', async () => {
    render(<Form />);
    const photo = file(2000, 'image/png', 'proof.png');
    await choose(photo);
    await screen.findByText(/Upload failed/);
    expect(screen.getByText(/Uploading failed please try again/)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('purpose')).toBe('deposit');
    const first = sent[0]!.get('file') as File;
    expect(first.size).toBe(2000);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect((sent[1]!.get('file') as File).size).toBe(first.size);
    expect(screen.getByTestId('value').textContent).toBe('');
  });
});

