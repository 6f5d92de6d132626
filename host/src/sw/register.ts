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
 * by the same rules as its own fetches, and the next start can be offline.
 */
async function keepWhatThisPageLoaded(): Promise<void> {
  const { active } = await navigator.serviceWorker.ready;
  const ours = `${window.location.origin}${H5_BASE}`;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(ours));
  active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
