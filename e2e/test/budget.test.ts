/**
 * Keeps the first visit to home within its JavaScript budget (gzip), a little above what
 * `node bench/run.mjs first-visit` measured when the budget was set (see the README).
 */
import { useApp } from '../lib/fixture';
import { measureFirstVisit, totalGzip, totalWire } from '../lib/firstVisit';

// 2026-11-25: 216.9 KB measured with the live account channel in the host and the discovery
// tabs, search and watchlist on home. The headroom (under 4 %) is kept below the 10 KB of
// TanStack Query, the data module's library, which home must not download: it once came in
// through the live channel (the cache now follows the channel, not the other way round).
//
// 2026-11-27: 226.5 KB with issue 19's notice bar, the important notice shown over home, and the
// chat's unread badge (after moving the back office's words and the content pages' words out of
// what home downloads); 223.9 KB with the server's own words out of `common` and the host's first
// script carrying only the money module's arithmetic (`@h5/shared/money/decimal`), not every
// product's formulas.
const BUDGET_KB = 225;

const app = useApp();

it(`downloads at most ${BUDGET_KB} KB of gzip JavaScript on a first visit to home`, async () => {
  const scripts = await measureFirstVisit(app.browser, app.url);
  const total = totalGzip(scripts);
  const wire = totalWire(scripts);
  console.log(`first visit to home: ${(total / 1024).toFixed(1)} KB gzip JS in ${scripts.length} files (budget ${BUDGET_KB} KB); ${(wire / 1024).toFixed(1)} KB over the wire`);
  // Every script worth it (1 KB and up) came compressed, none larger than its gzip -9 (the build's brotli twins).
  expect(scripts.filter((s) => s.bytes >= 1024 && (s.wireBytes > s.gzipBytes || s.wireBytes >= s.bytes)).map((s) => s.url)).toEqual([]);
  expect(scripts.some((s) => s.package === 'remote-content')).toBe(true);
  // Lazy sharing: nothing of the other remotes loads for the home page.
  expect(scripts.filter((s) => /remote-(trading|wealth|account)/.test(s.package))).toEqual([]);
  expect(total).toBeLessThanOrEqual(BUDGET_KB * 1024);
});
