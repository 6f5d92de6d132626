/**
 * Repeat visit and offline (issue 23): the service worker serves the host's shell and every
 * hashed chunk from its caches, asks the network first for remotes.json and the remote entries,
 * opens the shell offline with a translated offline state, and never keeps an API reply.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { REMOTE_LOCATIONS_CACHE } from '@h5/shared/constants';
import { pathOf } from '@h5/shared/routes';
import { failSayingWhere } from '../lib/browser';
import { useApp, type Phone } from '../lib/fixture';
import { LOADING } from '../lib/settle';
import { newTrader } from '../lib/trader';
import { untilWorkerKeepsPage } from '../lib/worker';

// Requests a service worker makes itself are reported (Chromium) only with this set, read when
// the browser is launched (useApp's beforeAll): without it the worker's network use is unseen.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const app = useApp({ copyStatic: true });

const HOME_READY = '.ct-gainers__row';

/** First visit: home, then the worker installed and in control of the page. */
async function firstVisit(phone: Phone, hash = ''): Promise<void> {
  const { page } = phone;
  await page.goto(`/h5/${hash}`);
  await page.locator(hash ? '.h5-app' : HOME_READY).first().waitFor({ timeout: 60_000 });
  // The page hands the worker what it loaded before the worker ran; the worker keeps all of it.
  const missing = await untilWorkerKeepsPage(page);
  expect(missing).toEqual([]);
}

/**
 * What one request cost on the network. `wireBytes` is what Chromium counted coming in for it,
 * headers and body (0 when the browser's HTTP cache answered); `bodyBytes` its body (a 304 has none).
 */
interface Fetched {
  url: string;
  byWorker: boolean;
  wireBytes: number;
  bodyBytes: number;
}

/** Records what the page and its worker fetch over the network while `body` runs. */
async function networkDuring(context: BrowserContext, body: () => Promise<void>): Promise<Fetched[]> {
  const pending: Array<Promise<Fetched | null>> = [];
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        // A page request the worker answered is not network; the worker's own fetch, if any, is reported apart.
        if (!response || response.fromServiceWorker()) return null;
        const { responseHeadersSize, responseBodySize } = await request.sizes();
        const wireBytes = Math.max(0, responseHeadersSize + responseBodySize);
        return { url: new URL(request.url()).pathname, byWorker: request.serviceWorker() !== null, wireBytes, bodyBytes: wireBytes && Math.max(0, responseBodySize) };
      })().catch(() => null),
    );
  };
  context.on('requestfinished', onFinished);
  try {
    await body();
  } finally {
    context.off('requestfinished', onFinished);
  }
  return (await Promise.all(pending)).filter((f): f is Fetched => f !== null && f.wireBytes > 0);
}

const firstContentfulPaint = (page: Page) =>
  page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1));

/** The cache names and the path of every request the page's origin keeps in them. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return out;
  });

/** The remote locations (remotes.json, remote entries) the worker keeps, for any host build. */
const keptLocations = async (page: Page) =>
  Object.entries(await cachedUrls(page))
    .filter(([name]) => name.startsWith(REMOTE_LOCATIONS_CACHE))
    .flatMap(([, urls]) => urls);

