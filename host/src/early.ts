/**
 * The host's early script: a few KB that arrive long before its main script (about 150 KB over
 * the wire) and send for the first page's remote entry meanwhile, so the main script finds it in
 * the browser's memory instead of asking for it once it has arrived. It reads where the remotes
 * live (the request index.html preloads) and leaves that reading for the main script.
 */
import { findRoute } from '@h5/shared/routes';
import { remoteConfigAsked, remoteConfigOnce } from './federation/config';

const route = findRoute(window.location.hash.slice(1));
// Where the main script ran first (the two are `async` and `defer`), it has sent for the entry itself.
if (route && !remoteConfigAsked()) {
  void remoteConfigOnce().then((config) => {
    // A script preload without `crossorigin`: the federation runtime loads entries the same way (src/federation/runtimePlugin.ts).
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = config[route.remote];
    document.head.appendChild(link);
  });
}
