import { stat } from 'node:fs/promises';
import path from 'node:path';
import { translate } from '@h5/shared/i18n/messages';
import { IMAGES, member, snapshot, upload, uploadedId } from './support/funds';
import { databases, startServer, type TestServer } from './support/server';

const en = (key: string) => translate('en', key);

describe.each(databases)('image uploads on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
  });
  afterAll(() => server.close());

  const fetchFile = (id: string, token?: string) =>
    fetch(`${server.url}/api/upload/file?id=${id}`, { headers: { lang: 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it.each([
    ['PNG', IMAGES.png, 'image/png'],
    ['JPEG', IMAGES.jpeg, 'image/jpeg'],
    ['WebP', IMAGES.webp, 'image/webp'],
  ])('keeps a %s privately, typed by its bytes, and shows it to its owner only', async (_name, bytes, mime) => {
    const who = await member(server);
    // The declared type and the name say nothing: a JPEG sent as "x.png" is still a JPEG.
    const { status, body } = await upload(server, who.token, bytes, { purpose: 'kyc', filename: 'x.png', type: 'application/octet-stream' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), mime, size: bytes.length });

    const stored = path.join(server.config.uploads.dir, 'kyc', body.data.id);
    expect((await stat(stored)).mode & 0o777).toBe(0o600);
    expect(path.relative(server.config.staticRoot, stored).startsWith('..')).toBe(true);

    const own = await fetchFile(body.data.id, who.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe(mime);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await own.arrayBuffer())).toEqual(bytes);

    const stranger = await member(server);
    const theirs = await fetchFile(body.data.id, stranger.token);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ type: 'error', code: 0, message: en('server.notFound'), data: null });
    const anonymous = await fetchFile(body.data.id);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ type: '999', code: 999 });
    expect((await fetchFile('../../etc/passwd', who.token)).status).toBe(404);
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, honestly'), 415, 'upload.notImage'],
    ['an empty file', Buffer.alloc(0), 415, 'upload.notImage'],
    ['a GIF', Buffer.from('GIF89a-----------'), 415, 'upload.notImage'],
    ['a file over 5 MB', Buffer.concat([IMAGES.png, Buffer.alloc(5 * 1024 * 1024)]), 413, 'upload.tooLarge'],
  ])('refuses %s and keeps nothing', async (_name, bytes, status, key) => {
    const who = await member(server);
    const before = await snapshot(server);
    const refused = await upload(server, who.token, bytes, { filename: 'photo.png', type: 'image/png' });
    expect(refused.status).toBe(status);
    expect(refused.body).toEqual({ type: 'error', code: 0, message: en(key), data: null });
    expect(await snapshot(server)).toEqual(before);
  });

  it('takes exactly 5 MB', async () => {
    const who = await member(server);
    const bytes = Buffer.concat([IMAGES.png, Buffer.alloc(5 * 1024 * 1024 - IMAGES.png.length)]);
    expect((await upload(server, who.token, bytes)).body.data.size).toBe(5 * 1024 * 1024);
  });

  it('refuses an upload without a file, for an unknown purpose, or without a session', async () => {
    const who = await member(server);
    const noFile = await fetch(`${server.url}/api/upload/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.token}`, lang: 'en' },
      body: (() => {
        const form = new FormData();
        form.append('purpose', 'deposit');
        return form;
      })(),
    });
    expect(await noFile.json()).toMatchObject({ code: 0, message: en('upload.fileRequired') });
    expect((await upload(server, who.token, IMAGES.png, { purpose: 'avatar' })).body.message).toBe(en('validation.uploadPurposeInvalid'));
    expect((await upload(server, undefined, IMAGES.png)).status).toBe(401);
    expect((await upload(server, 'garbage', IMAGES.png)).status).toBe(401);
  });

  it('stores each upload under a new random id', async () => {
    const who = await member(server);
    const ids = new Set(await Promise.all(Array.from({ length: 5 }, () => uploadedId(server, who.token))));
    expect(ids.size).toBe(5);
  });
});