it('repeat visit: no byte of unchanged JS over the network, and the first paint comes from the cache', async () => {
  const phone = await app.phone();
  const { page, context } = phone;
  let firstPaint = 0;
  const first = await networkDuring(context, async () => {
    await firstVisit(phone);
    firstPaint = await firstContentfulPaint(page);
  });
  let repeatPaint = 0;
  let homeAt = 0;
  const repeat = await networkDuring(context, async () => {
    await page.goto('/h5/');
    homeAt = await page.locator(HOME_READY).first().waitFor({ timeout: 60_000 }).then(() => page.evaluate(() => Math.round(performance.now())));
    repeatPaint = await firstContentfulPaint(page);
    await page.waitForLoadState('networkidle');
  });

  const js = (list: Fetched[]) => list.filter((f) => f.url.endsWith('.js'));
  const sum = (list: Fetched[]) => list.reduce((total, f) => total + f.bodyBytes, 0);
  const wire = (list: Fetched[]) => list.reduce((total, f) => total + f.wireBytes, 0);
  console.log(
    [
      `first visit: ${js(first).length} scripts over the network, ${(sum(js(first)) / 1024).toFixed(1)} KB; first contentful paint ${firstPaint} ms`,
      `repeat visit: ${js(repeat).length} script requests reached the network (${js(repeat).map((f) => f.url.replace(/^.*\//, '')).join(', ') || 'none'}), ` +
        `${sum(js(repeat))} bytes of JS body (${wire(js(repeat))} bytes of their headers); everything: ${wire(repeat)} bytes with headers ` +
        `(remotes.json, the API, the socket); first contentful paint ${repeatPaint} ms, home's prices at ${homeAt} ms`,
    ].join('\n'),
  );
  expect(sum(js(first))).toBeGreaterThan(50_000);
  // Only the remote entries go to the network (network first), and come back 304 with no body.
  expect(js(repeat).filter((f) => !f.url.endsWith('/remoteEntry.js'))).toEqual([]);
  expect(sum(js(repeat))).toBe(0);
  // The shell itself came from the worker: index.html and the host's scripts never left the browser.
  expect(repeat.filter((f) => f.url === '/h5/' || f.url.startsWith('/h5/static/js/host/'))).toEqual([]);
  expect(repeatPaint).toBeGreaterThan(0);
  await context.close();
});

it('installs the worker only once the first page has fallen quiet, not while its code and data still arrive', async () => {
  const phone = await app.phone();
  const { page, context } = phone;
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      (window as unknown as { registeredAt: number }).registeredAt = performance.now();
      return register(...args);
    };
  });
  await firstVisit(phone);
  const { registeredAt, lastArrivedBefore } = await page.evaluate(() => {
    const at = (window as unknown as { registeredAt: number }).registeredAt;
    const ends = performance.getEntriesByType('resource').map((entry) => (entry as PerformanceResourceTiming).responseEnd);
    return { registeredAt: at, lastArrivedBefore: Math.max(...ends.filter((end) => end < at)) };
  });
  // At the load event (where it was registered before) the last script had just arrived.
  expect(registeredAt - lastArrivedBefore).toBeGreaterThanOrEqual(2_000);
  await context.close();
});

describe.each([
  { lang: 'en', notice: 'You are offline', title: 'You are offline', retry: 'Retry', wealth: 'Wealth', failed: 'Loading failed' },
  { lang: 'zh', notice: '网络已断开', title: '当前处于离线状态', retry: '重试', wealth: '理财', failed: '加载失败' },
])('offline start in $lang', ({ lang, notice, title, retry, wealth, failed }) => {
  it('the shell opens with the offline notice, a page never loaded says offline, and it loads once back online', async () => {
    const phone = await app.phone({ lang });
    const { page, context } = phone;
    await firstVisit(phone);

    await context.setOffline(true);
    await page.reload();
    // The shell and home (visited before, its code kept) open with no network; its prices cannot come.
    await page.locator('.h5-offline').waitFor({ timeout: 30_000 });
    expect(await page.locator('.h5-offline').innerText()).toContain(notice);
    // Home, or the error block that says why not.
    await page.locator('.ct-home, .h5-remote-error').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.h5-remote-error').count()).toBe(0);
    // The market list says its prices did not come, with Retry, instead of a blank.
    const markets = page.locator('.ct-markets .h5-load-failed');
    await markets.waitFor({ timeout: 30_000 });
    expect(await markets.locator('p').innerText()).toBe(failed);
    expect(await markets.getByRole('button').innerText()).toBe(retry);
    await phone.look(`offline-home-${lang}`);

    // The wealth remote was never loaded: a translated offline block with Retry, not an error.
    await phone.go(pathOf('wealth'));
    const block = page.locator('.h5-remote-error[data-kind="offline"]');
    await block.waitFor({ timeout: 30_000 });
    expect(await block.locator('h2').innerText()).toBe(title);
    expect(await block.getByRole('button').innerText()).toBe(retry);
    expect(await page.locator('.h5-tabbar__item').count()).toBe(7);
    await phone.look(`offline-remote-${lang}`);

    // Still offline, Retry shows the same block again rather than breaking.
    await block.getByRole('button').click();
    await block.waitFor({ timeout: 30_000 });

    // Back online: the notice goes and the page tries again by itself. The worker may get its
    // network a moment after the page hears `online`; if that try came too soon, Retry loads it.
    await context.setOffline(false);
    await page.locator('.h5-offline').waitFor({ state: 'detached', timeout: 30_000 });
    const settled = (what: string) => page.waitForFunction((selector) => !document.querySelector(selector), what, { timeout: 30_000 });
    await settled('.h5-skeleton, .h5-boot');
    if ((await page.locator('.h5-remote-error').count()) > 0) await page.locator('.h5-remote-error').getByRole('button').click();
    await settled('.h5-remote-error, .h5-skeleton, .h5-boot');
    expect(await page.locator('.h5-app[data-page="wealth"] .h5-app__main').innerText()).toContain(wealth);
    await context.close();
  });
});

