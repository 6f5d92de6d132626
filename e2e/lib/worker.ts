/**
 * The service worker after a first visit: in control of the page, and keeping everything the page
 * loaded before it ran (the page hands that over once the worker is active). Shared by the offline
 * journeys and the repeat-visit bench, so both start a repeat visit from the same cache.
 */
import type { Page } from 'playwright-core';

/** The page's scripts, styles and remotes.json that no cache of the worker holds yet. */
export const notYetKept = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/h5/') && /(\.js|\.css|\/remotes\.json)$/.test(url.pathname));
    const kept = await Promise.all(files.map((url) => caches.match(url.href, { ignoreSearch: true })));
    return files.filter((_, i) => !kept[i]).map((url) => url.pathname);
  });

/**
 * Waits (up to `timeoutMs`) for the worker to control the page and keep what it loaded; returns
 * what it still did not keep by then (empty once it has all of it).
 */
export async function untilWorkerKeepsPage(page: Page, timeoutMs = 30_000): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: timeoutMs });
  await page.waitForLoadState('networkidle');
  let missing = await notYetKept(page);
  while (missing.length > 0 && Date.now() < until) {
    await page.waitForTimeout(200);
    missing = await notYetKept(page);
  }
  return missing;
}
