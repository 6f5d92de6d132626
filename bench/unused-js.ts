/**
 * What of the host's first script a first visit to home and to the spot trade page runs, by
 * where its bytes come from: V8's block coverage from Chromium, mapped back to the sources
 * through a source map. The map comes from a second build of the host alone with hidden source
 * maps, into a folder of its own, so host/dist is left as it is; webpack builds the same bytes
 * either way, which the bench checks by the script's content hash before it maps anything.
 * `node bench/run.mjs unused-js`.
 */
import { launch, openPhone } from '../e2e/lib/browser';
import { HOME, SPOT_TRADE, type VisitedPage } from '../e2e/lib/firstVisit';
import { startServer } from '../e2e/lib/server';
import { MAIN, originOf, withHostScriptMap } from './lib/hostMaps';
import type { SourceLookup } from './lib/sourceMap';

/** After the page shows its data, for what runs once it is up (the socket, the first ticks). */
const SETTLE_MS = 3000;

/** Bytes of the script and bytes that never ran, by origin. */
async function coverageOf(baseURL: string, visited: VisitedPage, map: SourceLookup): Promise<Map<string, [number, number]>> {
  const browser = await launch();
  try {
    const { page } = await openPhone(browser, baseURL);
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(`${baseURL}/h5/${visited.route}`);
    await page.waitForSelector(visited.ready, { timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const main = (await page.coverage.stopJSCoverage()).find((entry) => MAIN.test(entry.url.split('/').pop() ?? ''));
    if (!main?.source) throw new Error('the host script was not loaded');
    const source = main.source;
    // Ranges nest, outer first: the innermost range says whether a byte ran.
    const ran = new Uint8Array(source.length);
    for (const fn of main.functions) for (const range of fn.ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
    const lineStarts = [0];
    for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) lineStarts.push(i + 1);
    const byOrigin = new Map<string, [number, number]>();
    let line = 0;
    // Sampled every 32 bytes: a position per byte would map 600 000 of them for the same answer.
    const STEP = 32;
    for (let offset = 0; offset < source.length; offset += STEP) {
      while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= offset) line += 1;
      const origin = originOf(map.sourceAt(line + 1, offset - lineStarts[line]!));
      const end = Math.min(offset + STEP, source.length);
      let unused = 0;
      for (let i = offset; i < end; i++) unused += ran[i] ? 0 : 1;
      const sums = byOrigin.get(origin) ?? [0, 0];
      sums[0] += end - offset;
      sums[1] += unused;
      byOrigin.set(origin, sums);
    }
    return byOrigin;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

export async function main(): Promise<void> {
  await withHostScriptMap(async (map, script) => {
    const server = await startServer();
    try {
      for (const visited of [HOME, SPOT_TRADE]) {
        const byOrigin = await coverageOf(server.url, visited, map);
        const [total, unused] = [...byOrigin.values()].reduce<[number, number]>(([t, u], [bt, bu]) => [t + bt, u + bu], [0, 0]);
        console.log(`\nThe host's first script (${script}) on a first visit to ${visited.name}: ${kb(total)} raw, ${kb(unused)} of it never ran (${Math.round((100 * unused) / total)} %)`);
        const ours = (origin: string) => origin === 'host' || origin.startsWith('kernel ');
        const part = (mine: boolean) => [...byOrigin].filter(([origin]) => ours(origin) === mine).reduce<[number, number]>(([t, u], [, [bt, bu]]) => [t + bt, u + bu], [0, 0]);
        const [libraries, librariesUnused] = part(false);
        const [own, ownUnused] = part(true);
        console.log(`  libraries and the runtime ${kb(libraries)}, ${kb(librariesUnused)} never ran; the kernel and the host ${kb(own)}, ${kb(ownUnused)} never ran`);
        console.log('   raw        never ran  from');
        for (const [origin, [bytes, never]] of [...byOrigin].sort((a, b) => b[1][1] - a[1][1]).slice(0, 16)) {
          console.log(`  ${kb(bytes)}  ${kb(never)}  ${origin}`);
        }
      }
    } finally {
      await server.stop();
    }
  });
}
