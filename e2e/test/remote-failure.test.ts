/**
 * A remote that is missing, too slow or throwing shows a translated error block naming the
 * kind, the rest of the app keeps working, and Retry loads the remote once it is back.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { RemoteName } from '@h5/shared/constants';
import { pagesOf, pathOf, type PageKey } from '@h5/shared/routes';
import { screenshot } from '../lib/browser';
import { useApp } from '../lib/fixture';

const app = useApp({ copyStatic: true });

const WEALTH_TAB = '/h5/#/pages/template/index';
const entryFile = () => join(app.server.staticRoot, 'remote-wealth/dist/remoteEntry.js');

/**
 * A broken deploy of the wealth remote while `body` runs: its entry missing (null) or replaced by
 * `text`, its compressed twins (served first to browsers that take them) likewise; then put back.
 */
async function brokenEntry(text: string | null, body: () => Promise<void>): Promise<void> {
  const files = { '': (raw: string) => raw, '.br': (raw: string) => brotliCompressSync(raw), '.gz': (raw: string) => gzipSync(raw) };
  const kept = Object.keys(files).filter((twin) => existsSync(entryFile() + twin)).map((twin) => [twin, readFileSync(entryFile() + twin)] as const);
  for (const [twin, compress] of Object.entries(files)) {
    if (text === null) rmSync(entryFile() + twin, { force: true });
    else if (kept.some(([name]) => name === twin)) writeFileSync(entryFile() + twin, compress(text));
  }
  try {
    await body();
  } finally {
    for (const [twin, content] of kept) writeFileSync(entryFile() + twin, content);
  }
}

async function expectErrorBlock(page: Page, kind: 'missing' | 'timeout' | 'other'): Promise<void> {
  const block = page.locator(`.h5-remote-error[data-kind="${kind}"]`);
  await block.waitFor({ timeout: 30_000 });
  const text = await block.innerText();
  // Translated (the default language is zh), with a Retry button and the kind named.
  expect(text).toContain('页面加载失败');
  expect(text).toContain(kind);
  expect(await block.getByRole('button').innerText()).toBe('重试');
  // Never a white page: the tab bar is still there and works.
  expect(await page.locator('.h5-tabbar__item').count()).toBe(7);
}

async function expectWealthLoaded(page: Page): Promise<void> {
  await page.locator('.h5-remote-error').waitFor({ state: 'detached', timeout: 30_000 });
  await page.getByRole('heading', { name: '理财' }).first().waitFor({ timeout: 30_000 });
}

it('missing: a 404 entry shows the block, other remotes still load, Retry works once it is back', async () => {
  const { page } = await app.phone();
  await brokenEntry(null, async () => {
    await page.goto(WEALTH_TAB);
    await expectErrorBlock(page, 'missing');
    await screenshot(page, 'remote-error-missing-zh');

    // Another remote is unaffected.
    await page.locator('.h5-tabbar__item[data-tab="0"]').click();
    await page.locator('.ct-gainers__row').first().waitFor();
    await page.locator('.h5-tabbar__item[data-tab="4"]').click();
    await expectErrorBlock(page, 'missing');
  });
  await page.getByRole('button', { name: '重试' }).click();
  await expectWealthLoaded(page);
  await page.context().close();
});

it('other: an entry that throws while starting shows the block; Retry works once it is fixed', async () => {
  const { page } = await app.phone();
  await brokenEntry('throw new Error("broken deploy");\n', async () => {
    await page.goto(WEALTH_TAB);
    await expectErrorBlock(page, 'other');
    await screenshot(page, 'remote-error-other-zh');
  });
  await page.getByRole('button', { name: '重试' }).click();
  await expectWealthLoaded(page);
  await page.context().close();
});

it('missing: an entry deployed before a page existed shows the block for that page only; its other pages load', async () => {
  const { page } = await app.phone();
  const deployed = readFileSync(entryFile(), 'utf8');
  expect(deployed).toContain('"./wealth":');
  await brokenEntry(deployed.replace('"./wealth":', '"./retired":'), async () => {
    await page.goto(WEALTH_TAB);
    await expectErrorBlock(page, 'missing');
    // The same entry still gives its other pages.
    await page.goto(`/h5/#${pathOf('trust')}`);
    await page.locator('.h5-remote-error').waitFor({ state: 'detached', timeout: 30_000 });
    await page.locator('.wl-section-title').first().waitFor({ timeout: 30_000 });
  });
  await page.context().close();
});

it("a tab still running a host from before each page's own expose gets its page map from the new entries", async () => {
  const { page } = await app.phone();
  const firstPages: Array<[RemoteName, PageKey]> = [['content', 'home'], ['trading', 'spot'], ['wealth', 'wealth'], ['account', 'login']];
  for (const [remote, key] of firstPages) {
    await page.goto(`/h5/#${pathOf(key)}`);
    await page.waitForFunction((name) => name in window, remote, { timeout: 30_000 });
    // What such a host did: the container's `./pages`, then a page's loader from it.
    const found = await page.evaluate(async ([name, pageKey]) => {
      type Container = { get(module: string): Promise<() => { pages: Record<string, () => Promise<{ default?: unknown }>> }> };
      const { pages } = (await (window as unknown as Record<string, Container>)[name]!.get('./pages'))();
      return { keys: Object.keys(pages), page: typeof (await pages[pageKey]!()).default };
    }, [remote, key] as const);
    expect(found.keys.sort()).toEqual([...pagesOf(remote)].sort());
    expect(found.page).toBe('function');
  }
  await page.context().close();
});

it('timeout: an entry that never arrives fails after 120 s (clock fast-forwarded), Retry works', async () => {
  const { page } = await app.phone();
  // The installed clock starts at the real time and keeps flowing with it, so the real seconds a
  // slow machine spends starting the page count too: each jump is measured from the page's clock.
  await page.clock.install();
  const started = Date.now();
  let requested = 0;
  // A stalled deploy: the entry's request is held and never answered.
  await page.route('**/static/js/wealth/remoteEntry.js', () => {
    requested ||= Date.now();
    return new Promise<void>(() => undefined);
  });
  const runUntil = async (time: number) => page.clock.runFor(Math.max(0, time - (await page.evaluate(() => Date.now()))));
  // The held entry is requested while the page starts, so its load event never comes.
  await page.goto(WEALTH_TAB, { waitUntil: 'domcontentloaded' });
  await page.locator('.h5-tabbar').waitFor();
  // The limit's timer starts after the navigation and no later than the request.
  await runUntil(started + 119_000);
  expect(await page.locator('.h5-remote-error').count()).toBe(0);
  expect(requested).toBeGreaterThan(0);
  await runUntil(requested + 121_000);
  await expectErrorBlock(page, 'timeout');
  await screenshot(page, 'remote-error-timeout-zh');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: '重试' }).click();
  await expectWealthLoaded(page);
  await page.context().close();
});
