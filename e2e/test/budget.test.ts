/**
 * Keeps the first visit to home within its JavaScript budget (gzip), about 10 % above what
 * `node bench/run.mjs first-visit` measured when the budget was set (see the README).
 */
import type { Browser } from 'playwright-core';
import { launch } from '../lib/browser';
import { measureFirstVisit, totalGzip } from '../lib/firstVisit';
import { startServer, type RunningServer } from '../lib/server';

// 2026-11-24: 227.8 KB measured after issue 10 put the live account channel in the host and
// the discovery tabs, search and watchlist on home. About 10 KB of that is TanStack Query, pulled
// into the host's first script because the live channel's refresh imports the data module (an
// eagerly shared kernel module): to be moved out, and this budget lowered again, next.
const BUDGET_KB = 235;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it(`downloads at most ${BUDGET_KB} KB of gzip JavaScript on a first visit to home`, async () => {
  const scripts = await measureFirstVisit(browser, server.url);
  const total = totalGzip(scripts);
  console.log(`first visit to home: ${(total / 1024).toFixed(1)} KB gzip JS in ${scripts.length} files (budget ${BUDGET_KB} KB)`);
  expect(scripts.some((s) => s.package === 'remote-content')).toBe(true);
  // Lazy sharing: nothing of the other remotes loads for the home page.
  expect(scripts.filter((s) => /remote-(trading|wealth|account)/.test(s.package))).toEqual([]);
  expect(total).toBeLessThanOrEqual(BUDGET_KB * 1024);
});
