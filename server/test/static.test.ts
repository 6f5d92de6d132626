import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { databases, startServer, type TestServer } from './support/server';

/** A fake build: the host and two remotes; `remote-content` is missing on purpose. */
async function fakeDist(root: string): Promise<void> {
  const files: Record<string, string> = {
    'host/dist/index.html': '<!doctype html><title>H5</title>',
    'host/dist/remotes.json': '{"trading":"/h5/static/js/trading/remoteEntry.js"}',
    'host/dist/sw.js': 'self.__WB_MANIFEST = [];',
    'host/dist/manifest.webmanifest': '{"name":"H5 Exchange","start_url":"/h5/"}',
    'host/dist/static/js/host/main.0a1b2c3d.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    'remote-trading/dist/remoteEntry.js': 'var trading = {};',
    'remote-trading/dist/mf-manifest.json': '{"name":"trading"}',
    'remote-trading/dist/123.a1b2c3d4.js': 'var chunk = 1;',
    'remote-wealth/dist/remoteEntry.js': 'var wealth = {};',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  // The build's compressed twins (shared/build/precompress.cjs), told apart from the file by their text.
  const twin = 'host/dist/static/js/host/twin.0a1b2c3d.js';
  await writeFile(path.join(root, twin), 'var from = "the file";');
  await writeFile(path.join(root, `${twin}.br`), brotliCompressSync('var from = "the br twin";'));
  await writeFile(path.join(root, `${twin}.gz`), gzipSync('var from = "the gzip twin";'));
}

describe.each(databases)('static files on $name', (database) => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'h5-static-'));
    await fakeDist(root);
    server = await startServer(database, { staticRoot: root });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers, redirect: 'manual' });

  it('redirects / and /h5 to /h5/, which serves the host page, never cached stale', async () => {
    for (const url of ['/', '/h5']) {
      const response = await get(url);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/h5/');
    }
    const page = await get('/h5/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>H5</title>');
  });

  it.each([
    ['/h5/remotes.json', 'no-cache'],
    ['/h5/sw.js', 'no-cache'],
    ['/h5/static/js/host/main.0a1b2c3d.js', 'public, max-age=31536000, immutable'],
    ['/h5/static/js/trading/remoteEntry.js', 'no-cache'],
    ['/h5/static/js/trading/mf-manifest.json', 'no-cache'],
    ['/h5/static/js/trading/123.a1b2c3d4.js', 'public, max-age=31536000, immutable'],
    ['/h5/static/js/wealth/remoteEntry.js', 'no-cache'],
  ])('serves %s with cache-control "%s"', async (url, cacheControl) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
  });

  it('serves the service worker as a script and the web app manifest as one', async () => {
    const worker = await get('/h5/sw.js');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    const manifest = await get('/h5/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  });

  it('compresses scripts for clients that accept it', async () => {
    const brotli = await get('/h5/static/js/host/main.0a1b2c3d.js', { 'accept-encoding': 'br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const gzip = await get('/h5/static/js/host/main.0a1b2c3d.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('console.log');
  });

  it("serves the build's compressed twins to clients that take them, the file to others", async () => {
    const url = '/h5/static/js/host/twin.0a1b2c3d.js';
    for (const [accepted, encoding, text] of [
      ['br, gzip', 'br', 'the br twin'],
      ['gzip', 'gzip', 'the gzip twin'],
      ['identity', null, 'the file'],
    ] as const) {
      const response = await get(url, { 'accept-encoding': accepted });
      expect([accepted, response.status, response.headers.get('content-encoding'), await response.text()]).toEqual([accepted, 200, encoding, `var from = "${text}";`]);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      if (encoding) expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    }
  });

  it('answers 404 for a remote that was never built and for missing files', async () => {
    for (const url of ['/h5/static/js/content/remoteEntry.js', '/h5/static/js/trading/nope.js', '/h5/nope.html']) {
      expect((await get(url)).status).toBe(404);
    }
  });
});
