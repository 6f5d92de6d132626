/** The remotes registered with the federation runtime, and how their pages are fetched through it. */
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_START_MODULE, REMOTES, type RemoteName } from '@h5/shared/constants';
import type { RemoteConfig } from './config';
import { ChunkLoadError, classifyLoadError } from './loadError';

export function registerRemoteEntries(config: RemoteConfig): void {
  registerRemotes(REMOTES.map((name) => ({ name, entry: config[name], type: 'var' })));
}

/**
 * A page of a remote: each is exposed as `<remote>/<page key>` (see shared/build/federation.cjs),
 * so its chunks come straight after the remote's entry. Rejects with a classified
 * ChunkLoadError; a later call retries.
 */
export async function loadRemotePage(remote: RemoteName, page: string): Promise<ComponentType> {
  // The remote's start-up on its own: its small chunk comes before the page's, so the page's
  // words (which it waits for to draw) are fetched while its code still is. The page brings the
  // start-up too, so a failure here is the page's to report.
  loadRemote(`${remote}/${REMOTE_START_MODULE}`).catch(() => undefined);
  let mod: { default?: ComponentType } | null;
  try {
    mod = await loadRemote<{ default?: ComponentType }>(`${remote}/${page}`);
  } catch (error) {
    throw new ChunkLoadError(classifyLoadError(error), remote, { cause: error });
  }
  if (!mod?.default) throw new ChunkLoadError('missing', remote);
  return mod.default;
}
