import { H5_BASE, SERVICE_WORKER_FILE } from '@h5/shared/constants';

/**
 * Registers the service worker once the page has loaded, so it never competes with the first
 * paint; in production builds only (a development server changes files under the same names).
 * A browser without workers, or one that refuses, runs the app as before, from the network.
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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
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