const WEALTH_ENTRY = '/h5/static/js/wealth/remoteEntry.js';

describe('a redeployed remote', () => {
  const wealthDist = () => join(app.server.staticRoot, 'remote-wealth/dist');
  const remotesJson = () => join(app.server.staticRoot, 'host/dist/remotes.json');

  /** Writes a text file of a build, and the compressed twins the server sends first, as a deploy would. */
  const deployFile = (file: string, text: string) => {
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  };
  /** The entry as built, made to tell the page which deploy it came from. */
  const marked = (entry: string, deploy: string) => `${entry}\n;self.__H5_WEALTH_DEPLOY__=${JSON.stringify(deploy)};\n`;
  /** The wealth page rendered (not its skeleton), from the entry of deploy `deploy`. */
  const showWealth = async (page: Page, deploy = 'original') => {
    await page.waitForFunction((loading) => document.querySelector('.h5-app[data-page="wealth"]') && !document.querySelector(loading), LOADING, { timeout: 30_000 });
    expect(await page.locator('.h5-remote-error').count()).toBe(0);
    expect(await page.evaluate(() => (self as unknown as { __H5_WEALTH_DEPLOY__?: string }).__H5_WEALTH_DEPLOY__ ?? 'original')).toBe(deploy);
  };

  it('is taken at the next visit, in place or moved by remotes.json, never the entry the worker kept', async () => {
    const phone = await app.phone({ lang: 'en' });
    const { page } = phone;
    await firstVisit(phone, `#${pathOf('wealth')}`);
    // A second visit, under the worker: it keeps the entry now, for offline starts.
    await page.reload();
    await showWealth(page);
    expect(await keptLocations(page)).toContain(WEALTH_ENTRY);

    const entryFile = join(wealthDist(), 'remoteEntry.js');
    const original = readFileSync(entryFile, 'utf8');
    const originalRemotes = readFileSync(remotesJson(), 'utf8');
    const moved = join(wealthDist(), 'v2');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    try {
      // Redeployed in place: the same URL, new content.
      deployFile(entryFile, marked(original, 'in place'));
      await page.reload();
      await showWealth(page, 'in place');

      // Redeployed elsewhere: a new build beside the old one, and remotes.json pointing at it.
      mkdirSync(moved);
      for (const name of readdirSync(wealthDist())) if (name !== 'v2') cpSync(join(wealthDist(), name), join(moved, name), { recursive: true });
      deployFile(join(moved, 'remoteEntry.js'), marked(original, 'moved'));
      writeFileSync(remotesJson(), JSON.stringify({ ...JSON.parse(originalRemotes), wealth: '/h5/static/js/wealth/v2/remoteEntry.js' }));
      requested.length = 0;
      await page.reload();
      await showWealth(page, 'moved');
      expect(requested).toContain('/h5/static/js/wealth/v2/remoteEntry.js');
      expect(requested).not.toContain('/h5/static/js/wealth/remoteEntry.js');
    } finally {
      writeFileSync(remotesJson(), originalRemotes);
      deployFile(entryFile, original);
      rmSync(moved, { recursive: true, force: true });
    }
    await phone.context.close();
  });

  it('a new host (a new worker) never starts beside a remote entry kept for the old one', async () => {
    const phone = await app.phone({ lang: 'en' });
    const { context } = phone;
    await firstVisit(phone, `#${pathOf('wealth')}`);
    await phone.page.reload();
    await showWealth(phone.page);
    expect(await keptLocations(phone.page)).toContain(WEALTH_ENTRY);

    // The host redeployed: a new build's worker lists other files to precache (here one file changed).
    const workerFile = join(app.server.staticRoot, 'host/dist/sw.js');
    const worker = readFileSync(workerFile, 'utf8');
    const rebuilt = worker.replace(/'revision':'([0-9a-f])/, (_, first: string) => `'revision':'${first === '0' ? '1' : '0'}`);
    expect(rebuilt).not.toBe(worker);
    deployFile(workerFile, rebuilt);
    try {
      await phone.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await phone.page.waitForFunction(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting), undefined, { timeout: 30_000, polling: 200 });
      // It waits while a page runs the old host; the next start, with no such page left, is the new host's.
      await phone.page.close();
      const page = await context.newPage();
      await page.goto('/h5/');
      await page.waitForFunction(async () => !(await navigator.serviceWorker.getRegistration())?.waiting, undefined, { timeout: 30_000, polling: 200 });
      await page.locator(HOME_READY).first().waitFor({ timeout: 60_000 });
      // Offline, the new host does not start the wealth entry the old one kept: it says offline.
      await context.setOffline(true);
      const workerRequests: string[] = [];
      context.on('request', (request) => void (request.serviceWorker() && workerRequests.push(new URL(request.url()).pathname)));
      await page.evaluate((path) => (window.location.hash = path), pathOf('wealth'));
      // A full run once timed out here; it says what the page and its worker did if it does again.
      await page
        .locator('.h5-remote-error[data-kind="offline"]')
        .waitFor({ timeout: 30_000 })
        .catch(async (error: unknown) => {
          const state = await page.evaluate(async () => ({
            online: navigator.onLine,
            controller: navigator.serviceWorker.controller?.scriptURL ?? null,
            errorKind: document.querySelector('.h5-remote-error')?.getAttribute('data-kind') ?? null,
            wealthCards: document.querySelectorAll('.wl-card').length,
          }));
          const kept = await keptLocations(page);
          return failSayingWhere(page, 'offline-new-host-wealth', 'the offline block did not show', error, JSON.stringify({ ...state, kept, workerRequests }));
        });
      expect(await page.locator('.h5-app[data-page="wealth"] .wl-card').count()).toBe(0);
      await context.setOffline(false);
    } finally {
      deployFile(workerFile, worker);
    }
    await context.close();
  });
});

it('keeps no API reply and nothing with a token in any cache, signed in and using the app', async () => {
  const phone = await app.phone({ as: await newTrader('offline'), lang: 'en' });
  const { page } = phone;
  await firstVisit(phone);
  for (const key of ['assets', 'spot', 'wealth'] as const) {
    await phone.go(pathOf(key));
    await page.waitForFunction((loading) => !document.querySelector(loading), LOADING, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  }
  const kept = await cachedUrls(page);
  const urls = Object.values(kept).flat();
  // The worker kept the shell and the code it loaded...
  expect(urls).toContain('/h5/index.html');
  expect(urls.some((url) => /^\/h5\/static\/js\/(account|trading|wealth)\/.+\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  // ...and nothing of the API or the socket, though the page used both, signed in.
  expect(urls.filter((url) => url.startsWith('/api/') || url.startsWith('/socket.io/'))).toEqual([]);
  expect(urls.filter((url) => !url.startsWith('/h5/'))).toEqual([]);
  await phone.context.close();
});
