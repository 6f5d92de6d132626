import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTHENTICATED_CACHE_CONTROL, SECURITY_HEADERS } from '@h5/shared/security';
import { member, type Member } from './support/funds';
import { call, databases, startServer, type TestServer } from './support/server';

describe.each(databases)('security headers on $name', (database) => {
  let server: TestServer;
  let root: string;
  let who: Member;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'h5-headers-'));
    await mkdir(path.join(root, 'host/dist/static/js/host'), { recursive: true });
    await writeFile(path.join(root, 'host/dist/index.html'), '<!doctype html><title>H5</title>');
    await writeFile(path.join(root, 'host/dist/static/js/host/main.0a1b2c3d.js'), 'var main = 1;');
    server = await startServer(database, { staticRoot: root });
    who = await member(server);
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  const expectSecurityHeaders = (headers: Headers) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([name, headers.get(name)]).toEqual([name, value]);
  };

  it.each(['/h5/', '/h5/static/js/host/main.0a1b2c3d.js', '/h5/missing.js', '/', '/api/no/such/call'])('%s carries every security header', async (url) => {
    const response = await fetch(`${server.url}${url}`, { redirect: 'manual' });
    expectSecurityHeaders(response.headers);
  });

  it('the policy allows our own origin only, and OpenStreetMap\'s tiles (the default) for images; no inline script, no framing', () => {
    const csp = SECURITY_HEADERS['content-security-policy']!;
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|; )img-src 'self' blob: https:\/\/tile\.openstreetmap\.org(;|$)/);
    // The tiles' origin is the one other origin, and only for images.
    const others = csp.split('; ').filter((directive) => !directive.startsWith('img-src '));
    expect(others.join('; ')).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('API replies to a signed-in request are never stored; public ones keep their own caching', async () => {
    const mine = await call(server, 'user/center', { token: who.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe(AUTHENTICATED_CACHE_CONTROL);
    expectSecurityHeaders(mine.headers);
    // Refused because the token is bad: still a reply to a request with a token.
    const stale = await call(server, 'user/center', { token: 'not-a-session' });
    expect(stale.status).toBe(401);
    expect(stale.headers.get('cache-control')).toBe(AUTHENTICATED_CACHE_CONTROL);
    const guest = await call(server, 'currency/quotation_new');
    expect(guest.status).toBe(200);
    expect(guest.headers.get('cache-control')).not.toBe(AUTHENTICATED_CACHE_CONTROL);
    expectSecurityHeaders(guest.headers);
  });
});
