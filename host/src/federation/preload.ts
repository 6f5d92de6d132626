import { findRoute } from '@h5/shared/routes';
import { loadRemotePage } from './remotes';

/**
 * Starts fetching the first page's remote and page code while the app is still starting, so
 * they arrive alongside the host's own code instead of after the first render asks for them.
 * Failures are left to the page itself, which loads again and shows what went wrong.
 */
export function preloadPage(hashPath: string): void {
  const route = findRoute(hashPath);
  if (!route) return;
  loadRemotePage(route.remote, route.page).catch(() => undefined);
}
