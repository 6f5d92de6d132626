import { H5_BASE, SERVICE_WORKER_FILE } from '@h5/shared/constants';

/** The page is taken to have settled once no request of its own has ended for this long... */
const QUIET_MS = 2_000;
/** ...or at the latest this long after its load event (a page that polls never falls quiet). */
const LATEST_MS = 10_000;

/**
 * Registers the service worker once the page has settled, in production builds only (a
 * development server changes files under the same names). Installing it downloads the host's
 * shell for the precache; at the load event the first page's remote chunks and data are still
 * on their way, and the install, on the same two cores, pushed the largest paint on a throttled
 * first visit from about 3.4 s to 4.1-4.4 s. A browser without workers, or one that refuses,
 * runs the app as before, from the network.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const firstStart = !navigator.serviceWorker.controller;
  const register = () => {
    navigator.serviceWorker
      .register(`${H5_BASE}${SERVICE_WORKER_FILE}`, { scope: H5_BASE })
      .then(() => (firstStart ? keepWhatThisPageLoaded() : undefined))
      .catch(() => undefined);
  };
  const settle = () => void whenSettled().then(register);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}

/**
 * Resolves once no request has ended for `QUIET_MS` (or after `LATEST_MS`), at an idle moment.
 * A request still in flight does not hold it: while the page only waits on the network, the
 * install takes nothing from it.
 */
function whenSettled(): Promise<void> {
  return new Promise((resolve) => {
    const idle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : run());
    const done = () => {
      observer?.disconnect();
      clearTimeout(quiet);
      clearTimeout(latest);
      idle(resolve);
    };
    let quiet = setTimeout(done, QUIET_MS);
    const latest = setTimeout(done, LATEST_MS);
    // A resource entry is recorded as a request ends: each one starts the quiet period again.
    const observer =
      typeof PerformanceObserver === 'undefined'
        ? null
        : new PerformanceObserver(() => {
            clearTimeout(quiet);
            quiet = setTimeout(done, QUIET_MS);
          });
    observer?.observe({ type: 'resource' });
  });
}

/**
 * A first start runs before the worker does, so the remote code it loaded passed it by. Workbox's
 * router takes a list of URLs to put through its routes (`CACHE_URLS`): the worker keeps them
 * by the same rules as its own fetches, and the next start can be offline. The observer hands
 * over what loaded before (buffered) and what was already on its way when the worker took the
 * page and finishes after: every entry the worker did not answer (`workerStart` 0).
 */
async function keepWhatThisPageLoaded(): Promise<void> {
  const { active } = await navigator.serviceWorker.ready;
  if (!active || typeof PerformanceObserver === 'undefined') return;
  const ours = `${window.location.origin}${H5_BASE}`;
  new PerformanceObserver((list) => {
    const urlsToCache = (list.getEntries() as PerformanceResourceTiming[])
      .filter((entry) => entry.workerStart === 0 && entry.name.startsWith(ours))
      .map((entry) => entry.name);
    if (urlsToCache.length > 0) active.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  }).observe({ type: 'resource', buffered: true });
}
