import net from 'node:net';
import { translate } from '@h5/shared/i18n/messages';
import { member, snapshot, type Member } from './support/funds';
import { databases, startServer, type TestServer } from './support/server';

const envelope = (lang: 'zh' | 'en', key: string) => ({ type: 'error', code: 0, message: translate(lang, key), data: null });

/** Writes `text` on one connection and collects what comes back until the server closes it or `waitMs` passes. */
function rawExchange(server: TestServer, text: string, waitMs: number): Promise<{ received: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(server.url);
    const socket = net.connect(Number(port), hostname);
    let received = '';
    const done = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ received, closedByServer });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => done(true));
    socket.on('error', () => done(true));
    socket.write(text);
  });
}

const post = (path: string, headers: Record<string, string>, body: string) =>
  `POST /api/${path} HTTP/1.1\r\nhost: test\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

const replies = (received: string) => [...received.matchAll(/HTTP\/1\.1 (\d+)[^]*?\r\n\r\n(\{.*?\})(?=HTTP\/1\.1|$)/g)].map((match) => [Number(match[1]), JSON.parse(match[2] ?? '')]);

describe.each(databases)('bodies no route can read, on $name', (database) => {
  let server: TestServer;
  let who: Member;
  beforeAll(async () => {
    server = await startServer(database);
    who = await member(server);
  });
  afterAll(() => server.close());

  const boundary = 'b0undary';
  const purpose = `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ndeposit\r\n`;

  it.each([
    ['no boundary', 'multipart/form-data', `${purpose}--${boundary}--\r\n`, 'upload.malformed'],
    ['a body cut off before its closing boundary', `multipart/form-data; boundary=${boundary}`, `${purpose}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`, 'upload.malformed'],
    ['a plain field where the file goes', `multipart/form-data; boundary=${boundary}`, `${purpose}--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a file\r\n--${boundary}--\r\n`, 'upload.fileRequired'],
  ])('answers a multipart upload with %s with a localised 400 and keeps nothing', async (_case, type, body, key) => {
    const before = await snapshot(server);
    for (const lang of ['zh', 'en'] as const) {
      const response = await fetch(`${server.url}/api/upload/image`, { method: 'POST', headers: { 'content-type': type, authorization: `Bearer ${who.token}`, lang }, body });
      expect([response.status, await response.json()]).toEqual([400, envelope(lang, key)]);
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('answers a 10 MB form body with a 413 envelope the client receives (fetch)', async () => {
    const body = `account=${'x'.repeat(10 * 1024 * 1024)}`;
    for (const lang of ['zh', 'en'] as const) {
      const response = await fetch(`${server.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', lang }, body });
      expect([response.status, await response.json()]).toEqual([413, envelope(lang, 'server.requestTooLarge')]);
    }
  });

  it('keeps the connection usable after a 413: the next request on it is answered', async () => {
    const big = post('user/login', { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' }, `account=${'x'.repeat(10 * 1024 * 1024)}`);
    const next = post('user/check_mobile', { 'content-type': 'application/json', lang: 'zh' }, '{"area_code":"86","mobile":"13900000001"}');
    const { received, closedByServer } = await rawExchange(server, big + next, 1500);
    expect(replies(received)).toEqual([
      [413, envelope('en', 'server.requestTooLarge')],
      [200, { type: 'ok', code: 1, message: translate('zh', 'status.operationSuccessful'), data: { registered: false } }],
    ]);
    expect(closedByServer).toBe(false);
  });

  it('answers an unsupported content type with a localised 415', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const response = await fetch(`${server.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'text/xml', lang }, body: '<a/>' });
      expect([response.status, await response.json()]).toEqual([415, envelope(lang, 'server.unsupportedType')]);
    }
  });

  it('answers a JSON body that is not an object with a localised 400', async () => {
    for (const [lang, body] of [['zh', '[1,2]'], ['en', '"text"']] as const) {
      const response = await fetch(`${server.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json', lang }, body });
      expect([response.status, await response.json()]).toEqual([400, envelope(lang, 'server.badRequest')]);
    }
  });

  it('answers headers past the size limit with a 431 envelope (in the default language: the headers went unread), then closes', async () => {
    const { received, closedByServer } = await rawExchange(server, `GET /api/currency/deal?symbol=${'x'.repeat(20_000)} HTTP/1.1\r\nhost: test\r\nlang: en\r\n\r\n`, 3000);
    expect(replies(received)).toEqual([[431, envelope('zh', 'server.requestTooLarge')]]);
    expect(closedByServer).toBe(true);
  });
});
