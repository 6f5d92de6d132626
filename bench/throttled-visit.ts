/**
 * A first visit's largest contentful paint with the network Lighthouse's mobile preset simulates
 * (a 150 ms round trip, 1.6 Mbps down) applied by the browser to each request, and the CPU four
 * times slower, median of a few runs (`THROTTLED_RUNS`), for home and the spot trade page.
 * Lighthouse simulates from one unthrottled load, and on these 2 cores its figure moved with a
 * change to the page's waves of requests by more than the change did (a page map fetched before
 * a page's chunks, say); throttling applied waits out every wave for real, so runs of two builds
 * interleaved tell such a change apart. (Lighthouse's own applied preset charges a request
 * 562.5 ms, its simulated round trip times 3.75, which weighs waves heavier still.)
 * Then the same pages on a repeat visit under the same throttling: a first visit unthrottled
 * installs the service worker, and the reload starts from its cache (the remote entries and
 * remotes.json still cross the throttled network, as they do for a user).
 */
import { launch, openPhone } from '../e2e/lib/browser';
import { HOME, SPOT_TRADE } from '../e2e/lib/firstVisit';
import { startServer } from '../e2e/lib/server';
import { untilWorkerKeepsPage } from '../e2e/lib/worker';

/** Lighthouse's mobile preset as it simulates it: its "slow 4G" and a phone four times slower. */
const LATENCY_MS = 150;
const DOWN_BYTES_PER_S = (1.6 * 1024 * 1024) / 8;
const UP_BYTES_PER_S = (750 * 1024) / 8;
const CPU_SLOWDOWN = 4;
/** How long after the page's first data the largest paint is read. */
const SETTLE_MS = 2000;

type Phone = Awaited<ReturnType<typeof openPhone>>;

/** Applies the throttling to the phone's page from now on. */
async function throttle({ page, context }: Phone): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: DOWN_BYTES_PER_S, uploadThroughput: UP_BYTES_PER_S });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** The page's largest contentful paint so far, in ms from its start. */
const largestPaint = ({ page }: Phone): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

/** One visit's largest contentful paint: `repeat` visits once unthrottled first, for the service worker to install. */
async function visit(phone: Phone, url: string, ready: string, repeat: boolean): Promise<number> {
  if (repeat) {
    await phone.page.goto(url);
    await phone.page.locator(ready).first().waitFor({ timeout: 60_000 });
    // From the worker's cache, as a user's next visit would be: registered once the page fell
    // quiet, it may still be keeping what the page loaded when it first says it is ready.
    const missing = await untilWorkerKeepsPage(phone.page);
    if (missing.length) throw new Error(`the worker did not keep ${missing.join(', ')}`);
    await throttle(phone);
    await phone.page.reload({ waitUntil: 'commit' });
  } else {
    await throttle(phone);
    await phone.page.goto(url, { waitUntil: 'commit' });
  }
  await phone.page.locator(ready).first().waitFor({ timeout: 60_000 });
  // What comes after the page's first data can still be the largest paint (home's important
  // notice opens over it): read once the rest has had time to arrive.
  await phone.page.waitForTimeout(SETTLE_MS);
  return largestPaint(phone);
}

export async function main(): Promise<void> {
  const runs = Number(process.env.THROTTLED_RUNS ?? 9);
  const server = await startServer();
  const browser = await launch();
  try {
    for (const repeat of [false, true]) {
      for (const visited of [HOME, SPOT_TRADE]) {
        const paints: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          const phone = await openPhone(browser, server.url);
          try {
            paints.push(await visit(phone, `${server.url}/h5/${visited.route}`, visited.ready, repeat));
          } finally {
            await phone.context.close();
          }
        }
        const sorted = [...paints].sort((a, b) => a - b);
        const median = sorted[Math.floor(sorted.length / 2)]!;
        const which = repeat ? 'repeat visit' : 'first visit';
        console.log(`${visited.name}, ${which}: largest contentful paint, median of ${runs}: ${median.toFixed(0)} ms  (${sorted.map((ms) => ms.toFixed(0)).join(', ')})`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
