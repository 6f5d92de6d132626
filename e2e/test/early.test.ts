/**
 * The host's early script (host/src/early.ts): while the host's main script is still on its way,
 * the first page's remote entry is already asked for, and the page then draws from it, with no
 * second request for the entry. The page is not blank meanwhile: index.html's mark is the first
 * contentful paint. Home's own calls go out with the host's start, not after home's code, and a
 * remote's words without waiting for the host's own.
 */
import { openPhone } from '../lib/browser';
import { settled, useApp } from '../lib/fixture';
import { HOME, SPOT_TRADE } from '../lib/firstVisit';

const app = useApp();
const MAIN_SCRIPT = /\/h5\/static\/js\/host\/main\.[0-9a-f]{8}\.js$/;

type Page = Awaited<ReturnType<typeof openPhone>>['page'];

/**
 * Holds every request matching `held` until `release` is called, and records the path of every
 * request the page makes (`asked`).
 */
async function holdBack(page: Page, held: RegExp): Promise<{ release: () => void; asked: string[] }> {
  let release = () => {};
  const holding = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await holding;
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  return { release, asked };
}

describe.each([
  { visited: HOME, remote: 'content' },
  { visited: SPOT_TRADE, remote: 'trading' },
])('a first visit to $visited.name', ({ visited, remote }) => {
  it("asks for the page's remote entry before the host's main script has arrived, then draws from it", async () => {
    const { page, context, problems } = await openPhone(app.browser, app.url);
    try {
      const { release, asked } = await holdBack(page, MAIN_SCRIPT);
      let mainArrived = false;
      page.on('response', (response) => (mainArrived ||= MAIN_SCRIPT.test(new URL(response.url()).pathname)));
      const entry = `/h5/static/js/${remote}/remoteEntry.js`;

      await page.goto(`/h5/${visited.route}`, { waitUntil: 'commit' });
      expect(await settled(async () => asked.includes(entry), Boolean)).toBe(true);
      // Asked for while the main script had not arrived: by the early script.
      expect(mainArrived).toBe(false);
      expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
      release();
      await page.locator(visited.ready).first().waitFor({ timeout: 30_000 });
      // The federation runtime's script tag took the preloaded entry: one request, not two.
      expect(asked.filter((url) => url === entry)).toHaveLength(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

it("asks for home's own data while home's code is still on its way, once", async () => {
  const { page, context, problems } = await openPhone(app.browser, app.url);
  try {
    // The content remote's chunks, its entry aside.
    const { release, asked } = await holdBack(page, /\/h5\/static\/js\/content\/(?!remoteEntry)[^/]+$/);
    const firstCalls = ['/api/notice/highlights', '/api/lh/send/get_recommend'];

    await page.goto(`/h5/${HOME.route}`, { waitUntil: 'commit' });
    expect(await settled(async () => firstCalls.every((call) => asked.includes(call)), Boolean)).toBe(true);
    release();
    await page.locator(HOME.ready).first().waitFor({ timeout: 30_000 });
    // The important notice the highlights bring opens over home.
    await page.getByTestId('notice-popup').waitFor();
    // Home took the replies already asked for instead of asking again.
    for (const call of firstCalls) expect(asked.filter((url) => url === call)).toHaveLength(1);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

it("asks for the page's words without waiting for the host's own", async () => {
  const { page, context, problems } = await openPhone(app.browser, app.url);
  try {
    const { release, asked } = await holdBack(page, /\/h5\/static\/js\/host\/i18n-common-zh\.[0-9a-f]{8}\.js$/);

    await page.goto(`/h5/${SPOT_TRADE.route}`, { waitUntil: 'commit' });
    const remoteWords = /^\/h5\/static\/js\/trading\/i18n-zh\.[0-9a-f]{8}\.js$/;
    expect(await settled(async () => asked.some((url) => remoteWords.test(url)), Boolean)).toBe(true);
    release();
    await page.locator(SPOT_TRADE.ready).first().waitFor({ timeout: 30_000 });
    // The instance's own read of them later found the file loaded.
    expect(asked.filter((url) => remoteWords.test(url))).toHaveLength(1);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
