import { findRoute } from '@h5/shared/routes';
import { remoteConfigOnce } from './config';
import { loadRemotePage, registerRemoteEntries } from './remotes';

/**
 * Reads where the remotes live, registers them and starts fetching the first page's remote and
 * page code, so they arrive alongside the host's own start instead of after the first render
 * asks for them. Settles once the remotes are registered: pages can be asked for from then on.
 * A failure to fetch the page is left to the page itself, which loads again and shows what went
 * wrong.
 */
export async function startRemotes(hashPath: string): Promise<void> {
  registerRemoteEntries(await remoteConfigOnce());
  const route = findRoute(hashPath);
  if (route) loadRemotePage(route.remote, route.page).catch(() => undefined);
}
