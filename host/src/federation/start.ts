import { preloadPage } from './preload';
import { readRemoteConfig, registerRemoteEntries } from './remotes';

/**
 * Reads where the remotes live, registers them and starts fetching the first page's code.
 * Settles once the remotes are registered: pages can be asked for from then on.
 */
export async function startRemotes(hashPath: string): Promise<void> {
  registerRemoteEntries(await readRemoteConfig());
  preloadPage(hashPath);
}
