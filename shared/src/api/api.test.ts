/**
 * The API client against a real HTTP server (jsdom's XHR, CORS and all): every branch of the
 * spec's error catalogue, plus what each request carries.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PREFETCH_KEEP_MS, RECENT_ERROR_MS } from '@h5/shared/constants';
import { contract, type User } from '@h5/shared/contract';
import { changeLanguage, initI18n, saveLanguageMark } from '@h5/shared/i18n';
import { onNotLoggedIn, useSession } from '@h5/shared/session';
import { currentToast } from '@h5/shared/toast';
import { call, http, interpretReply, prefetch, takeRecentError, upload } from './index';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];
let reply: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

/** Waits (up to 2 s) until the server has seen `count` requests. */
const seenReach = async (count: number) => {
  for (let tries = 0; seen.length < count && tries < 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(seen).toHaveLength(count);
};

const user: User = {
  id: 1, nickname: 'n', account: 'a@b.co', phone: '', area_code: '', email: 'a@b.co', language: 'en',
  has_fund_password: false, verification: 'none', advanced_verification: 'none', invite_code: 'X', created_at: '', two_factor: false, anti_phishing_code: '',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    // No keep-alive: the client's pooled sockets would outlive the test run.
    res.setHeader('connection', 'close');
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization, lang, content-type');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      reply(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  http.defaults.baseURL = `${base}/api`;
  await initI18n();
  await changeLanguage('en');
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
  useSession.getState().clear();
  http.defaults.timeout = 60_000;
});

describe('reply rules', () => {
  it('type ok is success and yields the data', async () => {
    reply = (_, res) => json(res, 200, { type: 'ok', code: 0, message: 'done', data: [{ iso: 'CN', code: '86' }] });
    const result = await call(contract.user.areaCode);
    expect(result).toEqual({ ok: true, data: [{ iso: 'CN', code: '86' }], message: 'done' });
  });

  it('code 1 is success whatever the type', async () => {
    reply = (_, res) => json(res, 200, { type: 'success', code: 1, message: '', data: 'zh' });
    expect(await call(contract.user.setLang, { lang: 'zh' })).toMatchObject({ ok: true, data: 'zh' });
  });

  it('type 999 ends the session, toasts and broadcasts not-logged-in', async () => {
    useSession.getState().signIn('tok', user);
    const heard: string[] = [];
    const stop = onNotLoggedIn((m) => heard.push(m));
    reply = (_, res) => json(res, 401, { type: '999', code: 999, message: 'Please log in first', data: null });
    const result = await call(contract.user.center);
    stop();
    expect(result).toEqual({ ok: false, reason: 'session', message: 'Please log in first' });
    expect(useSession.getState().token).toBe('');
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem('h5.session')).toBeNull();
    expect(heard).toEqual(['Please log in first']);
    expect(currentToast()).toBe('Please log in first');
  });

  it('a 999 to a request sent for a session already ended or replaced changes nothing', async () => {
    const held: Array<() => void> = [];
    reply = (_, res) => held.push(() => json(res, 401, { type: '999', code: 999, message: 'Please log in first', data: null }));
    const heard: string[] = [];
    const stop = onNotLoggedIn((m) => heard.push(m));
    useSession.getState().signIn('old', user);
    const first = call(contract.user.center, {}, { silent: true });
    const late = call(contract.user.center, {}, { silent: true });
    await seenReach(2);
    // The first reply ends the session, once.
    held[0]!();
    expect(await first).toMatchObject({ ok: false, reason: 'session' });
    expect(heard).toHaveLength(1);
    // The user signs in again before the other reply, for the old token, comes.
    useSession.getState().signIn('new', user);
    held[1]!();
    expect(await late).toMatchObject({ ok: false, reason: 'session' });
    stop();
    expect(heard).toHaveLength(1);
    expect(useSession.getState().token).toBe('new');
  });

  it('any other reply toasts its message', async () => {
    reply = (_, res) => json(res, 400, { type: 'error', code: 1003, message: 'Set the withdrawal address first', data: null });
    const result = await call(contract.user.areaCode);
    // The code travels with the failure, so a page can offer the way forward it stands for.
    expect(result).toEqual({ ok: false, reason: 'business', message: 'Set the withdrawal address first', code: 1003 });
    expect(currentToast()).toBe('Set the withdrawal address first');
  });

  it('a failure without a message shows the word ERROR', async () => {
    reply = (_, res) => json(res, 200, { type: 'error', code: 0, message: '', data: null });
    expect(await call(contract.user.areaCode)).toMatchObject({ ok: false, message: 'ERROR' });
    reply = (_, res) => json(res, 502, '<html>Bad gateway</html>');
    expect(await call(contract.user.areaCode)).toMatchObject({ ok: false, message: 'ERROR' });
    expect(currentToast()).toBe('ERROR');
  });

  it('a network error has its own translated message', async () => {
    // The connection drops before any reply, as on a lost network.
    reply = (req) => req.socket.destroy();
    // jsdom leaves an XHR's timeout timer running after a network error; keep it short.
    http.defaults.timeout = 2_000;
    // jsdom reports the dropped connection on the console as a browser would.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await call(contract.user.areaCode)).toEqual({ ok: false, reason: 'network', message: 'Network error, please check your connection' });
    } finally {
      quiet.mockRestore();
    }
  });

  it('a timeout has its own translated message', async () => {
    http.defaults.timeout = 150;
    let late: ReturnType<typeof setTimeout> | undefined;
    reply = (_, res) => {
      late = setTimeout(() => json(res, 200, { type: 'ok', code: 1, message: '', data: [] }), 600);
    };
    expect(await call(contract.user.areaCode)).toEqual({ ok: false, reason: 'timeout', message: 'The request timed out, please try again' });
    clearTimeout(late);
  });

  it('silent calls leave the toast to the caller', async () => {
    reply = (_, res) => json(res, 200, { type: 'error', code: 0, message: 'quiet please', data: null });
    await call(contract.user.areaCode, {}, { silent: true });
    expect(currentToast()).not.toBe('quiet please');
  });

  it('keeps the last failure the user saw for a chat opened soon after, once; not a background one', async () => {
    takeRecentError();
    reply = (_, res) => json(res, 200, { type: 'error', code: 0, message: 'quiet please', data: null });
    await call(contract.user.areaCode, {}, { silent: true });
    expect(takeRecentError()).toBeNull();
    // A silent action (its page says why inline) was seen all the same.
    await call(contract.user.areaCode, {}, { silent: true, loading: true });
    expect(takeRecentError()).toBe('quiet please');
    reply = (_, res) => json(res, 400, { type: 'error', code: 0, message: 'Insufficient balance', data: null });
    const before = Date.now();
    await call(contract.user.areaCode);
    expect(takeRecentError(before + RECENT_ERROR_MS)).toBe('Insufficient balance');
    expect(takeRecentError()).toBeNull();
    await call(contract.user.areaCode);
    expect(takeRecentError(Date.now() + RECENT_ERROR_MS + 1_000)).toBeNull();
  });

  it('interprets odd bodies safely', () => {
    expect(interpretReply(null)).toEqual({ ok: false, reason: 'business', message: 'ERROR' });
    expect(interpretReply({ type: 999, code: 999, message: 'x' })).toMatchObject({ reason: 'session' });
  });
});

