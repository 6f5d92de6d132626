/**
 * What a first visit to a page downloads: every script, the bytes that came over the
 * wire (the build's brotli twin, as the server sends it), its gzip size (level 9, comparable with
 * any server), and which package and libraries it belongs to. Shared by the budget
 * test and the benchmark script, so both count the same bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { openPhone } from './browser';
import { REPO } from './paths';

export interface ScriptDownload {
  url: string;
  package: string;
  /** Libraries the chunk's license file names (vendor code), empty for our own code. */
  libraries: string[];
  bytes: number;
  gzipBytes: number;
  /** The body as it came over the network, compressed as the server sent it. */
  wireBytes: number;
}

const PACKAGE_OF: Array<[RegExp, string, string]> = [
  [/\/h5\/static\/js\/host\//, 'host', 'host/dist/static/js/host/'],
  [/\/h5\/static\/js\/trading\//, 'remote-trading', 'remote-trading/dist/'],
  [/\/h5\/static\/js\/wealth\//, 'remote-wealth', 'remote-wealth/dist/'],
  [/\/h5\/static\/js\/account\//, 'remote-account', 'remote-account/dist/'],
  [/\/h5\/static\/js\/content\//, 'remote-content', 'remote-content/dist/'],
];

function librariesOf(file: string): string[] {
  const license = `${file}.LICENSE.txt`;
  if (!existsSync(license)) return [];
  const names = readFileSync(license, 'utf8').match(/@license ([\w.-]+)|\* ([\w-]+(?:\.production)?(?:\.min)?\.js)|\b(react-dom|react|scheduler|i18next|axios|socket\.io|engine\.io|zustand|react-router)\b/gi);
  return [...new Set((names ?? []).map((n) => n.replace(/^@license |^\* /, '').replace(/\.production.*|\.min.*|\.js$/, '').toLowerCase()))];
}

function describe(url: string, body: Buffer, wireBytes: number): ScriptDownload {
  const path = new URL(url).pathname;
  const match = PACKAGE_OF.find(([re]) => re.test(path));
  const local = match ? join(REPO, match[2], path.replace(/^.*\/h5\/static\/js\/[a-z]+\//, '')) : '';
  return {
    url: path,
    package: match?.[1] ?? 'other',
    libraries: local ? librariesOf(local) : [],
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    wireBytes,
  };
}

/** A page measured on a first visit: where it is and what shows once it has drawn its data. */
export interface VisitedPage {
  name: string;
  /** The hash route, '' for home. */
  route: string;
  ready: string;
}

export const HOME: VisitedPage = { name: 'home', route: '', ready: '.ct-gainers__row' };
export const SPOT_TRADE: VisitedPage = { name: 'spot trade', route: '#/pages/trade/index', ready: '.tr-book__price' };

/** Opens the page in a fresh phone context and returns the scripts it downloaded. */
export async function measureFirstVisit(browser: Browser, baseURL: string, visited: VisitedPage = HOME): Promise<ScriptDownload[]> {
  const { page, context } = await openPhone(browser, baseURL);
  const pending: Array<Promise<ScriptDownload | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      // One the service worker answered (from what it precached at install) crossed no wire then.
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => describe(response.url(), body, response.fromServiceWorker() ? 0 : Math.max(0, sizes.responseBodySize)),
        () => null,
      ),
    );
  });
  await page.goto(`/h5/${visited.route}`);
  await page.locator(visited.ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((s): s is ScriptDownload => s !== null);
  await context.close();
  return scripts;
}

export const totalGzip = (scripts: readonly ScriptDownload[]) => scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
export const totalWire = (scripts: readonly ScriptDownload[]) => scripts.reduce((sum, s) => sum + s.wireBytes, 0);
