/**
 * Where a first visit's CPU goes on Lighthouse's phone: V8's sampling profiler over a first
 * visit to home and to the spot trade page with the CPU slowed four times, as Lighthouse's mobile
 * preset does, from the start until the page has shown its data and run on for 3 s. Each sample
 * is put to what was running: in the host's first script, the package or kernel module it came
 * from (through the source map of a build with maps, as `unused-js` does); in any other script,
 * its app and file; otherwise the browser's own work (parsing and compiling, style, layout,
 * paint: V8's "(program)") or the garbage collector. Means of `CPU_TIME_RUNS` loads (3), each in
 * a fresh context. `node bench/run.mjs cpu-time`.
 */
import type { Browser } from 'playwright-core';
import { launch, openPhone } from '../e2e/lib/browser';
import { HOME, SPOT_TRADE, type VisitedPage } from '../e2e/lib/firstVisit';
import { startServer } from '../e2e/lib/server';
import { MAIN, originOf, withHostScriptMap } from './lib/hostMaps';
import type { SourceLookup } from './lib/sourceMap';

const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.CPU_TIME_RUNS ?? 3);
const SETTLE_MS = 3000;
/** The sampling interval, in microseconds (V8's default is 1 000). */
const SAMPLE_US = 200;
const SHOWN = 18;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** What a sample's running function is put to. */
function whatRan({ callFrame }: ProfileNode, map: SourceLookup): string | null {
  const { url, functionName, lineNumber, columnNumber } = callFrame;
  if (functionName === '(idle)') return null;
  if (functionName === '(program)') return 'the browser: parse and compile, style, layout, paint';
  if (functionName === '(garbage collector)') return 'the garbage collector';
  const path = url ? new URL(url).pathname : '';
  const file = path.split('/').pop() ?? '';
  if (MAIN.test(file) && path.includes('/static/js/host/')) return originOf(map.sourceAt(lineNumber + 1, columnNumber));
  const app = path.match(/\/static\/js\/(\w+)\//)?.[1];
  if (app) return `${app} ${file.replace(/\.[0-9a-f]{8}\.js$/, '.js')}`;
  // The browser's own functions called from a script (appendChild, querySelector...).
  return url ? path : `browser API ${functionName || '(anonymous)'}`;
}

/** One first visit, profiled: milliseconds of (throttled) CPU by what ran. */
async function profileVisit(browser: Browser, baseURL: string, visited: VisitedPage, map: SourceLookup): Promise<Map<string, number>> {
  const { page, context } = await openPhone(browser, baseURL);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLE_US });
    await cdp.send('Profiler.start');
    await page.goto(`${baseURL}/h5/${visited.route}`);
    await page.waitForSelector(visited.ready, { timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const spent = new Map<string, number>();
    // A sample's time is the delta to the next one.
    profile.samples.forEach((id, i) => {
      const what = whatRan(nodes.get(id)!, map);
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      if (what) spent.set(what, (spent.get(what) ?? 0) + ms);
    });
    return spent;
  } finally {
    await context.close();
  }
}

export async function main(): Promise<void> {
  await withHostScriptMap(async (map, script) => {
    const server = await startServer();
    const browser = await launch();
    try {
      for (const visited of [HOME, SPOT_TRADE]) {
        const total = new Map<string, number>();
        for (let run = 0; run < RUNS; run++) {
          for (const [what, ms] of await profileVisit(browser, server.url, visited, map)) total.set(what, (total.get(what) ?? 0) + ms / RUNS);
        }
        const busy = [...total.values()].reduce((sum, ms) => sum + ms, 0);
        console.log(`\nCPU of a first visit to ${visited.name} at ${CPU_SLOWDOWN}x, until ${SETTLE_MS / 1000} s after its data shows, mean of ${RUNS}: ${Math.round(busy)} ms busy`);
        console.log(`  (the host's script ${script} by package or kernel module; other scripts by app and file)`);
        for (const [what, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, SHOWN)) {
          console.log(`  ${String(Math.round(ms)).padStart(6)} ms ${String(Math.round((100 * ms) / busy)).padStart(3)} %  ${what}`);
        }
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  });
}