describe('what a request carries', () => {
  it('posts form-encoded bodies with the token and the language mark', async () => {
    useSession.getState().signIn('secret-token', user);
    saveLanguageMark('en');
    reply = (_, res) => json(res, 200, { type: 'ok', code: 1, message: '', data: null });
    await call(contract.user.login, { type: 'email', account: 'a@b.co', password: 'p@ss word&1' });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/user/login');
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBe('secret-token');
    expect(request?.headers.lang).toBe('en');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({ type: 'email', account: 'a@b.co', password: 'p@ss word&1' });
  });

  it('sends GET parameters in the query and PUT like POST', async () => {
    reply = (_, res) => json(res, 200, { type: 'ok', code: 1, message: '', data: null });
    await call(contract.market.timeshare, { symbol: 'BTC/USDT', period: '1min' });
    await call(contract.spot.cancel, { id: '5' });
    expect(seen[0]?.url).toBe('/api/currency/new_timeshar?symbol=BTC%2FUSDT&period=1min');
    expect(seen[1]?.method).toBe('PUT');
    expect(seen[1]?.body).toBe('id=5');
  });

  it('never sends a request that breaks the contract, and says why', async () => {
    const result = await call(contract.user.login, { type: 'mobile', account: '', password: 'x' });
    expect(result).toEqual({ ok: false, reason: 'validation', message: 'Please enter phone number' });
    expect(seen).toHaveLength(0);
  });

  it('uploads a file as multipart with its fields and the token', async () => {
    useSession.getState().signIn('upload-token', user);
    reply = (_, res) => json(res, 200, { type: 'ok', code: 1, message: '', data: { id: 'f1', mime: 'image/png', size: 4 } });
    const progress: number[] = [];
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const result = await upload(contract.wallet.uploadImage, png, { purpose: 'deposit' }, { onProgress: (f) => progress.push(f) });
    expect(result).toMatchObject({ ok: true, data: { id: 'f1' } });
    const [request] = seen;
    expect(request?.url).toBe('/api/upload/image');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.authorization).toBe('upload-token');
    expect(request?.body).toContain('name="purpose"');
    expect(request?.body).toContain('deposit');
    expect(request?.body).toContain('name="file"');
  });

  it('refuses an upload whose fields break the contract, without sending it', async () => {
    const result = await upload(contract.wallet.uploadImage, new Blob(['x']), { purpose: 'selfie' as 'kyc' });
    expect(result).toMatchObject({ ok: false, reason: 'validation' });
    expect(seen).toHaveLength(0);
  });

  it('uses the 60 s timeout of the spec', () => {
    jest.isolateModules(() => {
      // A fresh client, untouched by the tests above.
      const fresh = jest.requireActual('./index') as typeof import('./index');
      expect(fresh.http.defaults.timeout).toBe(60_000);
      expect(fresh.http.defaults.baseURL).toBe('/api');
    });
  });
});

