/**
 * The app's service worker (built by Workbox's InjectManifest, host/webpack.config.cjs), scope
 * /h5/. The start does not wait on the network: the host's shell (index.html, its hashed
 * scripts and styles, icons, manifest) comes from the precache the build lists, and a remote's
 * content-hashed chunks from a cache filled as they are first loaded. What says where the
 * remotes are (remotes.json, each remoteEntry.js) goes to the network first, so a redeployed
 * remote is taken at the next start, and falls back to its copy only offline. Nothing else is
 * routed, so the API and socket.io go straight to the network and are never stored.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { H5_BASE } from '@h5/shared/constants';
import { cacheRuleFor, type CacheRule } from './cacheRules';
import { isOtherHostsLocations, locationsCacheOf } from './locations';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const PRECACHE = self.__WB_MANIFEST;
const LOCATIONS_CACHE = locationsCacheOf(PRECACHE);

precacheAndRoute(PRECACHE);
cleanupOutdatedCaches();

// Hash routing: every start is a navigation to /h5/ (or /h5/index.html), answered by the precached page.
registerRoute(new NavigationRoute(createHandlerBoundToURL(`${H5_BASE}index.html`), { allowlist: [new RegExp(`^${H5_BASE}(index\\.html)?$`)] }));

const matching = (wanted: CacheRule) => ({ url, request }: { url: URL; request: Request }) =>
  cacheRuleFor({ url, method: request.method, authorized: request.headers.has('authorization') }, self.location.origin) === wanted;

// No network timeout: while the network answers, however slowly, the entry is the deployed one
// (the page's own 120 s limit still applies); the copy serves only when there is no network.
registerRoute(matching('locations'), new NetworkFirst({ cacheName: LOCATIONS_CACHE }));
registerRoute(
  matching('immutable'),
  new CacheFirst({ cacheName: 'h5-remote-chunks', plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })] }),
);

// A new host never reads the remote entries kept for the old one (its cache has another name);
// they go as it takes over. It takes over only once no page runs the old host (no skipWaiting):
// a page never mixes two hosts' files. The first worker takes the open page at once.
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => isOtherHostsLocations(name, LOCATIONS_CACHE)).map((name) => caches.delete(name)))),
  ),
);
clientsClaim();
