/**
 * What a started page's live updates cost its main thread, from Chromium's own counters: the
 * page is opened, left to warm up, then measured over a window. Used by the live-page budget
 * (test/budget.test.ts) and the `main-thread` bench.
 */
import type { Browser } from 'playwright-core';
import { openPhone } from './browser';
import type { VisitedPage } from './firstVisit';

/** Per second of the window: milliseconds of all tasks, script, style and layout; style passes and layouts. */
export interface LiveCost {
  task: number;
  script: number;
  style: number;
  layout: number;
  styles: number;
  layouts: number;
}

export async function measureLiveCost(browser: Browser, baseURL: string, visited: VisitedPage, warmUpMs: number, windowMs: number): Promise<LiveCost> {
  const { page, context } = await openPhone(browser, baseURL);
  try {
    await page.goto(`${baseURL}/h5/${visited.route}`);
    await page.waitForSelector(visited.ready, { timeout: 60_000 });
    await page.waitForTimeout(warmUpMs);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => new Map((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const before = await metrics();
    await page.waitForTimeout(windowMs);
    const after = await metrics();
    // Durations are counted in seconds, passes one by one.
    const perSecond = (name: string, scale: number) => (((after.get(name) ?? 0) - (before.get(name) ?? 0)) * scale * 1000) / windowMs;
    return {
      task: perSecond('TaskDuration', 1000),
      script: perSecond('ScriptDuration', 1000),
      style: perSecond('RecalcStyleDuration', 1000),
      layout: perSecond('LayoutDuration', 1000),
      styles: perSecond('RecalcStyleCount', 1),
      layouts: perSecond('LayoutCount', 1),
    };
  } finally {
    await context.close();
  }
}