describe('calls asked for ahead of their page', () => {
  const highlights = { important: null, pinned: [{ id: 1, title: 'Maintenance' }] };
  /** Until the server has seen `count` requests in all. */
  const ok = (data: unknown) => (_: IncomingMessage, res: ServerResponse) => json(res, 200, { type: 'ok', code: 0, message: '', data });

  it("gives the page's first call the reply already asked for, once", async () => {
    reply = ok(highlights);
    prefetch(contract.notice.highlights);
    await seenReach(1);
    expect(seen[0]!.url).toBe('/api/notice/highlights');

    expect(await call(contract.notice.highlights, {})).toMatchObject({ ok: true, data: highlights });
    expect(seen).toHaveLength(1);
    // Taken once: the next call asks the server again.
    expect(await call(contract.notice.highlights, {})).toMatchObject({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it('asks once while a reply is on its way', async () => {
    reply = ok(highlights);
    prefetch(contract.notice.highlights);
    prefetch(contract.notice.highlights);
    await call(contract.notice.highlights, {});
    expect(seen).toHaveLength(1);
  });

  it('shows a failure as the taking call would have, and a dead session ends once', async () => {
    reply = (_, res) => json(res, 400, { type: 'error', code: 0, message: 'Not now', data: null });
    prefetch(contract.notice.highlights);
    await seenReach(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(currentToast()).not.toBe('Not now');
    expect(await call(contract.notice.highlights, {})).toMatchObject({ ok: false, message: 'Not now' });
    expect(currentToast()).toBe('Not now');

    useSession.getState().signIn('tok', user);
    const heard: string[] = [];
    const stop = onNotLoggedIn((message) => heard.push(message));
    reply = (_, res) => json(res, 401, { type: '999', code: 999, message: 'Please log in first', data: null });
    prefetch(contract.notice.highlights);
    await seenReach(2);
    expect(useSession.getState().token).toBe('tok');
    expect(await call(contract.notice.highlights, {}, { silent: true })).toMatchObject({ ok: false, reason: 'session' });
    stop();
    expect(useSession.getState().token).toBe('');
    expect(heard).toEqual(['Please log in first']);
  });

  it('asks again for a reply asked for too long before, for another session or language, or for a call with params', async () => {
    reply = ok(highlights);
    prefetch(contract.notice.highlights, Date.now() - PREFETCH_KEEP_MS - 1);
    await seenReach(1);
    await call(contract.notice.highlights, {});
    expect(seen).toHaveLength(2);

    prefetch(contract.notice.highlights);
    await seenReach(3);
    useSession.getState().signIn('tok', user);
    await call(contract.notice.highlights, {});
    expect(seen).toHaveLength(4);
    expect(seen.map((r) => r.headers.authorization).slice(2)).toEqual([undefined, 'tok']);

    prefetch(contract.notice.highlights);
    await seenReach(5);
    saveLanguageMark('zh');
    await call(contract.notice.highlights, {});
    saveLanguageMark('en');
    expect(seen).toHaveLength(6);
    expect(seen.map((r) => r.headers.lang).slice(4)).toEqual(['en', 'zh']);

    reply = ok([]);
    prefetch(contract.news.list);
    await seenReach(7);
    await call(contract.news.list, { page: 2 });
    expect(seen).toHaveLength(8);
  });

  it('sends again for a call whose earlier reply went untaken for too long', async () => {
    reply = ok(highlights);
    prefetch(contract.help.categories, Date.now() - PREFETCH_KEEP_MS - 1);
    await seenReach(1);
    prefetch(contract.help.categories);
    await seenReach(2);
    await call(contract.help.categories, {});
    expect(seen).toHaveLength(2);
  });
});
